import type { PageResult, UserCreate, UserHistoryLimitAnswer, UserUpdate } from '@fieldlink/domain';
import type { ApiClient } from '../../../lib/http/apiClient';

export interface UserRow {
  id: number;
  userName: string;
  phone: string | null;
  email: string | null;
  grade: number;
  companyId: number | null;
  companyName: string | null;
  disabled: boolean;
  isDemo: boolean;
  remarks: string | null;
  createdBy: number | null;
  createdByName: string | null;
  createdAt: string;
  roles: { id: number; name: string }[];
  projectIds: number[];
}

export interface ListParams {
  page: number;
  pageSize: number;
  keyword?: string;
}

export interface ProjectOption {
  id: number;
  name: string;
  companyId: number | null;
}

const query = ({ page, pageSize, keyword }: ListParams) => ({ page, pageSize, keyword: keyword || undefined });

/** Users (page personnelManagement) and the project list its form assigns. */
export const usersApi = {
  list: (client: ApiClient, params: ListParams) => client.get<PageResult<UserRow>>('/users', { query: query(params) }),
  create: (client: ApiClient, body: UserCreate) => client.post<UserRow>('/users', body),
  update: (client: ApiClient, id: number, body: UserUpdate) => client.request<UserRow>(`/users/${id}`, { method: 'PUT', body }),
  remove: (client: ApiClient, id: number) => client.request<null>(`/users/${id}`, { method: 'DELETE' }),
  resetPassword: (client: ApiClient, id: number, password: string) => client.post<null>(`/users/${id}/reset-password`, { password }),
  export: (client: ApiClient, params: Omit<ListParams, 'page' | 'pageSize'>) =>
    client.download('/users/export', { query: { keyword: params.keyword || undefined } }),
  /** The user's own HisDataLimit in days (super user only; null = none of their own). */
  historyLimit: (client: ApiClient, id: number) => client.get<UserHistoryLimitAnswer>(`/users/${id}/history-limit`),
  /** Sets the user's own HisDataLimit in days (super user only; null removes it). */
  saveHistoryLimit: (client: ApiClient, id: number, hisDataLimitDays: number | null) =>
    client.request<UserHistoryLimitAnswer>(`/users/${id}/history-limit`, { method: 'PUT', body: { hisDataLimitDays } }),
  /** The form's pickers: the roles and projects the caller may assign, served under user management. */
  options: (client: ApiClient) => client.get<{ roles: ProjectOption[]; projects: ProjectOption[] }>('/users/options', { silent: true }),
};
