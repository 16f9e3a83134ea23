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
import type { ApiClient, RequestOptions } from '../../../lib/http/apiClient';
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

export interface StatusTableQuery {
  page: number;
  pageSize: number;
  keyword?: string | undefined;
  projectId?: number | undefined;
}

/** One automation list's calls on its path: the page, create, update and delete. */
export interface AutomationResource<Row, Body, Patch, Query> {
  /** The query key the list and its choices are cached under (the path's last part). */
  key: string;
  list: (client: ApiClient, query: Query) => Promise<PageResult<Row>>;
  create: (client: ApiClient, body: Body) => Promise<Row>;
  update: (client: ApiClient, id: number, body: Patch) => Promise<Row>;
  remove: (client: ApiClient, id: number) => Promise<{ id: number }>;
}

function resource<Row, Body, Patch, Query extends object>(key: string): AutomationResource<Row, Body, Patch, Query> {
  const path = `/${key}`;
  return {
    key,
    list: (client, query) => client.get<PageResult<Row>>(path, { query: { ...query } as RequestOptions['query'] }),
    create: (client, body) => client.post<Row>(path, body),
    update: (client, id, body) => client.put<Row>(`${path}/${id}`, body),
    remove: (client, id) => client.delete<{ id: number }>(`${path}/${id}`),
  };
}

/** Conditional triggers (configure_trigger), assignments (configure_assignment), status tables (configure_status). */
export const automationApi = {
  triggers: resource<TriggerRow, TriggerBody, TriggerPatch, AutomationQuery>('triggers'),
  assignments: resource<AssignmentRow, AssignmentBody, AssignmentPatch, AutomationQuery>('assignments'),
  statusTables: resource<StatusTableRow, StatusTableBody, StatusTablePatch, StatusTableQuery>('status-tables'),
};
