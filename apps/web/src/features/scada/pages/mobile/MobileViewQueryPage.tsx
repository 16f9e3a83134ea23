import { useState } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../../ui/EmptyState';
import { MobileShareButton } from '../../../share-links';
import { FeedIndicator } from '../../../monitoring';
import type { SceneFeed } from '../../components/LiveScene';
import { MobileViewStage } from '../../components/MobileViewStage';
import { MobileViewTabs } from '../../components/MobileViewTabs';
import { useProjectViews, useView, useViewLinks } from '../../hooks/useViews';
import { switcherViews, viewPageQuery, viewQueryPath } from '../../utils/views';

/** A project's view on the phone (/item/view_query): fitted to the width, pinch to zoom, views to switch. */
export function MobileViewQueryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const { project, viewId, viewName } = viewPageQuery(query);
  const views = useProjectViews(project?.id);
  const view = useView(viewId);
  const links = useViewLinks(project, views.data);
  const [feed, setFeed] = useState<SceneFeed | null>(null);

  if (!project || viewId === undefined) return <EmptyState title={t('scada:view.title')} description={t('scada:view.invalid')} />;
  if (view.isError)
    return <EmptyState title={t('scada:view.title')} description={t('scada:view.notFound')} testId="scada-view-not-found" />;
  const choices = switcherViews(views.data ?? [], 'mobile');

  return (
    <div data-testid="mobile-view-page">
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', margin: '4px 4px 8px' }}>
        <span style={{ fontSize: 18, fontWeight: 600 }}>{view.data?.name ?? viewName}</span>
        <span style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          {view.data && <MobileShareButton objectType="view" objectId={view.data.id} name={view.data.name} />}
          {feed && <FeedIndicator mode={feed.mode} onRefresh={feed.refresh} />}
        </span>
      </div>
      {choices.length > 1 && (
        <MobileViewTabs
          views={choices}
          value={viewId}
          onChange={(next) => void navigate(viewQueryPath(project, next), { replace: true })}
        />
      )}
      <MobileViewStage projectId={project.id} view={view.data} links={links} onFeed={setFeed} />
    </div>
  );
}
