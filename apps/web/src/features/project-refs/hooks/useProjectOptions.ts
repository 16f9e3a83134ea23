import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { projectRefsApi } from '../api/projectRefsApi';

/** The projects the user may see, as select options (a filter or a form's project field). */
export function useProjectOptions(): { value: number; label: string }[] {
  const client = useApiClient();
  const projects = useQuery({
    queryKey: ['projects', 'options'],
    queryFn: () => projectRefsApi.options(client),
  });
  return (projects.data?.items ?? []).map((project) => ({ value: project.id, label: project.name }));
}
