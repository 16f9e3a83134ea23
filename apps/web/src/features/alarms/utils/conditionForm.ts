import { ALARM_OPS, BIT_OPS, RANGE_OPS, type AlarmCondition, type AlarmOp, type SimpleCondition } from '@fieldlink/domain';

/** One comparison row of the condition editor; `pointId` undefined = the source's own point. */
export interface ComparisonRow {
  op: AlarmOp;
  value?: number | null;
  value2?: number | null;
  pointId?: number | null;
}

/** The editor's shape: one comparison, or several joined by AND / OR. */
export interface ConditionForm {
  join: 'single' | 'all' | 'any';
  rows: ComparisonRow[];
}

export const OPS: readonly AlarmOp[] = ALARM_OPS;
export const needsValue2 = (op: AlarmOp) => RANGE_OPS.includes(op);
export const isBitOp = (op: AlarmOp) => BIT_OPS.includes(op);

export const emptyCondition = (): ConditionForm => ({ join: 'single', rows: [{ op: '>', value: null }] });

function toComparison(row: ComparisonRow, ownPointId: number | undefined): SimpleCondition {
  const c: SimpleCondition = { op: row.op, value: Number(row.value ?? 0) };
  if (needsValue2(row.op)) c.value2 = Number(row.value2 ?? 0);
  if (row.pointId && row.pointId !== ownPointId) c.pointId = row.pointId;
  return c;
}

/** The form's rows as the API's condition. */
export function conditionFromForm(form: ConditionForm, ownPointId?: number): AlarmCondition {
  const rows = form.rows.length ? form.rows : emptyCondition().rows;
  if (form.join === 'single' || rows.length === 1) return toComparison(rows[0]!, ownPointId);
  const list = rows.map((row) => toComparison(row, ownPointId));
  return form.join === 'all' ? { all: list } : { any: list };
}

/** A stored condition in the editor's shape. */
export function formFromCondition(condition: AlarmCondition | undefined | null): ConditionForm {
  if (!condition) return emptyCondition();
  const row = (c: SimpleCondition): ComparisonRow => ({ op: c.op, value: c.value, value2: c.value2 ?? null, pointId: c.pointId ?? null });
  if ('all' in condition) return { join: 'all', rows: condition.all.map(row) };
  if ('any' in condition) return { join: 'any', rows: condition.any.map(row) };
  return { join: 'single', rows: [row(condition)] };
}
