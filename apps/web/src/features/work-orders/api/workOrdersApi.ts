import type {
  PageResult,
  RepairLinkInfo,
  WorkOrder,
  WorkOrderAction,
  WorkOrderCounts,
  WorkOrderCreateSchema,
  WorkOrderEditSchema,
  WorkOrderDetail,
  WorkOrderStatus,
} from '@fieldlink/domain';
import type { z } from 'zod';
import type { ApiClient } from '../../../lib/http/apiClient';
import type { Json } from '../../../lib/http/Json';

export type OrderRow = Json<WorkOrder>;
export type OrderDetail = Json<WorkOrderDetail>;

export interface OrderListQuery {
  page: number;
  pageSize: number;
  status?: WorkOrderStatus;
  projectId?: number;
  keyword?: string;
  assigneeId?: 'me';
}

/** The create body of docs/API.md (staff entry); what the schema accepts. */
export type WorkOrderCreateBody = z.input<typeof WorkOrderCreateSchema>;

/** The edit body of a pending order: the create body without the project. */
export type WorkOrderEditBody = z.input<typeof WorkOrderEditSchema>;

export interface RequestAnswer {
  id: number;
  number: string;
  status: WorkOrderStatus;
}

/** Work orders (docs/API.md routes), their counts, repair requests and device repair links. */
export const workOrdersApi = {
  list: (client: ApiClient, query: OrderListQuery) => client.get<PageResult<OrderRow>>('/work-orders', { query: { ...query } }),
  counts: (client: ApiClient, query: { assigneeId?: 'me' } = {}) =>
    client.get<WorkOrderCounts>('/work-orders/counts', { query: { ...query }, background: true }),
  create: (client: ApiClient, body: WorkOrderCreateBody) => client.post<OrderRow>('/work-orders', body),
  edit: (client: ApiClient, id: number, body: WorkOrderEditBody) => client.put<OrderRow>(`/work-orders/${id}`, body),
  remove: (client: ApiClient, id: number) => client.delete<null>(`/work-orders/${id}`),
  get: (client: ApiClient, id: number) => client.get<OrderDetail>(`/work-orders/${id}`),
  assignees: (client: ApiClient, id: number) => client.get<{ id: number; userName: string }[]>(`/work-orders/${id}/assignees`),
  act: (client: ApiClient, id: number, action: WorkOrderAction, body: object = {}) =>
    client.post<OrderRow>(`/work-orders/${id}/${action}`, body),
  /** Completion with photos and the signature (multipart). */
  report: (client: ApiClient, id: number, form: FormData) => client.post<OrderRow>(`/work-orders/${id}/report`, form),
  submitRequest: (client: ApiClient, form: FormData) => client.post<RequestAnswer>('/repair-requests', form),
  repairLink: (client: ApiClient, deviceId: number) =>
    client.get<{ token: string; path: string; expiresAt: string }>(`/devices/${deviceId}/repair-link`),
  linkInfo: (client: ApiClient, token: string) => client.get<Json<RepairLinkInfo>>('/repair-link', { query: { t: token }, silent: true }),
  submitByLink: (client: ApiClient, token: string, form: FormData) =>
    client.post<RequestAnswer>('/repair-link/requests', form, { query: { t: token } }),
};
