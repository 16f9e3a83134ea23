import type { OrderEvidence, RecurrenceAction, ReliabilityAnswer, ReliabilityGroup } from '@fieldlink/domain';
import type { ApiClient } from '../../../lib/http/apiClient';
import type { Json } from '../../../lib/http/Json';

export interface ReliabilityParams {
  by: ReliabilityGroup;
  from: string;
  to: string;
  id?: number;
}

/** Reliability figures (issue 39), one device's figures, an alarm order's data and its hand confirmation. */
export const reliabilityApi = {
  figures: (client: ApiClient, params: ReliabilityParams) => client.get<Json<ReliabilityAnswer>>('/reliability', { query: { ...params } }),
  export: (client: ApiClient, params: ReliabilityParams) => client.download('/reliability/export', { query: { ...params } }),
  device: (client: ApiClient, deviceId: number, params: Omit<ReliabilityParams, 'by' | 'id'>) =>
    client.get<Json<ReliabilityAnswer>>(`/devices/${deviceId}/reliability`, { query: { ...params }, background: true }),
  evidence: (client: ApiClient, orderId: number, background = false) =>
    client.get<Json<OrderEvidence>>(`/work-orders/${orderId}/evidence`, { background }),
  settings: (client: ApiClient) => client.get<{ recurrenceAction: RecurrenceAction }>('/reliability/settings'),
  saveSettings: (client: ApiClient, recurrenceAction: RecurrenceAction) =>
    client.put<{ recurrenceAction: RecurrenceAction }>('/reliability/settings', { recurrenceAction }),
  confirm: (client: ApiClient, orderId: number, reason: string) =>
    client.post<unknown>(`/work-orders/${orderId}/confirm-repair`, { reason }),
};
