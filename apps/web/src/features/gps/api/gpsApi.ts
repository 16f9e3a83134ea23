import type { Track } from '@fieldlink/domain';
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
};
