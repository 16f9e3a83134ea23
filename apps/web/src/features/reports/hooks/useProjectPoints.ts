import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { reportsApi } from '../api/reportsApi';

/** Every point of a project's devices, labelled `device · point (unit)` (a report's columns), in one call (viewinfoList). */
export function useProjectPoints(projectId: number | undefined, enabled: boolean) {
  const client = useApiClient();
  const points = useQuery({
    queryKey: ['reports', 'points', projectId],
    queryFn: () => reportsApi.reportPoints(client, { page: 1, pageSize: 500, projectId: projectId! }),
    enabled: enabled && projectId !== undefined,
  });
  return (points.data?.items ?? []).map((p) => ({
    value: p.pointId,
    label: `${p.deviceName} · ${p.pointName}${p.unit ? ` (${p.unit})` : ''}`,
  }));
}
