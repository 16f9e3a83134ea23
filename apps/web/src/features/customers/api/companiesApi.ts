import type { CompanyCreate, CompanyHistorySettings, PageResult } from '@fieldlink/domain';
import type { ApiClient } from '../../../lib/http/apiClient';

export interface CompanyRow {
  id: number;
  name: string;
  logoText: string | null;
  industry: string | null;
  customerType: string | null;
  contactName: string | null;
  contactPhone: string | null;
  regionId: number | null;
  remarks: string | null;
  createdAt: string;
}

/** Companies: the customer management page. */
export const companiesApi = {
  list: (client: ApiClient, params: { page: number; pageSize: number; keyword?: string }, silent = false) =>
    client.get<PageResult<CompanyRow>>('/companies', { query: { ...params, keyword: params.keyword || undefined }, silent }),
  create: (client: ApiClient, body: CompanyCreate) => client.post<CompanyRow>('/companies', body),
  update: (client: ApiClient, id: number, body: Partial<CompanyCreate>) =>
    client.request<CompanyRow>(`/companies/${id}`, { method: 'PUT', body }),
  remove: (client: ApiClient, id: number) => client.request<null>(`/companies/${id}`, { method: 'DELETE' }),
  /** Retention and HisDataLimit (super user only). */
  historySettings: (client: ApiClient, id: number) => client.get<CompanyHistorySettings>(`/companies/${id}/history-settings`),
  saveHistorySettings: (client: ApiClient, id: number, body: CompanyHistorySettings) =>
    client.request<CompanyHistorySettings>(`/companies/${id}/history-settings`, { method: 'PUT', body }),
};
