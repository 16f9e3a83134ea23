import { isGatewayLogReason } from '@fieldlink/domain';
import { FILTER_OPS, UNARY_FILTER_OPS, type FilterOp } from '@fieldlink/domain';
import { builtKey, type Translate } from '../../../i18n/useTranslation';

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
/** Hours, minutes and seconds from one time to another (or to now). */
export function durationParts(fromIso: string, toIso: string | null, now = Date.now()): { h: number; m: string; s: string } {
  const ms = Math.max(0, (toIso ? Date.parse(toIso) : now) - Date.parse(fromIso));
  const seconds = Math.floor(ms / 1000);
  return {
    h: Math.floor(seconds / 3600),
    m: String(Math.floor((seconds % 3600) / 60)).padStart(2, '0'),
    s: String(seconds % 60).padStart(2, '0'),
  };
}

/** A duration in the catalog's words: "1 h 05 min" / "1 小时 05 分", "3 min 20 s" / "3 分 20 秒". */
export function durationText(t: Translate, fromIso: string, toIso: string | null, now = Date.now()): string {
  const parts = durationParts(fromIso, toIso, now);
  return parts.h > 0
    ? t('reports:analysis.durationHours', { h: parts.h, m: parts.m })
    : t('reports:analysis.durationMinutes', { m: Number(parts.m), s: parts.s });
}

/** A state change's reason in the catalog's words; a reason it does not know is shown as written. */
export function reasonText(t: Translate, reason: string | null): string {
  if (reason === null) return '';
  return isGatewayLogReason(reason) ? t(builtKey(`messages:analysis.reason.${reason}`)) : reason;
}
