import { HISTORY_MAX_POINTS, scopeOf, type HistoryBucket } from '@fieldlink/domain';
import { AppError } from '../../lib/app-error.js';
import type { UserPrincipal } from '../auth/auth.service.js';
import type { ConnectivityRepository } from '../connectivity/connectivity.repository.js';
import type { DevicesRepository } from '../devices/index.js';
import { BUCKET_INTERVALS, type FixedBucket, type HistoryRepository } from './history.repository.js';

const BUCKET_MS: Record<FixedBucket, number> = { '1m': 60_000, '1h': 3_600_000, '1d': 86_400_000 };

/** `auto`: raw when the range holds few enough samples, else the finest bucket that stays under the limit. */
export function autoBucket(samples: number, rangeMs: number): 'raw' | FixedBucket {
  if (samples <= HISTORY_MAX_POINTS) return 'raw';
  for (const bucket of Object.keys(BUCKET_INTERVALS) as FixedBucket[]) if (rangeMs / BUCKET_MS[bucket] <= HISTORY_MAX_POINTS) return bucket;
  return '1d';
}

const iso = (ts: string | Date) => new Date(ts).toISOString();
const num = (v: number | string | null) => (v === null ? null : Number(v));

export function createHistoryService({
  repo,
  points,
  devices,
}: {
  repo: HistoryRepository;
  points: ConnectivityRepository;
  devices: DevicesRepository;
}) {
  return {
    /** A point's history over [from, to]: raw samples or buckets with min, max, avg and last. */
    async series(principal: UserPrincipal, pointId: number, query: { from: string; to: string; bucket: HistoryBucket }) {
      const point = await points.point(pointId);
      if (!point || !(await devices.find(scopeOf(principal), point.deviceId))) throw new AppError('NOT_FOUND');
      const from = new Date(query.from);
      const to = new Date(query.to);
      const rawSeries = (rows: Awaited<ReturnType<HistoryRepository['raw']>>) =>
        rows.map((r) => ({ ts: iso(r.ts), value: r.text ?? num(r.value) }));
      let bucket = query.bucket;
      if (bucket === 'auto') {
        // One read answers the common case: up to the limit plus one sample tells raw from too many.
        const rows = await repo.raw(pointId, from, to, HISTORY_MAX_POINTS + 1);
        bucket = autoBucket(rows.length, to.getTime() - from.getTime());
        if (bucket === 'raw') return rawSeries(rows);
      }
      if (bucket === 'raw') {
        // A raw series is cut at the limit's fifty-fold: ask for buckets (or `auto`) beyond that.
        return rawSeries(await repo.raw(pointId, from, to, HISTORY_MAX_POINTS * 50));
      }
      const rows = await repo.buckets(pointId, from, to, bucket);
      return rows.map((r) => ({ ts: iso(r.ts), min: num(r.min), max: num(r.max), avg: num(r.avg), last: num(r.last) }));
    },
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
