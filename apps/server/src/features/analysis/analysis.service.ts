import {
  formatMessage,
  scopeOf,
  statusStatistics,
  localDayOf,
  localMidnight,
  type CaptureQuery,
  type DeviceState,
  type GatewayLogQuery,
  type Language,
  type MessageKey,
  type StatusStatisticsQuery,
  type ValueChangeQuery,
} from '@fieldlink/domain';
import { workbook, type Cell } from '../../lib/xlsx.js';
import { escapeFormula } from '../history/history-export.js';
import type { UserPrincipal } from '../auth/auth.service.js';
import type { HisDataLimit } from '../history/history.service.js';
import type { AnalysisRepository } from './analysis.repository.js';

const iso = (ts: string | Date | null) => (ts === null ? null : new Date(ts).toISOString());
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const hours = (ms: number) => Math.round((ms / HOUR_MS) * 100) / 100;
/** Exports hold at most this many rows (the lists page through more). */
const EXPORT_ROWS = 20_000;

const OP_TEXT: Record<string, string> = { bitSet: 'bit set', bitClear: 'bit clear' };

/** The data-analysis pages (spec §2): value-change log, gateway log, status statistics, condition collection. */
export function createAnalysisService({
  repo,
  history,
  now = Date.now,
}: {
  repo: AnalysisRepository;
  /** HisDataLimit, applied by the history service's rule. */
  history: HisDataLimit;
  now?: () => number;
}) {
  /** The list's range with `from` moved up to the earliest moment the caller may see; `limitedFrom` says it moved. */
  async function limited<Q extends { from: string; to: string }>(principal: UserPrincipal, q: Q) {
    const range = await history.clamp(principal, new Date(q.from), new Date(q.to));
    if (!range.limitedFrom) return { q, limitedFrom: null };
    return {
      q: { ...q, from: range.from.toISOString(), to: range.to.toISOString() },
      limitedFrom: range.limitedFrom.toISOString(),
    };
  }

  async function valueChanges(principal: UserPrincipal, query: ValueChangeQuery) {
    const { q, limitedFrom } = await limited(principal, query);
    const { items, total } = await repo.valueChanges(scopeOf(principal), q);
    return {
      total,
      limitedFrom,
      items: items.map((r) => ({
        source: r.source,
        pointId: Number(r.point_id),
        pointName: r.point_name,
        unit: r.unit,
        ts: iso(r.ts)!,
        previous: r.previous,
        value: r.value,
        userName: r.user_name,
        status: r.status,
      })),
    };
  }

  async function gatewayLog(principal: UserPrincipal, query: GatewayLogQuery) {
    const { q, limitedFrom } = await limited(principal, query);
    const { items, total } = await repo.gatewayLog(scopeOf(principal), q);
    return {
      total,
      limitedFrom,
      items: items.map((r) => ({
        id: Number(r.id),
        deviceId: Number(r.device_id),
        deviceName: r.device_name,
        status: r.status as DeviceState,
        reason: r.reason,
        at: iso(r.at)!,
        until: iso(r.until),
      })),
    };
  }

  /**
   * Statistics count whole local days: under HisDataLimit they start on the first day that begins
   * at or after the earliest moment the caller may see (null when no day of the range is left).
   */
  async function limitedDays(principal: UserPrincipal, q: StatusStatisticsQuery) {
    const offset = q.utcOffsetMinutes;
    const from = localMidnight(q.from, offset);
    const to = localMidnight(q.to, offset) + DAY_MS;
    const range = await history.clamp(principal, new Date(from), new Date(to));
    if (!range.limitedFrom) return { q: q as StatusStatisticsQuery | null, limitedFrom: null };
    const earliest = range.limitedFrom.getTime();
    let day = localDayOf(earliest, offset);
    if (localMidnight(day, offset) < earliest) day = localDayOf(localMidnight(day, offset) + DAY_MS, offset);
    return {
      q: day > q.to ? null : { ...q, from: day },
      limitedFrom: new Date(localMidnight(day, offset)).toISOString(),
    };
  }

  async function statistics(principal: UserPrincipal, query: StatusStatisticsQuery) {
    const { q, limitedFrom } = await limitedDays(principal, query);
    if (!q) return { items: [], total: 0, limitedFrom };
    const list = await repo.devicesInScope(scopeOf(principal), q);
    const start = new Date(localMidnight(q.from, q.utcOffsetMinutes) - 86_400_000);
    // A period crossing midnight reads into the morning after the last day.
    const until = new Date(localMidnight(q.to, q.utcOffsetMinutes) + 2 * 86_400_000);
    const { before, changes } = await repo.stateChanges(
      list.map((d) => d.id),
      start,
      until,
    );
    const period = q.periodStart && q.periodEnd ? { start: q.periodStart, end: q.periodEnd } : undefined;
    const rows = list.flatMap((device) =>
      statusStatistics({
        before: before.get(device.id) as DeviceState | undefined,
        changes: changes.filter((c) => c.deviceId === device.id).map((c) => ({ status: c.status, at: c.at.getTime() })),
        from: q.from,
        to: q.to,
        now: now(),
        utcOffsetMinutes: q.utcOffsetMinutes,
        period,
      }).map((day) => ({ deviceId: device.id, deviceName: device.name, projectName: device.projectName, ...day })),
    );
    const offset = (q.page - 1) * q.pageSize;
    return { items: rows.slice(offset, offset + q.pageSize), total: rows.length, limitedFrom };
  }

  async function captures(principal: UserPrincipal, query: CaptureQuery) {
    const { q, limitedFrom } = await limited(principal, query);
    const { items, total } = await repo.captures(scopeOf(principal), q);
    const names = await repo.pointNames([...new Set(items.flatMap((r) => r.conditions.map((c) => c.pointId)))]);
    return {
      total,
      limitedFrom,
      items: items.map((r) => ({
        id: Number(r.id),
        taskId: Number(r.task_id),
        taskName: r.task_name,
        condition: r.conditions
          .map((c) => {
            const op = OP_TEXT[c.op] ?? c.op;
            const value = c.op === 'between' || c.op === 'outside' ? `${c.value}..${c.value2 ?? c.value}` : String(c.value);
            return `${names.get(c.pointId) ?? `#${c.pointId}`} ${op} ${value}`;
          })
          .join(r.logic === 'or' ? ' OR ' : ' AND '),
        deviceId: Number(r.device_id),
        deviceName: r.device_name,
        pointId: Number(r.point_id),
        pointName: r.point_name,
        unit: r.unit,
        ts: iso(r.ts)!,
        value: r.value,
      })),
    };
  }

  /** One sheet, headers in the caller's language, formula-like text escaped. */
  function sheet(language: Language, sheetKey: MessageKey, headerKeys: MessageKey[], rows: Cell[][]) {
    const t = (key: MessageKey) => formatMessage(language, key);
    return workbook(
      t(sheetKey),
      headerKeys.map(t),
      rows.map((row) => row.map((cell) => (typeof cell === 'string' ? (escapeFormula(cell) as string) : cell))),
    );
  }

  /** An export's file and the moment HisDataLimit moved its range to (null = not moved). */
  const withLimit = async (limitedFrom: string | null, file: Buffer | Promise<Buffer>) => ({ file: await file, limitedFrom });
  const all = <Q extends { page: number; pageSize: number }>(q: Q): Q => ({ ...q, page: 1, pageSize: EXPORT_ROWS });
  const label = (language: Language, key: string) => formatMessage(language, key as MessageKey);

  return {
    valueChanges,
    gatewayLog,
    statistics,
    captures,

    async exportValueChanges(principal: UserPrincipal, q: ValueChangeQuery, language: Language) {
      const { items, limitedFrom } = await valueChanges(principal, all(q));
      return withLimit(
        limitedFrom,
        sheet(
          language,
          'analysis.sheet.valueChanges',
          [
            'analysis.col.time',
            'analysis.col.point',
            'analysis.col.previous',
            'analysis.col.value',
            'analysis.col.source',
            'analysis.col.user',
          ],
          items.map((r) => [r.ts, r.pointName, r.previous, r.value, label(language, `analysis.source.${r.source}`), r.userName]),
        ),
      );
    },

    async exportGatewayLog(principal: UserPrincipal, q: GatewayLogQuery, language: Language) {
      const { items, limitedFrom } = await gatewayLog(principal, all(q));
      return withLimit(
        limitedFrom,
        sheet(
          language,
          'analysis.sheet.gatewayLog',
          ['analysis.col.time', 'analysis.col.device', 'analysis.col.status', 'analysis.col.reason', 'analysis.col.until'],
          items.map((r) => [r.at, r.deviceName, label(language, `analysis.state.${r.status}`), r.reason, r.until]),
        ),
      );
    },

    async exportStatistics(principal: UserPrincipal, q: StatusStatisticsQuery, language: Language) {
      const { items, limitedFrom } = await statistics(principal, all(q));
      return withLimit(
        limitedFrom,
        sheet(
          language,
          'analysis.sheet.statusStatistics',
          [
            'analysis.col.device',
            'analysis.col.day',
            'analysis.col.onlineHours',
            'analysis.col.commFailureHours',
            'analysis.col.offlineHours',
            'analysis.col.unknownHours',
            'analysis.col.onlineCount',
          ],
          items.map((r) => [
            r.deviceName,
            r.day,
            hours(r.onlineMs),
            hours(r.commFailureMs),
            hours(r.offlineMs),
            hours(r.unknownMs),
            r.onlineCount,
          ]),
        ),
      );
    },

    async exportCaptures(principal: UserPrincipal, q: CaptureQuery, language: Language) {
      const { items, limitedFrom } = await captures(principal, all(q));
      return withLimit(
        limitedFrom,
        sheet(
          language,
          'analysis.sheet.captures',
          [
            'analysis.col.time',
            'analysis.col.device',
            'analysis.col.point',
            'analysis.col.value',
            'analysis.col.task',
            'analysis.col.condition',
          ],
          items.map((r) => [r.ts, r.deviceName, r.pointName, r.value, r.taskName, r.condition]),
        ),
      );
    },
  };
}

export type AnalysisService = ReturnType<typeof createAnalysisService>;
