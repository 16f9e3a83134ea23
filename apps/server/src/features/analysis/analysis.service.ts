import {
  formatNumber,
  formatStoredReading,
  isGatewayLogReason,
  pointLabel,
  formatMessage,
  scopeOf,
  statusStatistics,
  localDayOf,
  localMidnight,
  type AnalysisPage,
  type CaptureQuery,
  type CaptureRow as CaptureAnswer,
  type DeviceState,
  type GatewayLogRow as GatewayLogAnswer,
  type GatewayLogQuery,
  type Language,
  type MessageKey,
  type StatusDayRow,
  type StatusStatisticsQuery,
  type ValueChangeQuery,
  type ValueChangeRow as ValueChangeAnswer,
} from '@fieldlink/domain';
import type { ExportCell } from '../../lib/xlsx-stream.js';
import type { UserPrincipal } from '../auth/index.js';
import type { HisDataLimit } from '../history/index.js';
import type { AnalysisRepository, CaptureRow, GatewayLogRow, PointDisplayColumns, ValueChangeRow } from './analysis.repository.js';

const iso = (ts: string | Date | null) => (ts === null ? null : new Date(ts).toISOString());

/** Numeric text with the point's decimals and no float noise ("233.20000000000002" -> "233.2"); other text as is. */
function cleanNumber(text: string | null, decimals: number | null): string | null {
  if (text === null || !/^\s*-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?\s*$/i.test(text)) return text;
  return formatNumber(Number(text), decimals);
}

/** The point's display fields a reader needs to show a value as words or a name in their language. */
function pointDisplay(r: PointDisplayColumns) {
  return {
    decimals: r.decimals === null ? null : Number(r.decimals),
    dataType: r.data_type === null ? null : Number(r.data_type),
    multiSegment: r.multi_segment,
    valueDescription: r.value_description,
  };
}
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const hours = (ms: number) => Math.round((ms / HOUR_MS) * 100) / 100;
/** Rows an export reads from the database at a time (it streams them all, whatever the count). */
const EXPORT_PAGE_SIZE = 5000;

const OP_TEXT: Record<string, string> = { bitSet: 'bit set', bitClear: 'bit clear' };

