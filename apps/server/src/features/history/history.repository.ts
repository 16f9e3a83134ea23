import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.js';

export const BUCKET_INTERVALS = { '1m': '1 minute', '1h': '1 hour', '1d': '1 day' } as const;
export type FixedBucket = keyof typeof BUCKET_INTERVALS;

export function createHistoryRepository(db: Database) {
  return {
    async raw(pointId: number, from: Date, to: Date, limit: number) {
      return rowsOf<{ ts: string | Date; value: number | null; text: string | null }>(
        await db.execute(sql`
          select ts, value, text from samples
          where point_id = ${pointId} and ts >= ${from.toISOString()}::timestamptz and ts <= ${to.toISOString()}::timestamptz
          order by ts limit ${limit}`),
      );
    },

    /** Buckets aligned to the epoch (UTC): min, max, avg and the last value of each. */
    async buckets(pointId: number, from: Date, to: Date, bucket: FixedBucket) {
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
  };
}

export type HistoryRepository = ReturnType<typeof createHistoryRepository>;
