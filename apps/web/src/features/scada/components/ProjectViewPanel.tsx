import { FullscreenOutlined } from '@ant-design/icons';
import { Button, Flex, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { FeedIndicator } from '../../monitoring';
import type { ViewRow } from '../api/viewsApi';
import { useView, useViewLinks } from '../hooks/useViews';
import { switcherViews, viewQueryPath } from '../utils/views';
import type { SceneFeed } from './LiveScene';
import { ViewStage } from './ViewStage';
import { ViewSwitcher } from './ViewSwitcher';

export interface ProjectViewPanelProps {
  project: { id: number; name: string };
  /** The view shown first (the main PC view). */
  view: ViewRow;
  views: readonly ViewRow[];
}

/** The project page's "Views" tab (desktop): a view drawn live, the others a switch away, full screen a click away. */
export function ProjectViewPanel({ project, view, views }: ProjectViewPanelProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [shown, setShown] = useState(view);
  const detail = useView(shown.id);
  const links = useViewLinks(project, views);
  const [feed, setFeed] = useState<SceneFeed | null>(null);
  const choices = switcherViews(views, 'desktop').filter((candidate) => candidate.platform === 'pc');

  return (
    <div data-testid="project-view-panel">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Space wrap>
          {choices.length > 1 && <ViewSwitcher views={choices} value={shown.id} onChange={setShown} />}
          <Button
            icon={<FullscreenOutlined />}
            onClick={() => void navigate(viewQueryPath(project, shown))}
            data-testid="project-view-open"
          >
            {t('scada:view.open')}
          </Button>
        </Space>
        {feed && <FeedIndicator mode={feed.mode} onRefresh={feed.refresh} />}
      </Flex>
      <ViewStage projectId={project.id} view={detail.data} links={links} onFeed={setFeed} />
    </div>
  );
}
