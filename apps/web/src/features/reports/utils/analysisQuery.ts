import { FILTER_OPS, UNARY_FILTER_OPS, type FilterOp } from '@fieldlink/domain';

export { FILTER_OPS };

/** The filter bar's state of an analysis list. */
export interface AnalysisFilters {
  deviceId?: number;
  from: string;
  to: string;
  field?: string;
  op?: FilterOp;
  value?: string;
}

/** The last `hours` hours up to now (the lists' default range). */
export function lastHours(hours: number, now = Date.now()): { from: string; to: string } {
  return { from: new Date(now - hours * 3_600_000).toISOString(), to: new Date(now).toISOString() };
}

/** The query a filter bar sends: the filter only when it is complete. */
export function toAnalysisQuery(filters: AnalysisFilters, page: number, pageSize: number) {
  const complete = filters.field && filters.op && (UNARY_FILTER_OPS.includes(filters.op) || (filters.value ?? '') !== '');
  return {
    deviceId: filters.deviceId,
    from: filters.from,
    to: filters.to,
    ...(complete
      ? { field: filters.field, op: filters.op, value: UNARY_FILTER_OPS.includes(filters.op!) ? undefined : filters.value }
      : {}),
    page,
    pageSize,
  };
}

/** "3.5 h" style duration of milliseconds. */
export function hoursOf(ms: number): number {
  return Math.round((ms / 3_600_000) * 100) / 100;
}

/** Time between two instants as `1 h 05 min` / `3 min 20 s`. */
export function durationText(fromIso: string, toIso: string | null, now = Date.now()): string {
  const ms = Math.max(0, (toIso ? Date.parse(toIso) : now) - Date.parse(fromIso));
  const s = Math.floor(ms / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  if (h > 0) return `${h} h ${String(m).padStart(2, '0')} min`;
  return `${m} min ${String(s % 60).padStart(2, '0')} s`;
}
