import type { HistoryAnswer, HistoryBucket, HistoryLimitAnswer } from '@fieldlink/domain';
import type { ApiClient } from '../../../lib/http/apiClient';

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
  limit: (client: ApiClient) => client.get<HistoryLimitAnswer>('/history/limit', { silent: true }),
};
