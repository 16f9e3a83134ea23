import {
  type ReportData,
  type ReportItemData,
  localDayOf,
  localMidnight,
  moduleColumnIndexes,
  reportDays,
  reportPeriods,
  reportResolution,
  scopeOf,
  statisticOf,
  summaryOf,
  type Aggregate,
  type Language,
  type ReportConfigBody,
  type ReportDataQuery,
  type ReportItemQuery,
  type ReportListQuery,
  type ReportPointListQuery,
  type FigureRow,
  type ReportProduction,
} from '@fieldlink/domain';
import { AppError } from '../../lib/app-error.js';
import type { Actor, AuditService } from '../audit/index.js';
import type { UserPrincipal } from '../auth/index.js';
import type { HisDataLimit } from '../history/index.js';
import { reportFileName, reportWorkbook } from './report-sheet.js';
import type { ReportRow, ReportsRepository } from './reports.repository.js';

const round = (v: number | null) => (v === null ? null : Math.round(v * 1e6) / 1e6);
const DAY_MS = 86_400_000;
/** A report's production figures: its project's (or one device's) tasks of the days `from`..`to` (inclusive), in its company. */
export type ReportProductionSource = (
  query: { companyId: number; projectId: number; from: string; to: string } & ReportProduction,
) => Promise<FigureRow[]>;

const previousDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);

