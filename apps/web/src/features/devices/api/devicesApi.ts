import type {
  DeviceCreateSchema,
  DeviceSummary,
  DeviceTypeCreate,
  DeviceTypeUpdate,
  DeviceUpdateSchema,
  PageResult,
} from '@fieldlink/domain';
import type { z } from 'zod';
import type { ApiClient } from '../../../lib/http/apiClient';
import type { Json } from '../../../lib/http/Json';

export type DeviceRow = Json<DeviceSummary>;
/** Request bodies: what the schemas accept (defaults may be left out). */
export type DeviceCreateBody = z.input<typeof DeviceCreateSchema>;
export type DeviceUpdateBody = z.input<typeof DeviceUpdateSchema>;

export interface DeviceTypeRow {
  id: number;
  companyId: number;
  name: string;
  remarks: string | null;
  createdAt: string;
}

/** The device list's query (GET /devices); absent filters are left out. */
export interface DeviceListQuery {
  page: number;
  pageSize: number;
  projectId?: number;
  keyword?: string;
  status?: string;
  deviceTypeId?: number;
  number?: string;
  from?: string;
  to?: string;
}

export interface DeviceCopy {
  name: string;
  boxId: string;
  boxPassword: string;
}

/** Devices (view: item_query; changes: deviceConfigration) and device types (templateConfiguration). */
export const devicesApi = {
  list: (client: ApiClient, query: DeviceListQuery, silent = false) =>
    client.get<PageResult<DeviceRow>>('/devices', { query: { ...query }, silent }),
  /** The device list (page deviceList) with its filters as Excel. */
  exportList: (client: ApiClient, { page: _page, pageSize: _pageSize, ...filters }: DeviceListQuery) =>
    client.download('/devices/export', { query: { ...filters } }),
  get: (client: ApiClient, id: number) => client.get<DeviceRow>(`/devices/${id}`),
  create: (client: ApiClient, body: DeviceCreateBody) => client.post<DeviceRow>('/devices', body),
  update: (client: ApiClient, id: number, body: DeviceUpdateBody) => client.put<DeviceRow>(`/devices/${id}`, body),
  remove: (client: ApiClient, id: number) => client.delete<null>(`/devices/${id}`),
  copy: (client: ApiClient, id: number, body: DeviceCopy) => client.post<DeviceRow>(`/devices/${id}/copy`, body),
  types: (client: ApiClient, silent = false) => client.get<DeviceTypeRow[]>('/device-types', { silent }),
  createType: (client: ApiClient, body: DeviceTypeCreate) => client.post<DeviceTypeRow>('/device-types', body),
  updateType: (client: ApiClient, id: number, body: DeviceTypeUpdate) => client.put<DeviceTypeRow>(`/device-types/${id}`, body),
  removeType: (client: ApiClient, id: number) => client.delete<null>(`/device-types/${id}`),
};
