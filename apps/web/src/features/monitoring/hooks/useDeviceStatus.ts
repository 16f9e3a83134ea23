import type { DeviceStatusName } from '@fieldlink/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import type { ApiError } from '../../../lib/http/ApiError';
import { useDeviceMessages } from '../../../lib/realtime/RealtimeContext';
import type { DeviceRow } from '../../devices';
import { pollInterval, type FeedMode } from '../utils/liveFeed';
import { useFeedMode } from './useFeedMode';

export interface DeviceStatus {
  device: DeviceRow | undefined;
  status: DeviceStatusName | undefined;
  /** When the device entered its status (ISO), when known. */
  statusAt: string | null;
  loading: boolean;
  /** Why the device could not be loaded (404: gone or out of the user's scope). */
  error: ApiError | null;
  mode: FeedMode;
}

/** The same key as the points editor's device query: both read one cached device. */
export const deviceQueryKey = (deviceId: number | undefined) => ['devices', 'one', deviceId] as const;

/**
 * A device and its status: GET /devices/:id, then the stream's status pushes. While the stream is
 * down the device is polled every 10 s in the background; a failed poll stops it (spec §4).
 */
export function useDeviceStatus(deviceId: number | undefined): DeviceStatus {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const key = deviceQueryKey(deviceId);
  const feed = useFeedMode(() => void queryClient.invalidateQueries({ queryKey: key, exact: true }));
  const query = useQuery<DeviceRow, ApiError>({
    queryKey: key,
    enabled: deviceId !== undefined,
    queryFn: async () => {
      // The first load shows its failure (a device that does not exist); polls stay quiet.
      const polling = queryClient.getQueryData(key) !== undefined;
      try {
        const device = await client.get<DeviceRow>(`/devices/${deviceId}`, polling ? { silent: true, background: true } : {});
        feed.report('fetchOk');
        return device;
      } catch (error) {
        feed.report('fetchFailed');
        throw error;
      }
    },
    refetchInterval: pollInterval(feed.mode),
    retry: false,
  });

  useDeviceMessages(deviceId, (message) => {
    if (message.type !== 'status') return;
    queryClient.setQueryData<DeviceRow>(key, (device) =>
      device ? { ...device, status: message.status, statusAt: message.at ?? device.statusAt } : device,
    );
    // The device again, for the failure's cause; the status history gains an entry.
    void queryClient.invalidateQueries({ queryKey: key, exact: true });
    void queryClient.invalidateQueries({ queryKey: ['monitoring', 'status-events', deviceId] });
  });

  return {
    device: query.data,
    status: query.data?.status,
    statusAt: query.data?.statusAt ?? null,
    loading: query.isLoading,
    error: query.error,
    mode: feed.mode,
  };
}
