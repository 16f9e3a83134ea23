import type { PageResult, PointCreateSchema, PointSummary, PointUpdateSchema } from '@fieldlink/domain';
import type { z } from 'zod';
import type { ApiClient } from '../../../lib/http/apiClient';
import type { Json } from '../../../lib/http/Json';

export type PointRow = Json<PointSummary>;
export type PointCreateBody = z.input<typeof PointCreateSchema>;
export type PointUpdateBody = z.input<typeof PointUpdateSchema>;

/** Data points of a device (view: item_query; changes: deviceConfigration). */
export const pointsApi = {
  list: (client: ApiClient, deviceId: number) => client.get<PageResult<PointRow>>(`/devices/${deviceId}/points`),
  create: (client: ApiClient, deviceId: number, body: PointCreateBody) => client.post<PointRow>(`/devices/${deviceId}/points`, body),
  update: (client: ApiClient, id: number, body: PointUpdateBody) => client.put<PointRow>(`/points/${id}`, body),
  remove: (client: ApiClient, id: number) => client.delete<null>(`/points/${id}`),
  removeMany: (client: ApiClient, deviceId: number, ids: number[]) => client.post<unknown>(`/devices/${deviceId}/points/delete`, { ids }),
};
