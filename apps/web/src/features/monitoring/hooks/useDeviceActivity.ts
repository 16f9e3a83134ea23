import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { useDeviceMessages } from '../../../lib/realtime/RealtimeContext';
import { monitoringApi } from '../api/monitoringApi';

export const commandsQueryKey = (deviceId: number) => ['monitoring', 'commands', deviceId] as const;

/** The device's last 50 commands, newest first; refreshed when the stream reports a command's outcome. */
export function useDeviceCommands(deviceId: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  useDeviceMessages(deviceId, (message) => {
    if (message.type === 'command') void queryClient.invalidateQueries({ queryKey: commandsQueryKey(deviceId) });
  });
  return useQuery({ queryKey: commandsQueryKey(deviceId), queryFn: () => monitoringApi.commands(client, deviceId), retry: false });
}

/** Status changes between two times (ISO), newest first. */
export function useStatusEvents(deviceId: number, range: { from: string; to: string }) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['monitoring', 'status-events', deviceId, range],
    queryFn: () => monitoringApi.statusEvents(client, deviceId, range),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** One day's per-hour increase of a counter point. */
export function useHourlyOutput(deviceId: number, date: string, pointId: number | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['monitoring', 'hourly-output', deviceId, date, pointId],
    queryFn: () => monitoringApi.hourlyOutput(client, deviceId, date, pointId!),
    enabled: pointId !== undefined,
    retry: false,
  });
}
