import type { ClientErrorKind, PageResult } from '@fieldlink/domain';
import type { ApiClient } from '../../../lib/http/apiClient';

/** One report as the error log lists it (dates as the JSON strings they arrive as). */
export interface ClientErrorEntry {
  id: number;
  at: string;
  kind: ClientErrorKind;
  fingerprint: string;
  message: string;
  stack: string | null;
  mappedStack: string | null;
  route: string;
  version: string;
  userAgent: string | null;
  method: string | null;
  url: string | null;
  status: number | null;
  userId: number | null;
  userName: string | null;
  companyId: number | null;
  ip: string | null;
}

/** One fingerprint's group as the error store lists it. */
export interface ClientErrorGroup {
  fingerprint: string;
  kind: ClientErrorKind;
  message: string;
  count: number;
  users: number;
  firstSeen: string;
  lastSeen: string;
  lastVersion: string;
  lastId: number;
}

export interface ClientErrorQuery {
  page: number;
  pageSize: number;
  kind?: ClientErrorKind | undefined;
  keyword?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  fingerprint?: string | undefined;
}

/** The error logger (page error_logger_page) and the error store (page error_store_page). */
export const clientErrorsApi = {
  entries: (client: ApiClient, query: ClientErrorQuery) =>
    client.get<PageResult<ClientErrorEntry>>('/client-errors', { query: { ...query } }),
  groups: (client: ApiClient, query: ClientErrorQuery) =>
    client.get<PageResult<ClientErrorGroup>>('/client-errors/groups', { query: { ...query } }),
  /** Deletes every report of a group (administrators). */
  removeGroup: (client: ApiClient, fingerprint: string) =>
    client.delete<{ deleted: number }>(`/client-errors/groups/${encodeURIComponent(fingerprint)}`),
};
