import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Scope } from '@fieldlink/domain';
import { rowsOf, type Database } from '../../db/client.js';
import { companies, companyHistorySettings, devices, points, projects, userHistoryLimits, users } from '../../db/schema/index.js';
import { pointReadingsWithDevice, projectScopeCondition } from '../../db/sql.js';

export const BUCKET_INTERVALS = { '1m': '1 minute', '1h': '1 hour', '1d': '1 day' } as const;
export type FixedBucket = keyof typeof BUCKET_INTERVALS;

export interface RawSample {
  pointId: number;
  ts: string | Date;
  value: number | null;
  text: string | null;
}

const ids = (pointIds: readonly number[]) => `{${pointIds.join(',')}}`;

export function createHistoryRepository(db: Database) {
  return {
    /** The points of `pointIds` the scope may see, with their device (one query). */
    async pointsInScope(scope: Scope, pointIds: readonly number[]) {
      if (pointIds.length === 0) return [];
      return pointReadingsWithDevice(db)
        .innerJoin(projects, eq(projects.id, devices.projectId))
        .where(and(inArray(points.id, [...pointIds]), projectScopeCondition(db, scope)));
    },

    /**
     * The ids of points a scope may see, as a subquery to filter a series read with (undefined: all).
     * One statement then both checks the scope and reads the data.
     */
    visibleIds(scope: Scope): SQL | undefined {
      const condition = projectScopeCondition(db, scope);
      if (!condition) return undefined;
      return sql`(${db
        .select({ id: points.id })
        .from(points)
        .innerJoin(devices, eq(devices.id, points.deviceId))
        .innerJoin(projects, eq(projects.id, devices.projectId))
        .where(condition)})`;
    },

    /** Raw samples of the points over [from, to], each point's in time order, at most `limit` per call. */
    async raw(pointIds: readonly number[], from: Date, to: Date, limit: number, within?: SQL): Promise<RawSample[]> {
      const rows = rowsOf<{ point_id: number; ts: string | Date; value: number | null; text: string | null }>(
        await db.execute(sql`
          select point_id, ts, value, text from samples
          where point_id = any(${ids(pointIds)}::int[]) ${within ? sql`and point_id in ${within}` : sql``}
            and ts >= ${from.toISOString()}::timestamptz and ts <= ${to.toISOString()}::timestamptz
          order by point_id, ts limit ${limit}`),
      );
      return rows.map((r) => ({ pointId: Number(r.point_id), ts: r.ts, value: r.value, text: r.text }));
    },

    /** Raw samples in pages of `pageSize` (keyset on (point, ts)): the export streams these. */
    async *rawPages(pointIds: readonly number[], from: Date, to: Date, pageSize = 5000): AsyncGenerator<RawSample[]> {
      let after: { pointId: number; ts: string } | null = null;
      for (;;) {
        const cursor: ReturnType<typeof sql> = after ? sql`and (point_id, ts) > (${after.pointId}, ${after.ts}::timestamptz)` : sql``;
        const rows = rowsOf<{ point_id: number; ts: string | Date; value: number | null; text: string | null }>(
          await db.execute(sql`
            select point_id, ts, value, text from samples
            where point_id = any(${ids(pointIds)}::int[])
              and ts >= ${from.toISOString()}::timestamptz and ts <= ${to.toISOString()}::timestamptz ${cursor}
            order by point_id, ts limit ${pageSize}`),
        );
        if (rows.length === 0) return;
        yield rows.map((r) => ({ pointId: Number(r.point_id), ts: r.ts, value: r.value, text: r.text }));
        const last = rows.at(-1)!;
        after = { pointId: Number(last.point_id), ts: new Date(last.ts).toISOString() };
        if (rows.length < pageSize) return;
      }
    },

    /** Buckets computed from the raw samples (what the roll-ups spare; the benchmark's limit). */
    async bucketsFromRaw(pointId: number, from: Date, to: Date, bucket: FixedBucket) {
      const every = BUCKET_INTERVALS[bucket];
      return rowsOf<{ ts: string | Date; min: number | null; max: number | null; avg: number | null; last: number | null }>(
        await db.execute(sql`
          select date_bin(${every}::interval, ts, timestamptz '1970-01-01 00:00:00+00') as ts,
                 min(value) as min, max(value) as max, avg(value) as avg,
                 (array_agg(value order by ts desc))[1] as last
          from samples
          where point_id = ${pointId} and ts >= ${from.toISOString()}::timestamptz and ts <= ${to.toISOString()}::timestamptz
          group by 1 order by 1`),
      );
    },

    /** HisDataLimit inputs: the user's company's limit and the user's own (days; null = none). */
    /** The company's and the user's limit (a share token's reader, user 0, has only its company's). */
    async limits(userId: number, companyId?: number | null) {
      const [user] = await db
        .select({ company: companyHistorySettings.hisDataLimitDays, user: userHistoryLimits.hisDataLimitDays })
        .from(users)
        .leftJoin(companyHistorySettings, eq(companyHistorySettings.companyId, users.companyId))
        .leftJoin(userHistoryLimits, eq(userHistoryLimits.userId, users.id))
        .where(eq(users.id, userId));
      if (user || companyId == null) return { company: user?.company ?? null, user: user?.user ?? null };
      const [company] = await db
        .select({ days: companyHistorySettings.hisDataLimitDays })
        .from(companyHistorySettings)
        .where(eq(companyHistorySettings.companyId, companyId));
      return { company: company?.days ?? null, user: null };
    },

    async exists(kind: 'company' | 'user', id: number) {
      const table = kind === 'company' ? companies : users;
      const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
      return rows.length > 0;
    },

    async companySettings(companyId: number) {
      const [row] = await db
        .select({ retentionMonths: companyHistorySettings.retentionMonths, hisDataLimitDays: companyHistorySettings.hisDataLimitDays })
        .from(companyHistorySettings)
        .where(eq(companyHistorySettings.companyId, companyId));
      return row ?? { retentionMonths: null, hisDataLimitDays: null };
    },

    async saveCompanySettings(companyId: number, settings: { retentionMonths: number | null; hisDataLimitDays: number | null }) {
      await db
        .insert(companyHistorySettings)
        .values({ companyId, ...settings })
        .onConflictDoUpdate({ target: companyHistorySettings.companyId, set: settings });
    },

    async saveUserLimit(userId: number, hisDataLimitDays: number | null) {
      if (hisDataLimitDays === null) await db.delete(userHistoryLimits).where(eq(userHistoryLimits.userId, userId));
      else
        await db
          .insert(userHistoryLimits)
          .values({ userId, hisDataLimitDays })
          .onConflictDoUpdate({ target: userHistoryLimits.userId, set: { hisDataLimitDays } });
    },
  };
}

export type HistoryRepository = ReturnType<typeof createHistoryRepository>;
