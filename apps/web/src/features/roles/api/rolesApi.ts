import type { PageResult } from '@fieldlink/domain';
import type { ApiClient } from '../../../lib/http/apiClient';
import type { PermissionCatalogEntry, PermissionMap } from '../../access';

export interface RoleRow {
  id: number;
  companyId: number | null;
  name: string;
  remarks: string | null;
  permissions: PermissionMap;
  createdAt: string;
  userCount: number;
}

export interface RoleInput {
  name: string;
  remarks?: string | null;
  companyId?: number | null;
  permissions?: PermissionMap;
}

/** Roles (page rbac_role_page), their permissions (page role-permission) and the catalogue. */
export const rolesApi = {
  list: (client: ApiClient, params: { page: number; pageSize: number; keyword?: string }, silent = false) =>
    client.get<PageResult<RoleRow>>('/roles', { query: { ...params, keyword: params.keyword || undefined }, silent }),
  get: (client: ApiClient, id: number) => client.get<RoleRow>(`/roles/${id}`),
  create: (client: ApiClient, body: RoleInput) => client.post<RoleRow>('/roles', { permissions: {}, ...body }),
  update: (client: ApiClient, id: number, body: Pick<RoleInput, 'name' | 'remarks'>) =>
    client.request<RoleRow>(`/roles/${id}`, { method: 'PUT', body }),
  remove: (client: ApiClient, id: number) => client.request<null>(`/roles/${id}`, { method: 'DELETE' }),
  setPermissions: (client: ApiClient, id: number, permissions: PermissionMap) =>
    client.request<RoleRow>(`/roles/${id}/permissions`, { method: 'PUT', body: { permissions } }),
  catalog: (client: ApiClient) => client.get<PermissionCatalogEntry[]>('/permissions'),
};
