import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Result, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useNavigate, useSearchParams } from 'react-router';
import { usePageLabel } from '../../../lib/navigation/PageLabel';
import { ShareButton } from '../../share-links';
import { AdminPage } from '../../../ui/AdminPage';
import { FeedIndicator } from '../../monitoring';
import { projectDetailPath } from '../../project-refs';
import type { SceneFeed } from '../components/LiveScene';
import { ViewStage } from '../components/ViewStage';
import { ViewSwitcher } from '../components/ViewSwitcher';
import { useProjectViews, useView, useViewLinks } from '../hooks/useViews';
import { switcherViews, viewPageQuery, viewQueryPath } from '../utils/views';

/** A project's view drawn live, full width (page item_query, /item/view_query?itemId=&viewId=&itemName=&viewName=). */
export function ViewQueryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const { project, viewId, viewName } = viewPageQuery(query);
  const views = useProjectViews(project?.id);
  const view = useView(viewId);
  const links = useViewLinks(project, views.data);
  const [feed, setFeed] = useState<SceneFeed | null>(null);
  const name = view.data?.name ?? viewName;
  usePageLabel(name || undefined);

  if (!project || viewId === undefined) return <Result status="warning" title={t('scada:view.title')} subTitle={t('scada:view.invalid')} />;
  if (view.isError)
    return <Result status="404" title={t('scada:view.title')} subTitle={t('scada:view.notFound')} data-testid="scada-view-not-found" />;

  return (
    <AdminPage
      title={name || t('scada:view.title')}
      testId="view-query-page"
      filters={
        <Space wrap>
          <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(projectDetailPath(project))}>
            {project.name || t('scada:view.back')}
          </Button>
          {views.data && views.data.length > 1 && (
            <ViewSwitcher
              views={switcherViews(views.data, 'desktop')}
              value={viewId}
              onChange={(next) => void navigate(viewQueryPath(project, next))}
            />
          )}
        </Space>
      }
      actions={
        <Space>
          {view.data && <ShareButton objectType="view" objectId={view.data.id} name={view.data.name} />}
          {feed && <FeedIndicator mode={feed.mode} onRefresh={feed.refresh} />}
        </Space>
      }
    >
      <ViewStage projectId={project.id} view={view.data} links={links} onFeed={setFeed} />
    </AdminPage>
  );
}
