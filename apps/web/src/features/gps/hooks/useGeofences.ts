import type { GeofenceBody } from '@fieldlink/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { gpsApi } from '../api/gpsApi';

/** A device's geofences. */
export function useGeofences(deviceId: number | undefined) {
  const client = useApiClient();
  return useQuery({ queryKey: ['gps-fences', deviceId], queryFn: () => gpsApi.fences(client, deviceId!), enabled: deviceId !== undefined });
}

/** Adds (no `id`) or changes a fence, deletes one; the device's list is read again after. */
export function useGeofenceMutations(deviceId: number | undefined) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: ['gps-fences', deviceId] });
  const save = useMutation({
    mutationFn: ({ id, body }: { id?: number | undefined; body: GeofenceBody }) =>
      id === undefined ? gpsApi.createFence(client, deviceId!, body) : gpsApi.updateFence(client, id, body),
    onSuccess,
  });
  const remove = useMutation({ mutationFn: (id: number) => gpsApi.deleteFence(client, id), onSuccess });
  return { save, remove };
}
