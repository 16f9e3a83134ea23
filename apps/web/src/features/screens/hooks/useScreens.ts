import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { screensApi } from '../api/screensApi';

/** The screens of the user's projects (one project's when `projectId` is set), with their thumbnails. */
export function useScreenList(projectId: number | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['screens', 'list', projectId ?? null],
    queryFn: () => screensApi.list(client, { projectId, page: 1, pageSize: 500 }),
  });
}

export function useDeleteScreen() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => screensApi.remove(client, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['screens'] }),
  });
}
