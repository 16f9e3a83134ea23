import { useQueries, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { devicesApi } from '../../devices/api/devicesApi';
import { pointsApi } from '../../points/api/pointsApi';

/** Every point of a project's devices, labelled `device · point (unit)` (a report's columns). */
export function useProjectPoints(projectId: number | undefined, enabled: boolean) {
  const client = useApiClient();
  const devices = useQuery({
    queryKey: ['devices', 'of-project', projectId],
    queryFn: () => devicesApi.list(client, { page: 1, pageSize: 500, projectId: projectId! }, true),
    enabled: enabled && projectId !== undefined,
  });
  const lists = useQueries({
    queries: (devices.data?.items ?? []).map((d) => ({
      queryKey: ['points', d.id],
      queryFn: () => pointsApi.list(client, d.id),
      enabled,
    })),
  });
  const byDevice = new Map((devices.data?.items ?? []).map((d) => [d.id, d.name]));
  return lists.flatMap((q) =>
    (q.data?.items ?? []).map((p) => ({
      value: p.id,
      label: `${byDevice.get(p.deviceId) ?? ''} · ${p.name}${p.unit ? ` (${p.unit})` : ''}`,
    })),
  );
}
