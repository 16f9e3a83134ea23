import type { DeviceStatusName } from '@fieldlink/domain';
import type { ApiClient } from '../../../lib/http/apiClient';
import type { StreamValue } from '../../../lib/realtime/streamMessages';

/** A point's latest value (GET /devices/:id/live): `value` scaled, `display` formatted by the server. */
export interface LivePoint extends StreamValue {
  writable: boolean;
  dataType: number;
  registerGroup: string | null;
}

export interface StatusEvent {
  status: DeviceStatusName;
  reason: string | null;
  at: string;
}

export const COMMAND_STATUSES = ['pending', 'ok', 'error', 'timeout'] as const;
export type CommandStatus = (typeof COMMAND_STATUSES)[number];

export interface DeviceCommand {
  id: string;
  type: string;
  pointId: number | null;
  pointName: string | null;
  payload: unknown;
  status: CommandStatus;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
  createdBy: string | number | null;
}

export interface SetValueResult {
  commandId: string;
  status: Exclude<CommandStatus, 'pending'>;
  error?: string | null;
}

export interface HourlyOutput {
  hour: number;
  value: number | null;
}

/**
 * Live monitoring of a device (view: item_query; writing a value: item_query setValue). Reads are
 * silent: a panel that cannot load says so itself, and polling failures are never shown (spec §8).
 */
export const monitoringApi = {
  /** Polled while the stream is down: in the background (no loading bar). */
  live: (client: ApiClient, deviceId: number) => client.get<LivePoint[]>(`/devices/${deviceId}/live`, { silent: true, background: true }),
  /** The server waits for the device's answer (up to 10 s). */
  setValue: (client: ApiClient, pointId: number, value: number | string | boolean) =>
    client.put<SetValueResult>(`/points/${pointId}/value`, { value }),
  statusEvents: (client: ApiClient, deviceId: number, range: { from: string; to: string }) =>
    client.get<StatusEvent[]>(`/devices/${deviceId}/status-events`, { query: range, silent: true }),
  commands: (client: ApiClient, deviceId: number) => client.get<DeviceCommand[]>(`/devices/${deviceId}/commands`, { silent: true }),
  hourlyOutput: (client: ApiClient, deviceId: number, date: string, pointId: number) =>
    // The day starts at the viewer's midnight.
    client.get<HourlyOutput[]>(`/devices/${deviceId}/hourly-output`, {
      query: { date, pointId, utcOffsetMinutes: -new Date().getTimezoneOffset() },
      silent: true,
    }),
};
