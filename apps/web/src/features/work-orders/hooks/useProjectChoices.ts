import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { devicesApi } from '../../devices';
import { projectsApi } from '../../projects';

/** The projects the user can see, for filters and the request form. */
export function useProjectChoices() {
  const client = useApiClient();
  return useQuery({
    queryKey: ['projects', 'choices'],
    queryFn: async () => (await projectsApi.list(client, { page: 1, pageSize: 500 }, true)).items.map((p) => ({ id: p.id, name: p.name })),
  });
}

/** A project's devices, for the request form. */
export function useDeviceChoices(projectId: number | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['devices', 'choices', projectId],
    enabled: projectId !== undefined,
    queryFn: async () =>
      (await devicesApi.list(client, { page: 1, pageSize: 500, projectId }, true)).items.map((d) => ({ id: d.id, name: d.name })),
  });
}
