/**
 * Alarm conditions (spec §3 alarm source): a comparison on one point's value, or AND/OR of several
 * comparisons, possibly on other points of the same device. Pure functions; no I/O.
 */
export const ALARM_OPS = ['>', '>=', '<', '<=', '==', '!=', 'between', 'outside', 'bitSet', 'bitClear'] as const;
export type AlarmOp = (typeof ALARM_OPS)[number];

/** Operators that take a second value (the upper end of the range). */
export const RANGE_OPS: readonly AlarmOp[] = ['between', 'outside'];
/** Operators whose value is a bit index (0 = least significant). */
export const BIT_OPS: readonly AlarmOp[] = ['bitSet', 'bitClear'];
export const ALARM_BIT_MAX = 52;
/** How many comparisons one AND/OR may hold. */
export const ALARM_CONDITIONS_MAX = 8;

export interface SimpleCondition {
  op: AlarmOp;
  value: number;
  value2?: number | undefined;
  /** Another point of the same device; the source's own point when absent. */
  pointId?: number | undefined;
}
export type AlarmCondition = SimpleCondition | { all: SimpleCondition[] } | { any: SimpleCondition[] };

/** The comparisons of a condition, in order. */
export function comparisonsOf(condition: AlarmCondition): SimpleCondition[] {
  if ('all' in condition) return condition.all;
  if ('any' in condition) return condition.any;
  return [condition];
}

/** Every point a condition reads, the source's own point first. */
export function pointsOfCondition(condition: AlarmCondition, ownPointId: number): number[] {
  const ids = new Set<number>([ownPointId]);
  for (const c of comparisonsOf(condition)) ids.add(c.pointId ?? ownPointId);
  return [...ids];
}

function bit(value: number, index: number): boolean {
  const whole = Math.trunc(Math.abs(value));
  return Math.floor(whole / 2 ** index) % 2 === 1;
}

/**
 * Whether one comparison holds for `v`. `widen` (>= 0) enlarges the region where it holds by the
 * deadband: an active alarm stays active until the value leaves the widened region, so a value
 * hovering at the limit does not toggle it. Equality, inequality and bit tests have no width.
 */
export function comparisonHolds(c: SimpleCondition, v: number, widen = 0): boolean {
  const a = c.value;
  const b = c.value2 ?? c.value;
  switch (c.op) {
    case '>':
      return v > a - widen;
    case '>=':
      return v >= a - widen;
    case '<':
      return v < a + widen;
    case '<=':
      return v <= a + widen;
    case '==':
      return widen > 0 ? Math.abs(v - a) <= widen : v === a;
    case '!=':
      return v !== a;
    case 'between':
      return v >= Math.min(a, b) - widen && v <= Math.max(a, b) + widen;
    case 'outside':
      return v < Math.min(a, b) + widen || v > Math.max(a, b) - widen;
    case 'bitSet':
      return bit(v, a);
    case 'bitClear':
      return !bit(v, a);
  }
}

/**
 * Whether the condition holds for the values (by point ID). Undefined when a value it needs is
 * missing or not a number: nothing can be decided then.
 */
export function conditionHolds(
  condition: AlarmCondition,
  ownPointId: number,
  values: ReadonlyMap<number, number>,
  widen = 0,
): boolean | undefined {
  const results: boolean[] = [];
  for (const c of comparisonsOf(condition)) {
    const v = values.get(c.pointId ?? ownPointId);
    if (v === undefined || !Number.isFinite(v)) return undefined;
    results.push(comparisonHolds(c, v, widen));
  }
  return 'any' in condition ? results.some(Boolean) : results.every(Boolean);
}

/** A short text of the condition, e.g. `> 50`, `between 10 and 20`, `bit 3 set`, `(> 5 AND < 9)`. */
export function describeCondition(condition: AlarmCondition, pointName?: (id: number) => string | undefined): string {
  const one = (c: SimpleCondition) => {
    const on = c.pointId !== undefined ? `${pointName?.(c.pointId) ?? `#${c.pointId}`} ` : '';
    if (c.op === 'between' || c.op === 'outside') return `${on}${c.op} ${c.value}..${c.value2 ?? c.value}`;
    if (c.op === 'bitSet' || c.op === 'bitClear') return `${on}bit ${c.value} ${c.op === 'bitSet' ? 'set' : 'clear'}`;
    return `${on}${c.op} ${c.value}`;
  };
  if ('all' in condition) return `(${condition.all.map(one).join(' AND ')})`;
  if ('any' in condition) return `(${condition.any.map(one).join(' OR ')})`;
  return one(condition);
}
