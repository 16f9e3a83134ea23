import type { ChargingRoom, ChargingRoomCreate, ChargingRoomUpdate } from '@fieldlink/domain';
import type { ApiClient } from '../../../lib/http/apiClient';

export interface PageResult<T> {
  items: T[];
  total: number;
}

/** Charging rooms (page velvetRoomConfiguration). */
export const chargingRoomsApi = {
  list: (client: ApiClient, query: { projectId?: number; page: number; pageSize: number }) =>
    client.get<PageResult<ChargingRoom>>('/charging-rooms', { query }),
  create: (client: ApiClient, body: ChargingRoomCreate) => client.post<ChargingRoom>('/charging-rooms', body),
  update: (client: ApiClient, id: number, body: ChargingRoomUpdate) => client.put<ChargingRoom>(`/charging-rooms/${id}`, body),
  remove: (client: ApiClient, id: number) => client.delete<null>(`/charging-rooms/${id}`),
};
