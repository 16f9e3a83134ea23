/**
 * From the PLC value to the value shown (docs/API.md live `value`), and back for write-back.
 * Proportional conversion applies when all four of maxData, minData, maxProportion and
 * minProportion are set (spec §5):
 *   display = (maxProportion − minProportion) / (maxData − minData) × (plc − minData) + minProportion
 * otherwise the linear form display = plc × (slope ?? 1) + (intercept ?? 0).
 */
export interface ScaleParams {
  slope?: number | null;
  intercept?: number | null;
  maxData?: number | null;
  minData?: number | null;
  maxProportion?: number | null;
  minProportion?: number | null;
}

type Proportional = { maxData: number; minData: number; maxProportion: number; minProportion: number };

/** The four proportional fields when all are set, else undefined. */
export function proportionalParams(p: ScaleParams): Proportional | undefined {
  const { maxData, minData, maxProportion, minProportion } = p;
  if (maxData == null || minData == null || maxProportion == null || minProportion == null) return undefined;
  return { maxData, minData, maxProportion, minProportion };
}

/**
 * A scaled value without the binary float's noise: 99999 × 0.1 is 9999.900000000001 in IEEE 754,
 * stored and sent as 9999.9 (15 significant digits, what a double holds exactly in decimal).
 */
function withoutNoise(value: number): number {
  return Number.isFinite(value) ? Number(value.toPrecision(15)) : value;
}

/** PLC value -> displayed value. Throws a RangeError when maxData equals minData (no scale). */
export function scale(plc: number, p: ScaleParams): number {
  const prop = proportionalParams(p);
  if (prop) {
    if (prop.maxData === prop.minData) throw new RangeError('maxData equals minData');
    return withoutNoise(
      ((prop.maxProportion - prop.minProportion) / (prop.maxData - prop.minData)) * (plc - prop.minData) + prop.minProportion,
    );
  }
  const slope = p.slope ?? 1;
  const intercept = p.intercept ?? 0;
  // Unscaled (a raw INT64 keeps every digit).
  if (slope === 1 && intercept === 0) return plc;
  return withoutNoise(plc * slope + intercept);
}

/**
 * Displayed value -> PLC value, the inverse of `scale` (for writing a value back). Throws a
 * RangeError when there is no inverse: slope 0, or maxProportion equal to minProportion.
 * The result is not rounded: the caller rounds for an integer data type and range-checks it.
 */
export function unscale(display: number, p: ScaleParams): number {
  const prop = proportionalParams(p);
  if (prop) {
    if (prop.maxProportion === prop.minProportion) throw new RangeError('maxProportion equals minProportion');
    return ((prop.maxData - prop.minData) / (prop.maxProportion - prop.minProportion)) * (display - prop.minProportion) + prop.minData;
  }
  const slope = p.slope ?? 1;
  if (slope === 0) throw new RangeError('slope is 0');
  return (display - (p.intercept ?? 0)) / slope;
}
