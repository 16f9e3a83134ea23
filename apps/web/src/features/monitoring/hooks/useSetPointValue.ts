import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { monitoringApi } from '../api/monitoringApi';
import { commandsQueryKey } from './useDeviceActivity';

/**
 * Writes a point's value (PUT /points/:id/value; the server waits up to 10 s for the device).
 * Failures (400 out of range, 409 not writable or device offline) reach the caller and the user
 * through the API client's error catalogue; either way the command list is refreshed.
 */
export function useSetPointValue(deviceId: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pointId, value }: { pointId: number; value: number | string | boolean }) =>
      monitoringApi.setValue(client, pointId, value),
    onSettled: () => queryClient.invalidateQueries({ queryKey: commandsQueryKey(deviceId) }),
  });
}
