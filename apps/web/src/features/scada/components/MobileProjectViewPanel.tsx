import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { FeedIndicator } from '../../monitoring';
import { useView, useViewLinks } from '../hooks/useViews';
import { switcherViews, viewQueryPath } from '../utils/views';
import type { SceneFeed } from './LiveScene';
import { MobileViewStage } from './MobileViewStage';
import { MobileViewTabs } from './MobileViewTabs';
import type { ProjectViewPanelProps } from './ProjectViewPanel';

/** The phone project page's views section: the main mobile (else PC) view, live, pinch to zoom. */
export function MobileProjectViewPanel({ project, view, views }: ProjectViewPanelProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [shown, setShown] = useState(view);
  const detail = useView(shown.id);
  const links = useViewLinks(project, views);
  const [feed, setFeed] = useState<SceneFeed | null>(null);
  const choices = switcherViews(views, 'mobile');

  return (
    <div data-testid="project-view-panel">
      {choices.length > 1 && <MobileViewTabs views={choices} value={shown.id} onChange={setShown} />}
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', margin: '4px 4px 8px' }}>
        {feed ? <FeedIndicator mode={feed.mode} onRefresh={feed.refresh} /> : <span />}
        <Button size="mini" onClick={() => void navigate(viewQueryPath(project, shown))} data-testid="project-view-open">
          {t('scada:view.open')}
        </Button>
      </div>
      <MobileViewStage projectId={project.id} view={detail.data} links={links} onFeed={setFeed} />
    </div>
  );
}
