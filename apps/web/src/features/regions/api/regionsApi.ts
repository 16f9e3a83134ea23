import type { RegionCreate, RegionUpdate } from '@fieldlink/domain';
import type { ApiClient } from '../../../lib/http/apiClient';

export interface RegionRow {
  id: number;
  parentId: number | null;
  name: string;
  companyId: number | null;
  createdAt: string;
}

/** Regions: a flat list the pages turn into a tree. */
export const regionsApi = {
  list: (client: ApiClient, silent = false) => client.get<RegionRow[]>('/regions', { silent }),
  create: (client: ApiClient, body: RegionCreate) => client.post<RegionRow>('/regions', body),
  update: (client: ApiClient, id: number, body: RegionUpdate) => client.request<RegionRow>(`/regions/${id}`, { method: 'PUT', body }),
  remove: (client: ApiClient, id: number) => client.request<null>(`/regions/${id}`, { method: 'DELETE' }),
};
