import { DATA_TYPES, type DataTypeCode } from '../datapoint/types.js';

/** Why one telemetry value was dropped (the rest of its message is stored). */
export const BAD_VALUE_REASONS = ['missing', 'not_a_number', 'not_finite', 'out_of_range'] as const;
export type BadValueReason = (typeof BAD_VALUE_REASONS)[number];

/**
 * One telemetry value judged against its point's register type: the PLC number (Bool as 0 / 1),
 * the text of a Char point, or why it is bad: `missing` (null or absent: a gateway sends a NaN or
 * unreadable register as null), `not_a_number` (text that is no number, an object, an array),
 * `not_finite` ("NaN", "Infinity"), `out_of_range` (outside the type's range, 99999 on INT16S).
 * Whole-number types are not asked to be whole: scaling happens on the PLC's side for some gateways.
 * A bad value is one of four shared objects, so judging allocates nothing (ingest calls this for
 * every value).
 */
export function judgeTelemetryValue(code: DataTypeCode, raw: unknown): number | string | { bad: BadValueReason } {
  if (raw === null || raw === undefined) return BAD.missing;
  if (code === 11) return typeof raw === 'object' ? BAD.not_a_number : String(raw);
  let plc: number;
  if (typeof raw === 'number') plc = raw;
  else if (typeof raw === 'boolean') plc = raw ? 1 : 0;
  else if (typeof raw === 'string') {
    const text = raw.trim();
    if (text === '') return BAD.not_a_number;
    plc = Number(text);
    if (Number.isNaN(plc) && text !== 'NaN') return BAD.not_a_number;
  } else return BAD.not_a_number;
  if (!Number.isFinite(plc)) return BAD.not_finite;
  if (code === 10) return plc !== 0 ? 1 : 0;
  const type = DATA_TYPES[code];
  return plc >= type.min && plc <= type.max ? plc : BAD.out_of_range;
}

const BAD: Record<BadValueReason, { bad: BadValueReason }> = {
  missing: { bad: 'missing' },
  not_a_number: { bad: 'not_a_number' },
  not_finite: { bad: 'not_finite' },
  out_of_range: { bad: 'out_of_range' },
};
