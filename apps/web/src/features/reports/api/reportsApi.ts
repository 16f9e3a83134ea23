import type {
  AnalysisPage,
  CaptureRow,
  CollectionTask,
  CollectionTaskBodySchema,
  GatewayLogRow,
  PageResult,
  ReportData,
  ReportConfigBodySchema,
  ReportMethod,
  ReportModule,
  ReportPeriodTime,
  ReportProduction,
  ReportSchedule,
  StatusDayRow,
  ValueChangeRow,
} from '@fieldlink/domain';
import type { z } from 'zod';
import type { ApiClient } from '../../../lib/http/apiClient';
import type { Json } from '../../../lib/http/Json';

export type CollectionTaskBody = z.input<typeof CollectionTaskBodySchema>;
export type ReportConfigBody = z.input<typeof ReportConfigBodySchema>;

export type CollectionTaskRow = Json<CollectionTask>;

export interface ReportRow {
  id: number;
  companyId: number;
  projectId: number;
  projectName: string;
  name: string;
  storageMode: 'interval' | 'period';
  intervalS: number | null;
  periodTimeList: ReportPeriodTime[];
  timeType: 'day' | 'week' | 'month' | 'custom';
  columns: { pointId: number; method: ReportMethod; title?: string }[];
  modules: ReportModule[];
  utcOffsetMinutes: number;
  schedule: ReportSchedule | null;
  production: ReportProduction | null;
  createdAt: string;
}

export type { AnalysisPage, CaptureRow, GatewayLogRow, ReportData, StatusDayRow, ValueChangeRow } from '@fieldlink/domain';

/** The shared query of the analysis lists: range, filter (spec §5 operators), paging. */
export interface AnalysisQuery {
  deviceId?: number;
  projectId?: number;
  from: string;
  to: string;
  field?: string;
  op?: string;
  value?: string;
  page: number;
  pageSize: number;
}

export interface StatusQuery {
  deviceId?: number;
  projectId?: number;
  from: string;
  to: string;
  periodStart?: string;
  periodEnd?: string;
  page: number;
  pageSize: number;
}

/** A point a report may show (variableReport/viewinfoList), with its device and project. */
export interface ReportPointRow {
  pointId: number;
  pointName: string;
  unit: string | null;
  save: boolean;
  deviceId: number;
  deviceName: string;
  projectId: number;
  projectName: string;
}

const clean = <T extends object>(q: T) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number>;

/** Collection tasks (configure_history_data), the data-analysis lists and saved reports. */
export const reportsApi = {
  tasks: (client: ApiClient, query: { page: number; pageSize: number; projectId?: number | undefined; deviceId?: number }) =>
    client.get<PageResult<CollectionTaskRow>>('/collection-tasks', { query: clean(query) }),
  createTask: (client: ApiClient, body: CollectionTaskBody) => client.post<CollectionTaskRow>('/collection-tasks', body),
  updateTask: (client: ApiClient, id: number, body: CollectionTaskBody) => client.put<CollectionTaskRow>(`/collection-tasks/${id}`, body),
  removeTask: (client: ApiClient, id: number) => client.delete<null>(`/collection-tasks/${id}`),

  valueChanges: (client: ApiClient, q: AnalysisQuery) =>
    client.get<AnalysisPage<ValueChangeRow>>('/analysis/value-changes', { query: clean(q) }),
  gatewayLog: (client: ApiClient, q: AnalysisQuery) =>
    client.get<AnalysisPage<GatewayLogRow>>('/analysis/gateway-log', { query: clean(q) }),
  statusStatistics: (client: ApiClient, q: StatusQuery) =>
    client.get<AnalysisPage<StatusDayRow>>('/analysis/status-statistics', { query: clean(q) }),
  captures: (client: ApiClient, q: AnalysisQuery) =>
    client.get<AnalysisPage<CaptureRow>>('/analysis/condition-captures', { query: clean(q) }),
  /** An analysis list as Excel (`path` is the list's path). */
  exportList: (client: ApiClient, path: string, q: object) => client.download(`${path}/export`, { query: clean(q) }),

  reports: (client: ApiClient, query: { page: number; pageSize: number; projectId?: number | undefined }) =>
    client.get<PageResult<ReportRow>>('/reports', { query: clean(query) }),
  report: (client: ApiClient, id: number) => client.get<ReportRow>(`/reports/${id}`),
  createReport: (client: ApiClient, body: ReportConfigBody) => client.post<ReportRow>('/reports', body),
  updateReport: (client: ApiClient, id: number, body: ReportConfigBody) => client.put<ReportRow>(`/reports/${id}`, body),
  removeReport: (client: ApiClient, id: number) => client.delete<null>(`/reports/${id}`),
  reportPoints: (client: ApiClient, query: { page: number; pageSize: number; projectId?: number; keyword?: string }) =>
    client.get<PageResult<ReportPointRow>>('/reports/points', { query: clean(query) }),
  reportData: (client: ApiClient, id: number, q: { date?: string; from?: string; to?: string }) =>
    client.get<ReportData>(`/reports/${id}/data`, { query: clean(q) }),
  exportReport: (client: ApiClient, id: number, q: { date?: string; from?: string; to?: string }) =>
    client.download(`/reports/${id}/export`, { query: clean(q) }),
};
