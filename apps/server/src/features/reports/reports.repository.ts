import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type {
  Aggregate,
  ReportConfigBody,
  ReportListQuery,
  ReportPointListQuery,
  ReportResolution,
  Scope,
  TimeRange,
} from '@fieldlink/domain';
import { rowsOf, type Database } from '../../db/client.js';
import { devices, points, projects, reportConfigs, reportDeliveries } from '../../db/schema/index.js';
import {
  escapeLike,
  pointReadingsWithDevice,
  projectScopeCondition,
  countedPage,
  countThroughDevice,
  countThroughProject,
} from '../../db/sql.js';

export type ReportRow = typeof reportConfigs.$inferSelect & { projectName: string };

const columns = {
  id: reportConfigs.id,
  companyId: reportConfigs.companyId,
  projectId: reportConfigs.projectId,
  projectName: projects.name,
  name: reportConfigs.name,
  storageMode: reportConfigs.storageMode,
  intervalS: reportConfigs.intervalS,
  periodTimeList: reportConfigs.periodTimeList,
  timeType: reportConfigs.timeType,
  columns: reportConfigs.columns,
  modules: reportConfigs.modules,
  utcOffsetMinutes: reportConfigs.utcOffsetMinutes,
  schedule: reportConfigs.schedule,
  production: reportConfigs.production,
  createdBy: reportConfigs.createdBy,
  createdAt: reportConfigs.createdAt,
  updatedAt: reportConfigs.updatedAt,
};

const ROLLUP_TABLES = { '1m': 'samples_1m', '1h': 'samples_1h' } as const;
const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;
const tsArray = (list: readonly number[]) => `{${list.map((t) => `"${new Date(t).toISOString()}"`).join(',')}}`;

