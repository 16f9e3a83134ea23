import { pointLabel } from '@fieldlink/domain';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { useLanguage } from '../../../lib/language/useLanguage';
import { devicesApi } from '../../devices';
import { pointsApi } from '../../points';
import { viewsApi, devicePointsKey } from '../../scada';

/** What a screen of the project may show: its points ("device / point"), its SCADA views and its devices, as select options. */
export function useProjectBindings(projectId: number | undefined) {
  const client = useApiClient();
  const language = useLanguage();
  const devices = useQuery({
    queryKey: ['devices', 'of-project', projectId],
    queryFn: () => devicesApi.list(client, { projectId, page: 1, pageSize: 500 }, true),
    enabled: projectId !== undefined,
  });
  const points = useQueries({
    queries: (devices.data?.items ?? []).map((device) => ({
      queryKey: devicePointsKey(device.id),
      queryFn: () => pointsApi.list(client, device.id),
      staleTime: 60_000,
    })),
  });
  const views = useQuery({
    queryKey: ['scada', 'views', projectId],
    queryFn: () => viewsApi.list(client, projectId!),
    enabled: projectId !== undefined,
  });
  const pointOptions = (devices.data?.items ?? []).flatMap((device, index) =>
    (points[index]?.data?.items ?? []).map((point) => ({ value: point.id, label: `${device.name} / ${pointLabel(point, language)}` })),
  );
  const viewOptions = (views.data ?? []).filter((view) => view.platform !== 'popup').map((view) => ({ value: view.id, label: view.name }));
  const deviceOptions = (devices.data?.items ?? []).map((device) => ({ value: device.id, label: device.name }));
  return { pointOptions, viewOptions, deviceOptions };
}
