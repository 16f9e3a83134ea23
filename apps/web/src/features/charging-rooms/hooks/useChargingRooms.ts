import type { ChargingRoomCreate } from '@fieldlink/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { chargingRoomsApi } from '../api/chargingRoomsApi';

/** The rooms of the user's projects (one project's when `projectId` is set). */
export function useChargingRooms(projectId: number | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['charging-rooms', projectId ?? null],
    queryFn: () => chargingRoomsApi.list(client, { projectId, page: 1, pageSize: 200 }),
  });
}

/** Create (no id) or save (an id) a room; the lists refresh after. */
export function useSaveChargingRoom() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: ChargingRoomCreate }) => {
      if (id === undefined) return chargingRoomsApi.create(client, body);
      const { projectId: _projectId, ...update } = body;
      return chargingRoomsApi.update(client, id, update);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['charging-rooms'] }),
  });
}

export function useDeleteChargingRoom() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => chargingRoomsApi.remove(client, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['charging-rooms'] }),
  });
}
