import type { PageResult, PointFieldsSchema, PointSummary, PointUpdateSchema, StatusTable } from '@fieldlink/domain';
import type { z } from 'zod';
import type { ApiClient } from '../../../lib/http/apiClient';
import type { Json } from '../../../lib/http/Json';

export type PointRow = Json<PointSummary>;
export type PointCreateBody = z.input<typeof PointFieldsSchema>;
export type PointUpdateBody = z.input<typeof PointUpdateSchema>;

/** Data points of a device (view: item_query; changes: deviceConfigration). */
export const pointsApi = {
  list: (client: ApiClient, deviceId: number) => client.get<PageResult<PointRow>>(`/devices/${deviceId}/points`),
  create: (client: ApiClient, deviceId: number, body: PointCreateBody) => client.post<PointRow>(`/devices/${deviceId}/points`, body),
  update: (client: ApiClient, id: number, body: PointUpdateBody) => client.put<PointRow>(`/points/${id}`, body),
  remove: (client: ApiClient, id: number) => client.delete<null>(`/points/${id}`),
  removeMany: (client: ApiClient, deviceId: number, ids: number[]) => client.post<unknown>(`/devices/${deviceId}/points/delete`, { ids }),
  /** The device's points as an Excel file, named by the server (deviceConfigration export). */
  exportFile: (client: ApiClient, deviceId: number) => client.download(`/devices/${deviceId}/points/export`),
  /** An empty points sheet with one example row (deviceConfigration import). */
  template: (client: ApiClient) => client.download('/points/template'),
  /**
   * The status tables a point may reference (the point form); quiet when the caller may not see statuses.
   * The tables themselves are automation's (its statuses page); the point form only picks one.
   */
  statusTableChoices: (client: ApiClient) =>
    client.get<PageResult<Json<StatusTable>>>('/status-tables', { query: { page: 1, pageSize: 500 }, silent: true }),
  /**
   * Imports a sheet (multipart field `file`): every row passes or nothing changes. A refusal is a
   * 400 whose issues name each rejected cell ("row 3.slope"); the caller shows them, so it is silent.
   */
  importFile: (client: ApiClient, deviceId: number, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return client.post<PointImportResult>(`/devices/${deviceId}/points/import`, form, { silent: true });
  },
};

export interface PointImportResult {
  added: number;
  updated: number;
}