/** Multifunction reports (spec §3; §7 variableReport Config*, report/getReportData). */
export function createReportsService({
  repo,
  audit,
  history,
  production,
  now = Date.now,
}: {
  repo: ReportsRepository;
  audit: AuditService;
  /** HisDataLimit, applied by the history service's rule. */
  history: HisDataLimit;
  /** The production figures a report with `production` shows. */
  production: ReportProductionSource;
  now?: () => number;
}) {
  async function load(principal: UserPrincipal, id: number): Promise<ReportRow> {
    const report = await repo.find(scopeOf(principal), id);
    if (!report) throw new AppError('NOT_FOUND');
    return report;
  }

  async function check(principal: UserPrincipal, body: ReportConfigBody) {
    const project = await repo.project(scopeOf(principal), body.projectId);
    if (!project) throw new AppError('BAD_REQUEST', {}, 'error.projectNotFound', 'projectId');
    const wanted = [...new Set(body.columns.map((c) => c.pointId))];
    const found = await repo.pointsOfProject(project.id, wanted);
    if (found.length !== wanted.length) throw new AppError('BAD_REQUEST', {}, 'error.pointNotInProject', 'columns');
    const deviceId = body.production?.deviceId;
    if (deviceId && !(await repo.deviceOfProject(project.id, deviceId)))
      throw new AppError('BAD_REQUEST', {}, 'error.productionDevice', 'production');
    return project;
  }

  /**
   * Computes a report over the days it covers (the day/week/month of `anchor`, or custom days).
   * With `limitedFrom` (HisDataLimit) no data before it is read: the rows stay, their values start there.
   */
  async function compute(report: ReportRow, days: { from: string; to: string }, limitedFrom: Date | null = null): Promise<ReportData> {
    const periods = reportPeriods({ ...report, days, utcOffsetMinutes: report.utcOffsetMinutes, now: now() });
    if (!periods) throw new AppError('VALIDATION_FAILED', {}, 'error.reportTooManyRows');
    const resolution = reportResolution(periods);
    const pointIds = [...new Set(report.columns.map((c) => c.pointId))];
    const info = new Map((await repo.pointsOfProject(report.projectId, pointIds)).map((p) => [p.id, p]));
    const floor = limitedFrom?.getTime();
    // An empty range (start = end) reads nothing; a roll-up bucket counts only when it begins at or after the floor.
    const read =
      floor === undefined ? periods : periods.map((p) => ({ ...p, start: Math.max(p.start, floor), end: Math.max(p.end, floor) }));
    const found = await repo.aggregates(pointIds, read, resolution);
    const byKey = new Map<string, Aggregate>(found.map((r) => [`${r.period}:${r.pointId}`, r.aggregate]));
    const columns = report.columns.map((c, index) => {
      const point = info.get(c.pointId);
      return {
        index,
        pointId: c.pointId,
        title: c.title || point?.name || `#${c.pointId}`,
        pointName: point?.name ?? `#${c.pointId}`,
        deviceName: point?.deviceName ?? '',
        unit: point?.unit ?? null,
        method: c.method,
      };
    });
    const rows = periods.map((p, i) => ({
      label: p.label,
      start: new Date(p.start).toISOString(),
      end: new Date(p.end).toISOString(),
      values: report.columns.map((c) => round(statisticOf(c.method, byKey.get(`${i}:${c.pointId}`)))),
    }));
    const summary = report.columns.map((c) =>
      round(
        summaryOf(
          c.method,
          periods.map((_, i) => byKey.get(`${i}:${c.pointId}`)),
        ),
      ),
    );
    const range = { from: days.from, to: previousDay(days.to) };
    const figures = report.production
      ? await production({ companyId: report.companyId, projectId: report.projectId, ...range, ...report.production })
      : null;
    return {
      id: report.id,
      name: report.name,
      projectName: report.projectName,
      timeType: report.timeType,
      storageMode: report.storageMode,
      range,
      resolution,
      columns,
      rows,
      summary,
      modules: report.modules,
      limitedFrom: limitedFrom?.toISOString() ?? null,
      production: figures,
    };
  }

  function daysOf(report: ReportRow, query: ReportDataQuery) {
    const anchor = query.date ?? localDayOf(now(), report.utcOffsetMinutes);
    const custom = query.from && query.to ? { from: query.from, to: query.to } : undefined;
    if (report.timeType === 'custom' && !custom) {
      // A custom report without its days shows the last seven.
      const from = new Date(Date.parse(`${anchor}T00:00:00Z`) - 6 * DAY_MS).toISOString().slice(0, 10);
      return reportDays('custom', anchor, { from, to: anchor });
    }
    return reportDays(report.timeType, anchor, custom && report.timeType === 'custom' ? custom : undefined);
  }

  /** The days a caller's query shows and where HisDataLimit moved their start (null = not moved). */
  async function clamped(principal: UserPrincipal, report: ReportRow, query: ReportDataQuery) {
    const days = daysOf(report, query);
    const range = await history.clamp(
      principal,
      new Date(localMidnight(days.from, report.utcOffsetMinutes)),
      new Date(localMidnight(days.to, report.utcOffsetMinutes)),
    );
    return { days, limitedFrom: range.limitedFrom };
  }

  async function data(principal: UserPrincipal, id: number, query: ReportDataQuery) {
    const report = await load(principal, id);
    const { days, limitedFrom } = await clamped(principal, report, query);
    return compute(report, days, limitedFrom);
  }

  /** One module's data (report/getItemData): only its columns are read; the same numbers as in the whole report. */
  async function itemData(principal: UserPrincipal, id: number, query: ReportItemQuery): Promise<ReportItemData> {
    const report = await load(principal, id);
    const module = report.modules[query.item];
    if (!module) throw new AppError('NOT_FOUND');
    const indexes = moduleColumnIndexes(module, report.columns.length);
    const { days, limitedFrom } = await clamped(principal, report, query);
    const part = await compute({ ...report, columns: indexes.map((i) => report.columns[i]!) }, days, limitedFrom);
    return {
      id: part.id,
      name: part.name,
      timeType: part.timeType,
      range: part.range,
      resolution: part.resolution,
      item: query.item,
      module,
      columns: part.columns.map((c, j) => ({ ...c, index: indexes[j]! })),
      rows: part.rows,
      summary: part.summary,
      limitedFrom: part.limitedFrom,
    };
  }

  return {
    list: (principal: UserPrincipal, query: ReportListQuery) => repo.list(scopeOf(principal), query),
    get: load,

    async create(principal: UserPrincipal, actor: Actor, body: ReportConfigBody) {
      const project = await check(principal, body);
      const id = await repo.insert(project.companyId, principal.userId, body);
      const report = await load(principal, id);
      await audit.change(actor, {
        action: 'report.create',
        objectType: 'report',
        objectId: id,
        after: report,
        companyId: report.companyId,
      });
      return report;
    },

    async update(principal: UserPrincipal, actor: Actor, id: number, body: ReportConfigBody) {
      const before = await load(principal, id);
      await check(principal, body);
      await repo.update(id, body);
      const after = await load(principal, id);
      await audit.change(actor, { action: 'report.edit', objectType: 'report', objectId: id, before, after, companyId: after.companyId });
      return after;
    },

    async remove(principal: UserPrincipal, actor: Actor, id: number) {
      const before = await load(principal, id);
      await repo.remove(id);
      await audit.change(actor, { action: 'report.delete', objectType: 'report', objectId: id, before, companyId: before.companyId });
    },

    data,
    itemData,

    /** The devices' points the caller may put in a report (variableReport/viewinfoList), in scope. */
    points: (principal: UserPrincipal, query: ReportPointListQuery) => repo.reportablePoints(scopeOf(principal), query),

    async exportXlsx(principal: UserPrincipal, id: number, query: ReportDataQuery, language: Language) {
      const report = await data(principal, id, query);
      return { fileName: reportFileName(report), file: await reportWorkbook(report, language), limitedFrom: report.limitedFrom };
    },

    async deliveries(principal: UserPrincipal, id: number) {
      await load(principal, id);
      return repo.deliveries(id);
    },

    /** For the scheduler: a report's data over given days, whoever asks (no HisDataLimit: no caller). */
    compute,
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
