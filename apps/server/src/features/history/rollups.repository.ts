import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.js';
import type { BucketAggregate } from './rollup-writer.js';

/** Buckets read from the roll-ups: 1m and 1h are stored, 1d is summed from 1h. */
export type RollupBucket = '1m' | '1h' | '1d';
export type RollupStat = 'count' | 'sum' | 'min' | 'max' | 'avg' | 'first' | 'last';
export const ROLLUP_STATS: readonly RollupStat[] = ['count', 'sum', 'min', 'max', 'avg', 'first', 'last'];

export interface RollupKey {
  pointId: number;
  /** Bucket start. */
  ts: Date;
}
export type RollupRow = RollupKey & Record<RollupStat, number>;
export interface RollupColumns<S extends RollupStat = RollupStat> {
  pointId: number;
  /** Bucket starts, ms since the epoch. */
  ts: Float64Array;
  values: Record<S, Float64Array>;
}

/**
 * Wraps a source of (point_id, b, s0..sN) into one row per point whose columns `ts`, `s0`..`sN` are
 * each the point's values in time order as big-endian float8 bytes, base64: PostgreSQL neither
 * formats nor JavaScript parses a single number, so hundreds of thousands of buckets travel cheaply.
 */
export function seriesText(source: SQL, statCount: number): SQL {
  const names = Array.from({ length: statCount }, (_, i) => sql.raw(`s${i}`));
  const column = (value: SQL, name: string) =>
    sql`encode(string_agg(float8send(coalesce((${value})::float8, 'NaN')), ''::bytea order by b), 'base64') as ${sql.raw(name)}`;
  const columns = [column(sql`date_part('epoch', b) * 1000`, 'ts'), ...names.map((n, i) => column(n, `s${i}`))];
  return sql`
    select point_id, ${sql.join(columns, sql`, `)}
    from (${source}) x(point_id, b, ${sql.join(names, sql`, `)}) group by point_id order by point_id`;
}

function decodeColumn(base64: string): Float64Array {
  const bytes = Buffer.from(base64, 'base64');
  const out = new Float64Array(bytes.length / 8);
  for (let i = 0; i < out.length; i++) out[i] = bytes.readDoubleBE(i * 8);
  return out;
}

/** Reads one point's `seriesText` row into columns. */
export function parseSeriesText<S extends string>(row: Record<string, unknown>, stats: readonly S[]) {
  const ts = decodeColumn(String(row.ts ?? ''));
  const values = Object.fromEntries(stats.map((s, i) => [s, decodeColumn(String(row[`s${i}`] ?? ''))])) as Record<S, Float64Array>;
  return { ts, values };
}

/** Each statistic read from a stored roll-up row, and folded from hours into days. */
const STORED_EXPR: Record<RollupStat, string> = {
  count: 'count',
  sum: 'sum',
  min: 'min',
  max: 'max',
  avg: 'sum / nullif(count, 0)',
  first: 'first_value',
  last: 'last_value',
};
const DAY_EXPR: Record<RollupStat, string> = {
  count: 'sum(count)',
  sum: 'sum(sum)',
  min: 'min(min)',
  max: 'max(max)',
  avg: 'sum(sum) / nullif(sum(count), 0)',
  first: '(array_agg(first_value order by first_ts))[1]',
  last: '(array_agg(last_value order by last_ts desc))[1]',
};

const EPOCH = sql.raw(`timestamptz '1970-01-01 00:00:00+00'`);

/** Upsert that merges a partial aggregate of a bucket into the stored one (any order, no loss). */
function merge(table: 'samples_1m' | 'samples_1h') {
  return sql.raw(`on conflict (point_id, bucket) do update set
    count = ${table}.count + excluded.count,
    sum = ${table}.sum + excluded.sum,
    min = least(${table}.min, excluded.min),
    max = greatest(${table}.max, excluded.max),
    first_value = case when excluded.first_ts < ${table}.first_ts then excluded.first_value else ${table}.first_value end,
    first_ts = least(${table}.first_ts, excluded.first_ts),
    last_value = case when excluded.last_ts >= ${table}.last_ts then excluded.last_value else ${table}.last_value end,
    last_ts = greatest(${table}.last_ts, excluded.last_ts)`);
}

/**
 * CTEs (to follow `with <source> as (...),`) and a final statement that roll the rows of `source`
 * (columns point_id, ts, value) into `samples_1m` and `samples_1h`. The minute aggregate is
 * computed once and the hour is folded from it. Used by ingest (source = the rows the insert
 * actually returned, so a duplicate never counts) and by the rebuild (source = stored samples).
 */
