import { DEVICE_STATUS_LABELS, type DeviceStatusName } from '@fieldlink/domain';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Card, DotLoading, List, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApiClient } from '../../../../lib/http/ApiClientContext';
import { NO_VALUE } from '@fieldlink/domain';
import { EmptyState } from '../../../../ui/EmptyState';
import { useLanguage } from '../../../access/hooks/useLanguage';
import { devicesApi } from '../../../devices/api/devicesApi';
import { pointsApi } from '../../../points/api/pointsApi';
import { projectFromQuery } from '../../utils/projectPaths';

const STATUS_COLORS: Record<DeviceStatusName, string> = { online: 'success', comm_failure: 'warning', offline: 'default' };

/** Mobile project page (/item/item_query?itemId=&itemName=): its devices and each device's points. */
export function MobileProjectPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const client = useApiClient();
  const [query] = useSearchParams();
  const project = projectFromQuery(query);
  const devices = useQuery({
    queryKey: ['devices', 'project', project?.id],
    queryFn: () => devicesApi.list(client, { page: 1, pageSize: 500, projectId: project?.id }),
    enabled: project !== undefined,
  });
  const items = devices.data?.items ?? [];
  const points = useQueries({
    queries: items.map((device) => ({ queryKey: ['points', device.id], queryFn: () => pointsApi.list(client, device.id) })),
  });

  if (!project) return <EmptyState title={t('projects:detail.title')} description={t('points:noDevice')} />;
  if (devices.isLoading) {
    return (
      <div style={{ textAlign: 'center', padding: 32 }}>
        <DotLoading />
      </div>
    );
  }

  return (
    <div data-testid="mobile-project-page">
      <div style={{ fontSize: 18, fontWeight: 600, margin: '4px 4px 12px' }} data-testid="mobile-project-name">
        {project.name}
      </div>
      {items.length === 0 && <EmptyState title={t('projects:detail.noDevices')} description="" />}
      {items.map((device, index) => {
        const list = points[index]?.data?.items ?? [];
        return (
          <Card
            key={device.id}
            title={device.name}
            extra={<Tag color={STATUS_COLORS[device.status]}>{DEVICE_STATUS_LABELS[device.status][language]}</Tag>}
            style={{ marginBottom: 12, borderRadius: 8 }}
            data-testid={`mobile-device-${device.id}`}
          >
            {points[index]?.isLoading ? (
              <DotLoading />
            ) : list.length === 0 ? (
              <div style={{ color: '#999' }}>{t('projects:mobile.noPoints')}</div>
            ) : (
              <List style={{ '--border-top': 'none', '--border-bottom': 'none', '--padding-left': '0' }}>
                {list.map((point) => (
                  <List.Item
                    key={point.id}
                    extra={<span style={{ color: '#999' }}>{NO_VALUE}</span>}
                    data-testid={`mobile-point-${point.id}`}
                  >
                    {point.name}
                    {point.unit && <span style={{ color: '#999', marginLeft: 6 }}>({point.unit})</span>}
                  </List.Item>
                ))}
              </List>
            )}
          </Card>
        );
      })}
    </div>
  );
}
