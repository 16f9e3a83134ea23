import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { configurationApi } from '../api/configurationApi';

/** What is configured for one project (nothing asked before a project is chosen). */
export function useProjectConfiguration(projectId: number | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['projects', 'configuration', projectId ?? null],
    queryFn: () => configurationApi.of(client, projectId!),
    enabled: projectId !== undefined,
  });
}
