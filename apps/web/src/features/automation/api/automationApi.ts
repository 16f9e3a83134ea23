import type {
  Assignment,
  AssignmentCreateSchema,
  AssignmentUpdateSchema,
  PageResult,
  StatusTable,
  StatusTableCreateSchema,
  StatusTableUpdateSchema,
  Trigger,
  TriggerCreateSchema,
  TriggerUpdateSchema,
} from '@fieldlink/domain';
import type { z } from 'zod';
import type { ApiClient } from '../../../lib/http/apiClient';
import type { Json } from '../../../lib/http/Json';

export type TriggerRow = Json<Trigger>;
export type TriggerBody = z.input<typeof TriggerCreateSchema>;
export type TriggerPatch = z.input<typeof TriggerUpdateSchema>;
export type AssignmentRow = Json<Assignment>;
export type AssignmentBody = z.input<typeof AssignmentCreateSchema>;
export type AssignmentPatch = z.input<typeof AssignmentUpdateSchema>;
export type StatusTableRow = Json<StatusTable>;
export type StatusTableBody = z.input<typeof StatusTableCreateSchema>;
export type StatusTablePatch = z.input<typeof StatusTableUpdateSchema>;

export interface AutomationQuery {
  page: number;
  pageSize: number;
  projectId?: number | undefined;
  deviceId?: number | undefined;
  triggerId?: number | undefined;
  keyword?: string | undefined;
}

/** Conditional triggers (configure_trigger), assignments (configure_assignment), status tables (configure_status). */
export const automationApi = {
  triggers: (client: ApiClient, query: AutomationQuery) => client.get<PageResult<TriggerRow>>('/triggers', { query: { ...query } }),
  createTrigger: (client: ApiClient, body: TriggerBody) => client.post<TriggerRow>('/triggers', body),
  updateTrigger: (client: ApiClient, id: number, body: TriggerPatch) => client.put<TriggerRow>(`/triggers/${id}`, body),
  removeTrigger: (client: ApiClient, id: number) => client.delete<{ id: number }>(`/triggers/${id}`),
  assignments: (client: ApiClient, query: AutomationQuery) =>
    client.get<PageResult<AssignmentRow>>('/assignments', { query: { ...query } }),
  createAssignment: (client: ApiClient, body: AssignmentBody) => client.post<AssignmentRow>('/assignments', body),
  updateAssignment: (client: ApiClient, id: number, body: AssignmentPatch) => client.put<AssignmentRow>(`/assignments/${id}`, body),
  removeAssignment: (client: ApiClient, id: number) => client.delete<{ id: number }>(`/assignments/${id}`),
  statusTables: (
    client: ApiClient,
    query: { page: number; pageSize: number; keyword?: string | undefined; projectId?: number | undefined },
  ) => client.get<PageResult<StatusTableRow>>('/status-tables', { query: { ...query } }),
  createStatusTable: (client: ApiClient, body: StatusTableBody) => client.post<StatusTableRow>('/status-tables', body),
  updateStatusTable: (client: ApiClient, id: number, body: StatusTablePatch) => client.put<StatusTableRow>(`/status-tables/${id}`, body),
  removeStatusTable: (client: ApiClient, id: number) => client.delete<{ id: number }>(`/status-tables/${id}`),
};
