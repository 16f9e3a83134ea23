import type {
  Alarm,
  AlarmCounts,
  AlarmSource,
  AlarmSourceCreateSchema,
  AlarmSourceUpdateSchema,
  AlarmStatistics,
  PageResult,
} from '@fieldlink/domain';
import type { z } from 'zod';
import type { ApiClient } from '../../../lib/http/apiClient';
import type { Json } from '../../../lib/http/Json';

export type AlarmRow = Json<Alarm>;
export type AlarmSourceRow = Json<AlarmSource>;
export type AlarmSourceBody = z.input<typeof AlarmSourceCreateSchema>;
export type AlarmSourcePatch = z.input<typeof AlarmSourceUpdateSchema>;
export type AlarmStats = Json<AlarmStatistics>;

export interface AlarmListQuery {
  page: number;
  pageSize: number;
  state?: 'active' | 'acknowledged' | 'cleared' | 'open';
  level?: number;
  projectId?: number;
  deviceId?: number;
  keyword?: string;
  from?: string;
  to?: string;
}

export interface SourceListQuery {
  page: number;
  pageSize: number;
  projectId?: number;
  deviceId?: number;
  pointId?: number;
  keyword?: string;
}

/** Alarm sources (page alarm_config) and alarms (page alarm_records). */
export const alarmsApi = {
  sources: (client: ApiClient, query: SourceListQuery) => client.get<PageResult<AlarmSourceRow>>('/alarm-sources', { query: { ...query } }),
  createSource: (client: ApiClient, body: AlarmSourceBody) => client.post<AlarmSourceRow>('/alarm-sources', body),
  updateSource: (client: ApiClient, id: number, body: AlarmSourcePatch) => client.put<AlarmSourceRow>(`/alarm-sources/${id}`, body),
  removeSource: (client: ApiClient, id: number) => client.delete<{ id: number }>(`/alarm-sources/${id}`),
  /** Polled: no loading bar. */
  list: (client: ApiClient, query: AlarmListQuery, background = false) =>
    client.get<PageResult<AlarmRow>>('/alarms', { query: { ...query }, background }),
  counts: (client: ApiClient, query: { projectId?: number; deviceId?: number }) =>
    client.get<Json<AlarmCounts>>('/alarms/active-counts', { query: { ...query }, background: true, silent: true }),
  statistics: (client: ApiClient, query: { from?: string; to?: string; projectId?: number }) =>
    client.get<AlarmStats>('/alarms/statistics', { query: { ...query } }),
  /** The filtered alarms as an Excel file (alarm_records export). */
  exportFile: (client: ApiClient, query: Omit<AlarmListQuery, 'page' | 'pageSize'>) =>
    client.download('/alarms/export', { query: { ...query } }),
  acknowledge: (client: ApiClient, id: number) => client.post<AlarmRow>(`/alarms/${id}/acknowledge`),
  clear: (client: ApiClient, id: number) => client.post<AlarmRow>(`/alarms/${id}/clear`),
};
