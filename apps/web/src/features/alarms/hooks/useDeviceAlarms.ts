import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { useDeviceMessages } from '../../../lib/realtime/RealtimeContext';
import { usePermission } from '../../access';
import { alarmsApi } from '../api/alarmsApi';

/** Without the stream a device's alarms are read again this often. */
const FALLBACK_POLL_MS = 10_000;

/**
 * A device's open alarms (active or acknowledged), refreshed at once when the stream says one was
 * raised, acknowledged or cleared, and every 10 s besides. Nothing is read without alarm_records view.
 */
export function useDeviceAlarms(deviceId: number | undefined) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const allowed = usePermission('alarm_records').can('view');
  const key = ['alarms', 'device', deviceId];
  const alarms = useQuery({
    queryKey: key,
    queryFn: () => alarmsApi.list(client, { page: 1, pageSize: 100, state: 'open', deviceId }, true),
    enabled: allowed && deviceId !== undefined,
    refetchInterval: FALLBACK_POLL_MS,
  });
  useDeviceMessages(allowed ? deviceId : undefined, (message) => {
    if (message.type === 'alarm') void queryClient.invalidateQueries({ queryKey: ['alarms'] });
  });
  return { allowed, alarms: alarms.data?.items ?? [], loading: alarms.isLoading };
}
