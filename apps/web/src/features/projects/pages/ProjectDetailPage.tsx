import { ArrowLeftOutlined, FormOutlined } from '@ant-design/icons';
import { Button, Result, Space, Spin, Tabs } from 'antd';
import { ShareButton } from '../../share-links';
import { useTranslation } from '../../../i18n/useTranslation';
import { useNavigate, useSearchParams } from 'react-router';
import { usePageLabel } from '../../../lib/navigation/PageLabel';
import { AdminPage } from '../../../ui/AdminPage';
import { Permission } from '../../access';
import { ProjectViewPanel, shapePath, useFirstView } from '../../scada';
import { ProjectDevicesPanel } from '../components/ProjectDevicesPanel';
import { useProjectTab } from '../hooks/useProjectTab';
import { projectFromQuery } from '../../project-refs';

/**
 * A project (page item_query, /item/item_query?itemId=&itemName=): its main view first when it has
 * views, its devices one tab away (the tab kept in the address); without views, the devices alone.
 */
export function ProjectDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const [tab, setTab] = useProjectTab();
  const project = projectFromQuery(query);
  usePageLabel(project?.name);
  const first = useFirstView(project?.id, 'desktop');

  if (!project) return <Result status="warning" title={t('projects:detail.title')} subTitle={t('points:noDevice')} />;

  return (
    <AdminPage
      title={project.name || t('projects:detail.title')}
      testId="project-detail-page"
      filters={
        <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/item/item_page')}>
          {t('projects:detail.back')}
        </Button>
      }
      actions={
        <Space>
          <ShareButton objectType="project" objectId={project.id} name={project.name} />
          {/* The project's views in the view designer (issue 16). */}
          <Permission page="shape" need="edit">
            <Button
              icon={<FormOutlined />}
              onClick={() => void navigate(shapePath({ projectId: project.id }))}
              data-testid="project-design-views"
            >
              {t('scadaEditor:designViews')}
            </Button>
          </Permission>
        </Space>
      }
    >
      {first.loading ? (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      ) : first.view ? (
        <Tabs
          activeKey={tab}
          onChange={setTab}
          destroyOnHidden
          data-testid="project-tabs"
          items={[
            {
              key: 'views',
              label: t('scada:view.tab'),
              children: <ProjectViewPanel project={project} view={first.view} views={first.views} />,
            },
            { key: 'devices', label: t('scada:view.devices'), children: <ProjectDevicesPanel project={project} /> },
          ]}
        />
      ) : (
        <ProjectDevicesPanel project={project} />
      )}
    </AdminPage>
  );
}
