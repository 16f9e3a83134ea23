import { useQuery } from '@tanstack/react-query';
import { MobileShareButton } from '../../../share-links';
import { DotLoading, Tabs } from 'antd-mobile';
import { useTranslation } from '../../../../i18n/useTranslation';
import { useSearchParams } from 'react-router';
import { useApiClient } from '../../../../lib/http/ApiClientContext';
import { EmptyState } from '../../../../ui/EmptyState';
import { devicesApi } from '../../../devices';
import { MobileProjectViewPanel, useFirstView } from '../../../scada';
import { MobileDeviceCard } from '../../components/MobileDeviceCard';
import { useProjectTab } from '../../hooks/useProjectTab';
import { projectFromQuery } from '../../../project-refs';

const loading = (
  <div style={{ textAlign: 'center', padding: 32 }}>
    <DotLoading />
  </div>
);

/** A project's devices with their points' live values. */
function MobileProjectDevices({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const devices = useQuery({
    queryKey: ['devices', 'project', projectId],
    queryFn: () => devicesApi.list(client, { page: 1, pageSize: 500, projectId }),
  });
  if (devices.isLoading) return loading;
  const items = devices.data?.items ?? [];
  return (
    <>
      {items.length === 0 && <EmptyState title={t('projects:detail.noDevices')} description="" />}
      {items.map((device) => (
        <MobileDeviceCard key={device.id} device={device} />
      ))}
    </>
  );
}

/**
 * Mobile project page (/item/item_query?itemId=&itemName=): its main view first when it has views
 * (the main mobile view, else the main PC view), its devices a tab away; without views, the devices.
 */
export function MobileProjectPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const [tab, setTab] = useProjectTab();
  const project = projectFromQuery(query);
  const first = useFirstView(project?.id, 'mobile');

  if (!project) return <EmptyState title={t('projects:detail.title')} description={t('points:noDevice')} />;
  if (first.loading) return loading;

  return (
    <div data-testid="mobile-project-page">
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', margin: '4px 4px 12px' }}>
        <span style={{ fontSize: 18, fontWeight: 600 }} data-testid="mobile-project-name">
          {project.name}
        </span>
        <MobileShareButton objectType="project" objectId={project.id} name={project.name} />
      </div>
      {first.view ? (
        <Tabs activeKey={tab} onChange={setTab} data-testid="project-tabs">
          <Tabs.Tab title={t('scada:view.tab')} key="views" destroyOnClose>
            <MobileProjectViewPanel project={project} view={first.view} views={first.views} />
          </Tabs.Tab>
          <Tabs.Tab title={t('scada:view.devices')} key="devices">
            <MobileProjectDevices projectId={project.id} />
          </Tabs.Tab>
        </Tabs>
      ) : (
        <MobileProjectDevices projectId={project.id} />
      )}
    </div>
  );
}
