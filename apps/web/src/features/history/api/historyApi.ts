import type { HistoryBucket } from '@fieldlink/domain';
import type { ApiClient } from '../../../lib/http/apiClient';

export type RawPoint = { ts: string; value: number | string | null };
export type BucketPoint = { ts: string; min: number; max: number; avg: number; last: number };
export type SeriesPoint = RawPoint | BucketPoint;

export interface HistorySeries {
  pointId: number;
  name: string;
  unit: string | null;
  deviceId: number;
  deviceName: string;
  points: SeriesPoint[];
}

/** GET /history: several series on one resolution; `limitedFrom` when HisDataLimit moved `from`. */
export interface HistoryAnswer {
  from: string;
  to: string;
  bucket: 'raw' | '1m' | '1h' | '1d';
  limitedFrom: string | null;
  series: HistorySeries[];
}

export interface HistoryQuery {
  pointIds: number[];
  from: string;
  to: string;
  bucket: HistoryBucket;
}

const params = (q: HistoryQuery) => ({ pointIds: q.pointIds.join(','), from: q.from, to: q.to, bucket: q.bucket });

/** History of points (view: history; export: history export). */
export const historyApi = {
  series: (client: ApiClient, q: HistoryQuery) => client.get<HistoryAnswer>('/history', { query: params(q) }),
  /** The streamed CSV or Excel file, headers in the app's language. */
  exportFile: (client: ApiClient, q: HistoryQuery, format: 'csv' | 'xlsx', lang: string) =>
    client.download('/history/export', { query: { ...params(q), format, lang } }),
  limit: (client: ApiClient) =>
    client.get<{ hisDataLimitDays: number | null; earliest: string | null }>('/history/limit', { silent: true }),
};

export const isBucketPoint = (p: SeriesPoint): p is BucketPoint => 'avg' in p;