/** The data-analysis pages (spec §2): value-change log, gateway log, status statistics, condition collection. */
export function createAnalysisService({
  repo,
  history,
  now = Date.now,
  exportPageSize = EXPORT_PAGE_SIZE,
}: {
  repo: AnalysisRepository;
  /** HisDataLimit, applied by the history service's rule. */
  history: HisDataLimit;
  now?: () => number;
  exportPageSize?: number;
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

  const valueChange = (r: ValueChangeRow): ValueChangeAnswer => ({
    source: r.source,
    pointId: Number(r.point_id),
    pointName: r.point_name,
    unit: r.unit,
    ...pointDisplay(r),
    ts: iso(r.ts)!,
    previous: cleanNumber(r.previous, r.decimals),
    value: cleanNumber(r.value, r.decimals),
    userName: r.user_name,
    status: r.status,
  });

  const gatewayEvent = (r: GatewayLogRow): GatewayLogAnswer => ({
    id: Number(r.id),
    deviceId: Number(r.device_id),
    deviceName: r.device_name,
    status: r.status as DeviceState,
    reason: r.reason,
    at: iso(r.at)!,
    until: iso(r.until),
  });

  /** Captures with their condition written out (the points it names looked up once per page). */
  async function withConditions(rows: CaptureRow[]): Promise<CaptureAnswer[]> {
    const names = await repo.pointNames([...new Set(rows.flatMap((r) => r.conditions.map((c) => c.pointId)))]);
    return rows.map((r) => ({
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
      ...pointDisplay(r),
      ts: iso(r.ts)!,
      value: cleanNumber(r.value, r.decimals),
    }));
  }

  async function valueChanges(principal: UserPrincipal, query: ValueChangeQuery): Promise<AnalysisPage<ValueChangeAnswer>> {
    const { q, limitedFrom } = await limited(principal, query);
    const { items, total } = await repo.valueChanges(scopeOf(principal), q);
    return { total, limitedFrom, items: items.map(valueChange) };
  }

  async function gatewayLog(principal: UserPrincipal, query: GatewayLogQuery): Promise<AnalysisPage<GatewayLogAnswer>> {
    const { q, limitedFrom } = await limited(principal, query);
    const { items, total } = await repo.gatewayLog(scopeOf(principal), q);
    return { total, limitedFrom, items: items.map(gatewayEvent) };
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

  async function statistics(principal: UserPrincipal, query: StatusStatisticsQuery): Promise<AnalysisPage<StatusDayRow>> {
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

  async function captures(principal: UserPrincipal, query: CaptureQuery): Promise<AnalysisPage<CaptureAnswer>> {
    const { q, limitedFrom } = await limited(principal, query);
    const { items, total } = await repo.captures(scopeOf(principal), q);
    return { total, limitedFrom, items: await withConditions(items) };
  }

  /**
   * An export: its sheet name and headers in the caller's language, and its rows page by page
   * (streamed out by the route, formula-like cells escaped there), and where HisDataLimit moved its range.
   */
  function exported(
    language: Language,
    sheetKey: MessageKey,
    headerKeys: MessageKey[],
    limitedFrom: string | null,
    rows: AsyncIterable<ExportCell[][]>,
    dateColumns: number[] = [0],
  ): AnalysisExport {
    const t = (key: MessageKey) => formatMessage(language, key);
    return { sheet: t(sheetKey), headers: headerKeys.map(t), rows, limitedFrom, dateColumns };
  }

  /** Each page of `pages` turned into cells (a page at a time, whatever the export's size). */
  async function* cells<R>(pages: AsyncIterable<R[]>, row: (r: R) => ExportCell[]) {
    for await (const page of pages) yield page.map(row);
  }
  const label = (language: Language, key: string) => formatMessage(language, key as MessageKey);

  return {
    valueChanges,
    gatewayLog,
    statistics,
    captures,

    async exportValueChanges(principal: UserPrincipal, query: ValueChangeQuery, language: Language) {
      const { q, limitedFrom } = await limited(principal, query);
      const pages = repo.valueChangePages(scopeOf(principal), q, exportPageSize);
      return exported(
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
        limitedFrom,
        cells(pages, (row) => {
          const r = valueChange(row);
          const point = { ...r, name: r.pointName };
          return [
            r.ts,
            pointLabel(point, language),
            r.previous === null ? null : formatStoredReading(r.previous, point, language),
            formatStoredReading(r.value, point, language),
            label(language, `analysis.source.${r.source}`),
            r.userName,
          ];
        }),
      );
    },

    async exportGatewayLog(principal: UserPrincipal, query: GatewayLogQuery, language: Language) {
      const { q, limitedFrom } = await limited(principal, query);
      const pages = repo.gatewayLogPages(scopeOf(principal), q, exportPageSize);
      return exported(
        language,
        'analysis.sheet.gatewayLog',
        ['analysis.col.time', 'analysis.col.device', 'analysis.col.status', 'analysis.col.reason', 'analysis.col.until'],
        limitedFrom,
        cells(pages, (row) => {
          const r = gatewayEvent(row);
          const reason = isGatewayLogReason(r.reason) ? label(language, `analysis.reason.${r.reason}`) : r.reason;
          return [r.at, r.deviceName, label(language, `analysis.state.${r.status}`), reason, r.until];
        }),
        [0, 4],
      );
    },

    /** Status statistics are computed in memory per device and day (at most 500 devices): one page. */
    async exportStatistics(principal: UserPrincipal, q: StatusStatisticsQuery, language: Language) {
      const { items, limitedFrom } = await statistics(principal, { ...q, page: 1, pageSize: Number.MAX_SAFE_INTEGER });
      const rows = items.map((r) => [
        r.deviceName,
        r.day,
        hours(r.onlineMs),
        hours(r.commFailureMs),
        hours(r.offlineMs),
        hours(r.unknownMs),
        r.onlineCount,
      ]);
      return exported(
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
        limitedFrom,
        (async function* () {
          yield rows;
        })(),
        [1],
      );
    },

    async exportCaptures(principal: UserPrincipal, query: CaptureQuery, language: Language) {
      const { q, limitedFrom } = await limited(principal, query);
      const pages = repo.capturePages(scopeOf(principal), q, exportPageSize);
      return exported(
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
        limitedFrom,
        (async function* () {
          for await (const page of pages)
            yield (await withConditions(page)).map((r) => {
              const point = { ...r, name: r.pointName };
              return [
                r.ts,
                r.deviceName,
                pointLabel(point, language),
                formatStoredReading(r.value, point, language),
                r.taskName,
                r.condition,
              ];
            });
        })(),
      );
    },
  };
}

/** An export ready to stream: sheet name, headers, rows page by page, and where HisDataLimit moved the range. */
export interface AnalysisExport {
  sheet: string;
  headers: string[];
  rows: AsyncIterable<ExportCell[][]>;
  limitedFrom: string | null;
  /** Columns of times or days, written as date cells. */
  dateColumns: number[];
}

export type AnalysisService = ReturnType<typeof createAnalysisService>;
