import {
  HISTORY_MAX_POINTS,
  clampRange,
  effectiveLimitDays,
  scopeOf,
  type CompanyHistorySettings,
  type HistoryBucket,
  type RawPoint,
} from '@fieldlink/domain';
import type { SQL } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.js';
import type { UserPrincipal } from '../auth/index.js';
import type { HistoryRepository, RawSample } from './history.repository.js';
import type { RollupBucket, RollupColumns, RollupsRepository } from './rollups.repository.js';
import { bucketSeriesJson, withJsonProperty } from './series-json.js';

const BUCKET_MS: Record<RollupBucket, number> = { '1m': 60_000, '1h': 3_600_000, '1d': 86_400_000 };

/** `auto`: raw when the range holds few enough samples, else the finest bucket that stays under the limit. */
export function autoBucket(samples: number, rangeMs: number): 'raw' | RollupBucket {
  if (samples <= HISTORY_MAX_POINTS) return 'raw';
  for (const bucket of Object.keys(BUCKET_MS) as RollupBucket[]) if (rangeMs / BUCKET_MS[bucket] <= HISTORY_MAX_POINTS) return bucket;
  return '1d';
}

/**
 * An explicit bucket never sends more than about the limit per series: a finer one than the range
 * allows is coarsened (raw stays raw but is cut at the limit's fifty-fold, as before).
 */
function boundedBucket(bucket: RollupBucket, rangeMs: number): RollupBucket {
  const order: RollupBucket[] = ['1m', '1h', '1d'];
  for (const b of order.slice(order.indexOf(bucket))) if (rangeMs / BUCKET_MS[b] <= HISTORY_MAX_POINTS) return b;
  return '1d';
}

const iso = (ts: string | Date) => new Date(ts).toISOString();
const rawPoint = (r: RawSample): RawPoint => ({ ts: iso(r.ts), value: r.text ?? (r.value === null ? null : Number(r.value)) });

export interface HistoryServiceDeps {
  repo: HistoryRepository;
  rollups: RollupsRepository;
  /** Roll-ups this instance still holds in memory: written before buckets are read. */
  pending?: { flush(): Promise<void> };
  now?: () => Date;
}

