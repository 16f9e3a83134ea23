import type {
  MaintenanceOrder,
  MaintenancePlan,
  MaintenancePlanBody,
  MaintenancePlanStatus,
  MaintenancePlanType,
  PageResult,
  WorkOrder,
} from '@fieldlink/domain';
import type { ApiClient } from '../../../lib/http/apiClient';
import type { Json } from '../../../lib/http/Json';

export type PlanRow = Json<MaintenancePlan>;
export type MaintenanceOrderRow = Json<MaintenanceOrder>;

export interface PlanListQuery {
  page: number;
  pageSize: number;
  projectId?: number;
  status?: MaintenancePlanStatus;
  type?: MaintenancePlanType;
  keyword?: string;
}

export interface MaintenanceOrderQuery {
  page: number;
  pageSize: number;
  projectId?: number;
  keyword?: string;
}

/** Which maintenance order list: all (maintain_list), mine (maintain_mine), submitted (maintain_submit query). */
export type MaintenanceOrderView = 'all' | 'mine' | 'submitted';

const ORDER_PATHS: Record<MaintenanceOrderView, string> = {
  all: '/maintenance-orders',
  mine: '/maintenance-orders/mine',
  submitted: '/maintenance-orders/submitted',
};

/** Maintenance plans (docs/API.md route) and maintenance orders. */
export const maintenanceApi = {
  list: (client: ApiClient, query: PlanListQuery) => client.get<PageResult<PlanRow>>('/maintenance-plans', { query: { ...query } }),
  create: (client: ApiClient, body: MaintenancePlanBody) => client.post<PlanRow>('/maintenance-plans', body),
  update: (client: ApiClient, id: number, body: MaintenancePlanBody) => client.put<PlanRow>(`/maintenance-plans/${id}`, body),
  remove: (client: ApiClient, id: number) => client.delete<{ id: number }>(`/maintenance-plans/${id}`),
  act: (client: ApiClient, id: number, action: 'start' | 'stop') => client.post<PlanRow>(`/maintenance-plans/${id}/${action}`),
  /** The technicians a plan of the project may go to (the form's picker). */
  assignees: (client: ApiClient, projectId: number) =>
    client.get<{ id: number; userName: string }[]>('/maintenance-plans/assignees', { query: { projectId }, silent: true }),
  orders: (client: ApiClient, view: MaintenanceOrderView, query: MaintenanceOrderQuery) =>
    client.get<PageResult<MaintenanceOrderRow>>(ORDER_PATHS[view], { query: { ...query } }),
  template: (client: ApiClient) => client.download('/maintenance-imports/template'),
  /** Imports a sheet (multipart `file`): all rows or none; a refusal's issues name each rejected cell ("row 3.cycle"). */
  importFile: (client: ApiClient, mode: 'new' | 'old', file: File) => {
    const form = new FormData();
    form.append('file', file);
    return client.post<{ projects: number; plans: number }>('/maintenance-imports', form, { query: { mode }, silent: true });
  },
  submit: (client: ApiClient, id: number, body: { solution: string; suggestion?: string | null; workingHours?: number | null }) =>
    client.post<Json<WorkOrder>>(`/maintenance-orders/${id}/submit`, body),
};
