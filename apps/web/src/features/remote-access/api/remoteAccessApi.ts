import type { RemoteDevice, RemoteSession, RemoteTarget, RemoteTargetBody, RemoteTicket } from '@fieldlink/domain';
import type { ApiClient } from '../../../lib/http/apiClient';

export interface PageResult<T> {
  items: T[];
  total: number;
}

/** Remote HMI (page noVnc): the devices, a device's VNC address, tickets and sessions. */
export const remoteAccessApi = {
  devices: (client: ApiClient, query: { page: number; pageSize: number }) =>
    client.get<PageResult<RemoteDevice>>('/remote/devices', { query }),
  target: (client: ApiClient, deviceId: number) => client.get<RemoteTarget>(`/devices/${deviceId}/remote-target`),
  saveTarget: (client: ApiClient, deviceId: number, body: RemoteTargetBody) =>
    client.put<RemoteTarget>(`/devices/${deviceId}/remote-target`, body),
  ticket: (client: ApiClient, deviceId: number, viewOnly: boolean) =>
    client.post<RemoteTicket>(`/devices/${deviceId}/remote-tickets`, undefined, { query: viewOnly ? { viewOnly: 'true' } : {} }),
  sessions: (client: ApiClient, query: { page: number; pageSize: number; active?: boolean }) =>
    client.get<PageResult<RemoteSession>>('/remote-sessions', { query }),
  end: (client: ApiClient, sessionId: number) => client.post<RemoteSession>('/remote-sessions/end', { sessionId }),
};
