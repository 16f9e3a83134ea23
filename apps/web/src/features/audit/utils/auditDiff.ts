export interface DiffRow {
  field: string;
  before: string;
  after: string;
  changed: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function show(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/**
 * Field-by-field view of an audit entry's before and after snapshots (objects), changed fields
 * first. A snapshot that is not an object is shown as one row named "".
 */
export function auditDiff(before: unknown, after: unknown): DiffRow[] {
  if ((before === null || before === undefined) && (after === null || after === undefined)) return [];
  if (!isRecord(before ?? {}) || !isRecord(after ?? {})) {
    return [{ field: '', before: show(before), after: show(after), changed: show(before) !== show(after) }];
  }
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const rows = fields.map((field) => {
    const was = show(b[field]);
    const now = show(a[field]);
    return { field, before: was, after: now, changed: was !== now };
  });
  return [...rows.filter((row) => row.changed), ...rows.filter((row) => !row.changed)];
}

/** "user.update" → object "user", verb "update" (an action without a dot is all verb). */
export function splitAction(action: string): { object: string | null; verb: string } {
  const dot = action.indexOf('.');
  return dot < 0 ? { object: null, verb: action } : { object: action.slice(0, dot), verb: action.slice(dot + 1) };
}