export function createHistoryService({ repo, rollups, pending, now = () => new Date() }: HistoryServiceDeps) {
  /** The points the caller may see, in the order asked; 404 when any is out of scope. */
  async function visiblePoints(principal: UserPrincipal, pointIds: readonly number[]) {
    const unique = [...new Set(pointIds)];
    const found = await repo.pointsInScope(scopeOf(principal), unique);
    if (found.length !== unique.length) throw new AppError('NOT_FOUND');
    const byId = new Map(found.map((p) => [p.id, p]));
    return unique.map((id) => byId.get(id)!);
  }

  /** HisDataLimit: grade 0 sees everything; others are held to their company's and their own limit. */
  async function clamp(principal: UserPrincipal, from: Date, to: Date) {
    if (principal.grade === 0) return { from, to, limitedFrom: null as Date | null };
    const limits = await repo.limits(principal.userId, principal.companyId);
    return clampRange(from, to, now(), effectiveLimitDays(limits.company, limits.user));
  }

  /** The bucket a request resolves to (auto looks at the hourly roll-up's sample count). */
  async function resolveBucket(pointIds: readonly number[], from: Date, to: Date, bucket: HistoryBucket) {
    const rangeMs = to.getTime() - from.getTime();
    if (bucket === 'raw') return 'raw' as const;
    if (bucket !== 'auto') return boundedBucket(bucket, rangeMs);
    await pending?.flush();
    return autoBucket(await rollups.countSamples(pointIds, from, to), rangeMs);
  }

  async function rawSeries(pointId: number, from: Date, to: Date, limit: number, within?: SQL): Promise<RawPoint[]> {
    return (await repo.raw([pointId], from, to, limit, within)).map(rawPoint);
  }

  const SERIES_STATS = ['count', 'min', 'max', 'avg', 'last'] as const;
  type Columns = RollupColumns<(typeof SERIES_STATS)[number]>[];

  async function bucketColumns(pointIds: readonly number[], from: Date, to: Date, bucket: RollupBucket, within?: SQL) {
    await pending?.flush();
    return rollups.rollupColumns(pointIds, from, to, bucket, { stats: SERIES_STATS, within });
  }

  /**
   * Each point's series as JSON text (an array of raw or bucket points): buckets are written straight
   * from the roll-up columns, with no object per value.
   */
  async function seriesOf(pointIds: readonly number[], from: Date, to: Date, requested: HistoryBucket, within?: SQL) {
    const rangeMs = to.getTime() - from.getTime();
    let bucket: 'raw' | RollupBucket;
    let columns: Columns | undefined;
    if (requested === 'auto' && rangeMs / BUCKET_MS['1h'] <= HISTORY_MAX_POINTS) {
      // One read of the hourly roll-up both counts the samples and is the answer when hours fit.
      columns = await bucketColumns(pointIds, from, to, '1h', within);
      let most = 0;
      for (const c of columns) {
        let n = 0;
        for (let i = 0; i < c.values.count.length; i++) n += c.values.count[i]!;
        if (n > most) most = n;
      }
      bucket = autoBucket(most, rangeMs);
      if (bucket !== '1h') columns = undefined;
    } else bucket = await resolveBucket(pointIds, from, to, requested);
    const json = new Map<number, string>(pointIds.map((id) => [id, '[]']));
    if (bucket === 'raw') {
      // auto chose raw: the range holds at most the limit; an explicit raw is cut at its fifty-fold.
      const limit = requested === 'auto' ? HISTORY_MAX_POINTS : HISTORY_MAX_POINTS * 50;
      for (const id of pointIds) json.set(id, JSON.stringify(await rawSeries(id, from, to, limit, within)));
      return { bucket, json };
    }
    columns ??= await bucketColumns(pointIds, from, to, bucket, within);
    for (const c of columns) if (json.has(c.pointId) && c.ts.length > 0) json.set(c.pointId, bucketSeriesJson(c));
    return { bucket, json };
  }

  return {
    visiblePoints,
    clamp,
    resolveBucket,

    /** One point's history over [from, to] (clamped to HisDataLimit): raw samples or buckets, as JSON text. */
    async series(principal: UserPrincipal, pointId: number, query: { from: string; to: string; bucket: HistoryBucket }) {
      const range = await clamp(principal, new Date(query.from), new Date(query.to));
      // The read itself is held to the caller's scope; only an empty answer asks whether the point is visible at all.
      const { bucket, json } = await seriesOf([pointId], range.from, range.to, query.bucket, repo.visibleIds(scopeOf(principal)));
      const itemsJson = json.get(pointId) ?? '[]';
      if (itemsJson === '[]') await visiblePoints(principal, [pointId]);
      return { itemsJson, bucket, limitedFrom: range.limitedFrom?.toISOString() ?? null };
    },

    /** Several series for one chart, on one resolution (the finest that keeps every series under the limit), as JSON text. */
    async multi(principal: UserPrincipal, query: { pointIds: number[]; from: string; to: string; bucket: HistoryBucket }) {
      const list = await visiblePoints(principal, query.pointIds);
      const range = await clamp(principal, new Date(query.from), new Date(query.to));
      const ids = list.map((p) => p.id);
      const { bucket, json } = await seriesOf(ids, range.from, range.to, query.bucket);
      const series = list.map((p) =>
        withJsonProperty(
          { pointId: p.id, name: p.name, unit: p.unit, deviceId: p.deviceId, deviceName: p.deviceName },
          'points',
          json.get(p.id) ?? '[]',
        ),
      );
      const head = {
        from: range.from.toISOString(),
        to: range.to.toISOString(),
        bucket,
        limitedFrom: range.limitedFrom?.toISOString() ?? null,
      };
      return withJsonProperty(head, 'series', `[${series.join(',')}]`);
    },

    /** The caller's own HisDataLimit (days, null = none) and the earliest moment it allows. */
    async myLimit(principal: UserPrincipal) {
      if (principal.grade === 0) return { hisDataLimitDays: null, earliest: null };
      const limits = await repo.limits(principal.userId, principal.companyId);
      const days = effectiveLimitDays(limits.company, limits.user);
      return { hisDataLimitDays: days, earliest: days === null ? null : new Date(now().getTime() - days * 86_400_000).toISOString() };
    },

    async companySettings(companyId: number) {
      if (!(await repo.exists('company', companyId))) throw new AppError('NOT_FOUND');
      return repo.companySettings(companyId);
    },
    async saveCompanySettings(companyId: number, settings: CompanyHistorySettings) {
      if (!(await repo.exists('company', companyId))) throw new AppError('NOT_FOUND');
      await repo.saveCompanySettings(companyId, settings);
      return repo.companySettings(companyId);
    },
    /** A user's own HisDataLimit (days, null = none of their own; the company's applies beside it). */
    async userLimit(userId: number) {
      if (!(await repo.exists('user', userId))) throw new AppError('NOT_FOUND');
      return { hisDataLimitDays: (await repo.limits(userId)).user };
    },
    async saveUserLimit(userId: number, days: number | null) {
      if (!(await repo.exists('user', userId))) throw new AppError('NOT_FOUND');
      await repo.saveUserLimit(userId, days);
      return { hisDataLimitDays: days };
    },
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
/** What other features need to hold a caller to HisDataLimit: the history service's own clamp. */
export type HisDataLimit = Pick<HistoryService, 'clamp'>;
