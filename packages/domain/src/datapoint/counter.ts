/**
 * Counter points: the ones whose per-hour increase is an output (pieces, cycles, running hours).
 * The hourly output and "today's output" read only these: a temperature or a pressure rises and
 * falls, and the sum of its hourly increases means nothing.
 *
 * A counter holds whole numbers (no Float, Double, Bool or Char) and either takes 32 or 64 bits
 * (PLC counters do; 16-bit words hold readings) or says it counts by its name, display name or unit.
 */
/** Whole-number data types: the only ones a counter can be kept in (a query may narrow to them first). */
export const INTEGER_TYPES: readonly number[] = [1, 2, 3, 4, 6, 7, 8];
const WIDE_INTEGER_TYPES: readonly number[] = [3, 4, 8];
const COUNT_WORDS = /count|counter|output|total|qty|quantity|pcs|pieces|cycles|产量|计数|数量|件数|次数|个|件|次/i;

export interface CounterCandidate {
  dataType: number;
  name: string;
  unit?: string | null;
  valueDescription?: string | null;
}

export function isCounterPoint(point: CounterCandidate): boolean {
  if (!INTEGER_TYPES.includes(point.dataType)) return false;
  const says = [point.name, point.valueDescription ?? '', point.unit ?? ''].some((text) => COUNT_WORDS.test(text));
  return says || WIDE_INTEGER_TYPES.includes(point.dataType);
}

/** The counter the output opens with: one that says it counts first, then any counter; none when there is none. */
export function defaultCounter<T extends CounterCandidate>(points: readonly T[]): T | undefined {
  const counters = points.filter(isCounterPoint);
  return counters.find((point) => COUNT_WORDS.test(`${point.name} ${point.valueDescription ?? ''}`)) ?? counters[0];
}
