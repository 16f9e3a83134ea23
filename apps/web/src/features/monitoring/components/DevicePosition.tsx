import { parseLocation } from '@fieldlink/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import type { DeviceRow } from '../../devices';
import { ProjectMap, projectRefsApi } from '../../project-refs';

export interface DevicePositionProps {
  device: Pick<DeviceRow, 'id' | 'name' | 'gps' | 'projectId' | 'projectName'>;
  height?: number;
}

const ignore = () => undefined;

/**
 * Where the device is: its GPS position on the projects' map (same tiles and markers), or its
 * project's location when the device has none.
 */
export function DevicePosition({ device, height = 360 }: DevicePositionProps) {
  const { t } = useTranslation();
  const client = useApiClient();
  const gps = device.gps && parseLocation(device.gps) ? device.gps : null;
  const project = useQuery({
    queryKey: ['projects', 'one', device.projectId],
    queryFn: () => projectRefsApi.one(client, device.projectId),
    enabled: gps === null,
  });
  const location = gps ?? project.data?.location ?? '';
  const markers = useMemo(() => [{ id: device.id, name: device.name, location }], [device.id, device.name, location]);
  const caption = gps
    ? t('monitoring:position.gps', { location: gps })
    : location
      ? t('monitoring:position.project', { project: device.projectName, location })
      : t('monitoring:position.none');

  return (
    <div data-testid="device-position" data-source={gps ? 'gps' : location ? 'project' : 'none'}>
      <div style={{ color: 'rgba(0,0,0,0.55)', fontSize: 13, marginBottom: 8 }}>{caption}</div>
      <ProjectMap projects={markers} onOpen={ignore} height={height} />
    </div>
  );
}