export function rollupFrom(source: string): SQL {
  return sql`
    r1m as (
      select point_id, date_bin('1 minute', ts, ${EPOCH}) as bucket, count(*)::int as count, sum(value) as sum,
             min(value) as min, max(value) as max,
             min(ts) as first_ts, (array_agg(value order by ts))[1] as first_value,
             max(ts) as last_ts, (array_agg(value order by ts desc))[1] as last_value
      from ${sql.raw(source)} where value is not null group by 1, 2),
    w1m as (insert into samples_1m (point_id, bucket, count, sum, min, max, first_ts, first_value, last_ts, last_value)
      select * from r1m order by 1, 2 ${merge('samples_1m')})
    insert into samples_1h (point_id, bucket, count, sum, min, max, first_ts, first_value, last_ts, last_value)
    select point_id, date_bin('1 hour', bucket, ${EPOCH}), sum(count)::int, sum(sum), min(min), max(max),
           min(first_ts), (array_agg(first_value order by first_ts))[1],
           max(last_ts), (array_agg(last_value order by last_ts desc))[1]
    from r1m group by 1, 2
    ${merge('samples_1h')}`;
}

/** Only the hourly roll-up, straight from `source` (the benchmark's month; see `rebuild`). */
export function hourlyFrom(source: string): SQL {
  return sql`
    insert into samples_1h (point_id, bucket, count, sum, min, max, first_ts, first_value, last_ts, last_value)
    select point_id, date_bin('1 hour', ts, ${EPOCH}), count(*)::int, sum(value), min(value), max(value),
           min(ts), (array_agg(value order by ts))[1], max(ts), (array_agg(value order by ts desc))[1]
    from ${sql.raw(source)} where value is not null group by 1, 2 order by 1, 2
    ${merge('samples_1h')}`;
}

const hourFloor = (d: Date) => new Date(Math.floor(d.getTime() / 3_600_000) * 3_600_000);
const hourCeil = (d: Date) => new Date(Math.ceil(d.getTime() / 3_600_000) * 3_600_000);
const iso = (d: Date) => d.toISOString();

const list = (xs: number[]) => `{${xs.join(',')}}`;

function upsertStatement(table: 'samples_1m' | 'samples_1h', rows: readonly BucketAggregate[]) {
  // Sorted, so two instances upserting the same buckets lock them in the same order.
  const sorted = [...rows].sort((a, b) => a.pointId - b.pointId || a.bucket - b.bucket);
  const col = <K extends keyof BucketAggregate>(k: K) => list(sorted.map((r) => r[k]));
  return sql`
    insert into ${sql.raw(table)} (point_id, bucket, count, sum, min, max, first_ts, first_value, last_ts, last_value)
    select p, to_timestamp(b / 1000.0), c, s, mn, mx, to_timestamp(ft / 1000.0), fv, to_timestamp(lt / 1000.0), lv
    from unnest(${col('pointId')}::int[], ${col('bucket')}::float8[], ${col('count')}::int[], ${col('sum')}::float8[],
                ${col('min')}::float8[], ${col('max')}::float8[], ${col('firstTs')}::float8[], ${col('firstValue')}::float8[],
                ${col('lastTs')}::float8[], ${col('lastValue')}::float8[]) as u(p, b, c, s, mn, mx, ft, fv, lt, lv)
    ${merge(table)}`;
}

