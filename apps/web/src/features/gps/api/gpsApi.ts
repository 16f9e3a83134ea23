import type { Geofence, GeofenceBody, Track } from '@fieldlink/domain';
import type { ApiClient } from '../../../lib/http/apiClient';

export interface DeviceOption {
  id: number;
  name: string;
  projectName?: string;
}

/** GPS tracks (page gpsTrack). */
export const gpsApi = {
  devices: (client: ApiClient) => client.get<{ items: DeviceOption[]; total: number }>('/devices', { query: { page: 1, pageSize: 500 } }),
  track: (client: ApiClient, deviceId: number, from: string, to: string) =>
    client.get<Track>(`/devices/${deviceId}/track`, { query: { from, to, tolerance: 2 } }),
  fences: (client: ApiClient, deviceId: number) => client.get<Geofence[]>(`/devices/${deviceId}/geofences`),
  createFence: (client: ApiClient, deviceId: number, body: GeofenceBody) => client.post<Geofence>(`/devices/${deviceId}/geofences`, body),
  updateFence: (client: ApiClient, id: number, body: GeofenceBody) => client.put<Geofence>(`/geofences/${id}`, body),
  deleteFence: (client: ApiClient, id: number) => client.delete<null>(`/geofences/${id}`),
};
