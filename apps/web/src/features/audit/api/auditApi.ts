import type { PageResult } from '@fieldlink/domain';
import type { ApiClient } from '../../../lib/http/apiClient';

export type AuditCategory = 'operation' | 'login';

export interface AuditRow {
  id: number;
  at: string;
  category: string;
  action: string;
  userId: number | null;
  userName: string | null;
  companyId: number | null;
  ip: string | null;
  objectType: string | null;
  objectId: string | null;
  before: unknown;
  after: unknown;
}

export interface AuditQuery {
  page: number;
  pageSize: number;
  from?: string;
  to?: string;
  userName?: string;
  action?: string;
}

const PATHS: Record<AuditCategory, string> = { operation: '/audit/operations', login: '/audit/logins' };

const clean = (query: Partial<AuditQuery>) => Object.fromEntries(Object.entries(query).map(([k, v]) => [k, v === '' ? undefined : v]));

/** The operation log (page operation_log) and the user log (page user_log). */
export const auditApi = {
  list: (client: ApiClient, category: AuditCategory, query: AuditQuery) =>
    client.get<PageResult<AuditRow>>(PATHS[category], { query: clean(query) }),
  export: (client: ApiClient, category: AuditCategory, query: Omit<AuditQuery, 'page' | 'pageSize'>) =>
    client.download(`${PATHS[category]}/export`, { query: clean(query) }),
};