export function createRollupsRepository(db: Database) {
  const repository = {
    /** Merges in-memory aggregates of freshly inserted samples into both roll-ups (one transaction). */
    async upsert(minutes: readonly BucketAggregate[], hours: readonly BucketAggregate[]) {
      if (minutes.length === 0) return;
      await db.transaction(async (tx) => {
        await tx.execute(upsertStatement('samples_1m', minutes));
        await tx.execute(upsertStatement('samples_1h', hours));
      });
    },

    /**
     * Recomputes both roll-ups over [from, to) (widened to whole hours) from the raw samples, for
     * all points or the given ones. The seed, tests and repairs use it; `minutes: false` rebuilds
     * the hourly one alone.
     */
    async rebuild(from: Date, to: Date, pointIds?: readonly number[], { minutes = true }: { minutes?: boolean } = {}) {
      const lo = iso(hourFloor(from));
      const hi = iso(hourCeil(to.getTime() === hourFloor(to).getTime() ? new Date(to.getTime() + 1) : to));
      const only = (column: string) => (pointIds ? sql` and ${sql.raw(column)} = any(${`{${pointIds.join(',')}}`}::int[])` : sql``);
      await db.transaction(async (tx) => {
        for (const table of minutes ? ['samples_1m', 'samples_1h'] : ['samples_1h'])
          await tx.execute(
            sql`delete from ${sql.raw(table)} where bucket >= ${lo}::timestamptz and bucket < ${hi}::timestamptz${only('point_id')}`,
          );
        await tx.execute(sql`
          with src as (select point_id, ts, value from samples
                       where ts >= ${lo}::timestamptz and ts < ${hi}::timestamptz${only('point_id')})
          ${minutes ? sql`, ${rollupFrom('src')}` : hourlyFrom('src')}`);
      });
    },

    /**
     * Aggregates of each point per bucket over [from, to]: the buckets that start in the range, plus
     * the one holding `from`. `1d` folds hours into days starting at the viewer's midnight
     * (`utcOffsetMinutes`, UTC+8 = 480). Only the `stats` asked for are read. Rows come ordered by
     * point, then time; each point's series travels as one row of binary columns (see `seriesText`). `within`: a subquery of the point ids the caller may see.
     */
    /**
     * Aggregates of each point per bucket over [from, to]: the buckets that start in the range, plus
     * the one holding `from`. `1d` folds hours into days starting at the viewer's midnight
     * (`utcOffsetMinutes`, UTC+8 = 480). Only the `stats` asked for are read; `within` is a subquery
     * of the point ids the caller may see. Columnar: per point, bucket starts and one array per
     * statistic (a fleet report reads hundreds of thousands of buckets; no object per bucket).
     */
    async rollupColumns<S extends RollupStat = RollupStat>(
      pointIds: readonly number[],
      from: Date,
      to: Date,
      bucket: RollupBucket,
      {
        stats = ROLLUP_STATS as readonly S[],
        utcOffsetMinutes = 0,
        within,
      }: { stats?: readonly S[]; utcOffsetMinutes?: number; within?: SQL | undefined } = {},
    ): Promise<RollupColumns<S>[]> {
      if (pointIds.length === 0 || stats.length === 0) return [];
      const ids = `{${pointIds.join(',')}}`;
      const span = bucket === '1m' ? '1 minute' : bucket === '1h' ? '1 hour' : '1 day';
      const origin = sql`(${EPOCH} - ${`${utcOffsetMinutes} minutes`}::interval)`;
      const lower = sql`date_bin(${span}::interval, ${iso(from)}::timestamptz, ${origin})`;
      const where = sql`point_id = any(${ids}::int[]) ${within ? sql`and point_id in ${within}` : sql``}
        and bucket >= ${lower} and bucket <= ${iso(to)}::timestamptz`;
      const exprs = stats.map((s) => sql.raw(bucket === '1d' ? DAY_EXPR[s] : STORED_EXPR[s]));
      const source =
        bucket === '1d'
          ? sql`select point_id, date_bin('1 day', bucket, ${origin}) as b, ${sql.join(exprs, sql`, `)}
                from samples_1h where ${where} group by 1, 2`
          : sql`select point_id, bucket as b, ${sql.join(exprs, sql`, `)} from ${sql.raw(bucket === '1m' ? 'samples_1m' : 'samples_1h')} where ${where}`;
      const rows = rowsOf<Record<string, unknown>>(await db.execute(seriesText(source, stats.length)));
      return rows.map((row) => ({ pointId: Number(row.point_id), ...parseSeriesText(row, stats) }));
    },

    /** The same as rows `{ pointId, ts, ...stats }`, ordered by point, then time (charts, exports). */
    async rollupSeries<S extends RollupStat = RollupStat>(
      pointIds: readonly number[],
      from: Date,
      to: Date,
      bucket: RollupBucket,
      options: { stats?: readonly S[]; utcOffsetMinutes?: number; within?: SQL | undefined } = {},
    ): Promise<(RollupKey & Record<S, number>)[]> {
      const stats = options.stats ?? (ROLLUP_STATS as readonly S[]);
      const out: (RollupKey & Record<S, number>)[] = [];
      for (const c of await repository.rollupColumns(pointIds, from, to, bucket, { ...options, stats }))
        for (let i = 0; i < c.ts.length; i++) {
          const r = { pointId: c.pointId, ts: new Date(c.ts[i]!) } as RollupKey & Record<S, number>;
          for (const s of stats) (r as Record<string, unknown>)[s] = c.values[s][i];
          out.push(r);
        }
      return out;
    },

    /** The most samples any of the points holds in [from, to], counted from the hourly roll-up (auto's choice). */
    async countSamples(pointIds: readonly number[], from: Date, to: Date): Promise<number> {
      const [row] = rowsOf<{ n: number | string | null }>(
        await db.execute(sql`
          select coalesce(max(n), 0)::bigint as n from (
            select sum(count) as n from samples_1h
            where point_id = any(${`{${pointIds.join(',')}}`}::int[])
              and bucket >= date_bin('1 hour', ${iso(from)}::timestamptz, ${EPOCH}) and bucket <= ${iso(to)}::timestamptz
            group by point_id) c`),
      );
      return Number(row?.n ?? 0);
    },
  };
  return repository;
}

export type RollupsRepository = ReturnType<typeof createRollupsRepository>;