/** Saved reports (variableReport Config*), their per-period aggregates, and scheduled deliveries. The only SQL of the feature. */
export function createReportsRepository(db: Database) {
  const base = () => db.select(columns).from(reportConfigs).innerJoin(projects, eq(projects.id, reportConfigs.projectId));

  return {
    async list(scope: Scope, query: ReportListQuery) {
      const where = and(
        projectScopeCondition(db, scope),
        query.projectId ? eq(reportConfigs.projectId, query.projectId) : undefined,
        query.companyId ? eq(reportConfigs.companyId, query.companyId) : undefined,
        query.keyword ? ilike(reportConfigs.name, `%${escapeLike(query.keyword)}%`) : undefined,
      );
      const { items, total } = await countedPage(query, countThroughProject(db, reportConfigs, where), ({ limit, offset }) =>
        base().where(where).orderBy(desc(reportConfigs.id)).limit(limit).offset(offset),
      );
      return { items: items as ReportRow[], total };
    },

    async find(scope: Scope, id: number): Promise<ReportRow | undefined> {
      const [row] = await base().where(and(eq(reportConfigs.id, id), projectScopeCondition(db, scope)));
      return row as ReportRow | undefined;
    },

    /** A report whatever the scope (the scheduler). */
    async findAny(id: number): Promise<ReportRow | undefined> {
      const [row] = await base().where(eq(reportConfigs.id, id));
      return row as ReportRow | undefined;
    },

    /** The project (in scope) and its company. */
    async project(scope: Scope, projectId: number) {
      const [row] = await db
        .select({ id: projects.id, companyId: projects.companyId })
        .from(projects)
        .where(and(eq(projects.id, projectId), projectScopeCondition(db, scope)));
      return row;
    },

    /** Whether the device is one of the project's. */
    async deviceOfProject(projectId: number, deviceId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: devices.id })
        .from(devices)
        .where(and(eq(devices.id, deviceId), eq(devices.projectId, projectId)));
      return row !== undefined;
    },

    /** The points of `ids` on devices of the project, with their device. */
    async pointsOfProject(projectId: number, ids: readonly number[]) {
      if (ids.length === 0) return [];
      return pointReadingsWithDevice(db).where(and(eq(devices.projectId, projectId), inArray(points.id, [...ids])));
    },

    /** Points of the devices in scope, with their device and project (variableReport/viewinfoList), paged. */
    async reportablePoints(scope: Scope, query: ReportPointListQuery) {
      const like = query.keyword ? `%${escapeLike(query.keyword)}%` : undefined;
      const where = and(
        projectScopeCondition(db, scope),
        query.companyId ? eq(projects.companyId, query.companyId) : undefined,
        query.projectId ? eq(devices.projectId, query.projectId) : undefined,
        query.deviceId ? eq(devices.id, query.deviceId) : undefined,
        like ? or(ilike(points.name, like), ilike(devices.name, like), ilike(points.unit, like)) : undefined,
      );
      return countedPage(query, countThroughDevice(db, points, where), ({ limit, offset }) =>
        db
          .select({
            pointId: points.id,
            pointName: points.name,
            unit: points.unit,
            save: points.save,
            deviceId: devices.id,
            deviceName: devices.name,
            projectId: projects.id,
            projectName: projects.name,
          })
          .from(points)
          .innerJoin(devices, eq(devices.id, points.deviceId))
          .innerJoin(projects, eq(projects.id, devices.projectId))
          .where(where)
          .orderBy(asc(projects.name), asc(devices.name), asc(devices.id), asc(points.name), asc(points.id))
          .limit(limit)
          .offset(offset),
      );
    },

    async insert(companyId: number, createdBy: number | null, body: ReportConfigBody): Promise<number> {
      const [row] = await db
        .insert(reportConfigs)
        .values({ ...body, companyId, createdBy })
        .returning({ id: reportConfigs.id });
      return row!.id;
    },

    async update(id: number, body: ReportConfigBody) {
      await db
        .update(reportConfigs)
        .set({ ...body, updatedAt: new Date() })
        .where(eq(reportConfigs.id, id));
    },

    async remove(id: number) {
      await db.delete(reportConfigs).where(eq(reportConfigs.id, id));
    },

    /**
     * Per period (by index) and point: count, sum, min, max, first and last, from the raw samples
     * or a roll-up table (whose buckets the periods' bounds fall on).
     */
    async aggregates(pointIds: readonly number[], periods: readonly TimeRange[], resolution: ReportResolution) {
      if (pointIds.length === 0 || periods.length === 0) return [];
      const p = sql`unnest(${tsArray(periods.map((x) => x.start))}::timestamptz[], ${tsArray(periods.map((x) => x.end))}::timestamptz[]) with ordinality as p(s, e, i)`;
      const ids = sql`${intArray(pointIds)}::int[]`;
      const query =
        resolution === 'raw'
          ? sql`
            select p.i, s.point_id, count(*)::int as count, sum(s.value) as sum, min(s.value) as min, max(s.value) as max,
                   (array_agg(s.value order by s.ts))[1] as first, min(s.ts) as first_ts,
                   (array_agg(s.value order by s.ts desc))[1] as last, max(s.ts) as last_ts
            from ${p} join samples s on s.point_id = any(${ids}) and s.ts >= p.s and s.ts < p.e and s.value is not null
            group by p.i, s.point_id`
          : sql`
            select p.i, r.point_id, sum(r.count)::int as count, sum(r.sum) as sum, min(r.min) as min, max(r.max) as max,
                   (array_agg(r.first_value order by r.first_ts))[1] as first, min(r.first_ts) as first_ts,
                   (array_agg(r.last_value order by r.last_ts desc))[1] as last, max(r.last_ts) as last_ts
            from ${p} join ${sql.raw(ROLLUP_TABLES[resolution])} r on r.point_id = any(${ids}) and r.bucket >= p.s and r.bucket < p.e
            group by p.i, r.point_id`;
      const rows = rowsOf<{
        i: number | string;
        point_id: number;
        count: number;
        sum: number | string;
        min: number | string;
        max: number | string;
        first: number | string;
        first_ts: string | Date;
        last: number | string;
        last_ts: string | Date;
      }>(await db.execute(query));
      return rows.map((r) => ({
        period: Number(r.i) - 1,
        pointId: Number(r.point_id),
        aggregate: {
          count: Number(r.count),
          sum: Number(r.sum),
          min: Number(r.min),
          max: Number(r.max),
          first: Number(r.first),
          firstTs: new Date(r.first_ts).getTime(),
          last: Number(r.last),
          lastTs: new Date(r.last_ts).getTime(),
        } satisfies Aggregate,
      }));
    },

    /** Reports with an enabled schedule. */
    async scheduled() {
      const rows = await base().where(sql`${reportConfigs.schedule} is not null and (${reportConfigs.schedule}->>'enabled')::boolean`);
      return rows as ReportRow[];
    },

    /** Records a due delivery once per report and period (a second call, from any instance, changes nothing). */
    async ensureDelivery(reportId: number, periodKey: string) {
      await db.insert(reportDeliveries).values({ reportId, periodKey }).onConflictDoNothing();
    },

    /**
     * Claims one pending delivery: `FOR UPDATE SKIP LOCKED` lets tickers on several instances run
     * side by side; the claim commits as `sending` before the report is rendered and sent.
     */
    async claim(now: Date): Promise<{ id: number; reportId: number; periodKey: string } | undefined> {
      return db.transaction(async (tx) => {
        const [row] = rowsOf<{ id: number; report_id: number; period_key: string }>(
          await tx.execute(sql`
            select id, report_id, period_key from report_deliveries
            where status = 'pending' order by id limit 1 for update skip locked`),
        );
        if (!row) return undefined;
        await tx
          .update(reportDeliveries)
          .set({ status: 'sending', claimedAt: now, attempts: sql`${reportDeliveries.attempts} + 1` })
          .where(eq(reportDeliveries.id, row.id));
        return { id: Number(row.id), reportId: Number(row.report_id), periodKey: row.period_key };
      });
    },

    async finish(id: number, outcome: { status: 'sent' | 'failed'; error?: string | null; at: Date }) {
      await db
        .update(reportDeliveries)
        .set({ status: outcome.status, error: outcome.error ?? null, sentAt: outcome.status === 'sent' ? outcome.at : null })
        .where(eq(reportDeliveries.id, id));
    },

    /** Deliveries stuck in `sending` (an instance stopped mid-way) go back to pending after `staleBefore`. */
    async releaseStale(staleBefore: Date) {
      await db
        .update(reportDeliveries)
        .set({ status: 'pending' })
        .where(and(eq(reportDeliveries.status, 'sending'), sql`${reportDeliveries.claimedAt} < ${staleBefore.toISOString()}::timestamptz`));
    },

    async deliveries(reportId: number) {
      return db.select().from(reportDeliveries).where(eq(reportDeliveries.reportId, reportId)).orderBy(desc(reportDeliveries.id)).limit(50);
    },

    /** The report configurations of one project (the configuration hub). */
    async countOfProject(projectId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(reportConfigs).where(eq(reportConfigs.projectId, projectId));
      return row?.n ?? 0;
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
