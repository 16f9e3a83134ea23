import { useQuery } from '@tanstack/react-query';
import { DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApiClient } from '../../../../lib/http/ApiClientContext';
import { EmptyState } from '../../../../ui/EmptyState';
import { devicesApi } from '../../../devices/api/devicesApi';
import { MobileDeviceCard } from '../../components/MobileDeviceCard';
import { projectFromQuery } from '../../utils/projectPaths';

/** Mobile project page (/item/item_query?itemId=&itemName=): its devices with their points' live values. */
export function MobileProjectPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const [query] = useSearchParams();
  const project = projectFromQuery(query);
  const devices = useQuery({
    queryKey: ['devices', 'project', project?.id],
    queryFn: () => devicesApi.list(client, { page: 1, pageSize: 500, projectId: project?.id }),
    enabled: project !== undefined,
  });
  const items = devices.data?.items ?? [];

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
      {items.map((device) => (
        <MobileDeviceCard key={device.id} device={device} />
      ))}
    </div>
  );
}
