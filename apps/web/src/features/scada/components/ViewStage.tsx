import { Spin } from 'antd';
import type { useView, useViewLinks } from '../hooks/useViews';
import { LiveScene, type SceneFeed } from './LiveScene';
import { ViewPopupModal } from './ViewPopupModal';

/**
 * A view on a desktop page: the live scene once its detail is loaded (a spinner before), and the
 * popup its links open. The project page's panel and the view page both draw it.
 */
export function ViewStage({
  projectId,
  view,
  links,
  onFeed,
}: {
  projectId: number;
  view: ReturnType<typeof useView>['data'];
  links: ReturnType<typeof useViewLinks>;
  onFeed: (feed: SceneFeed) => void;
}) {
  return (
    <>
      {view ? (
        <LiveScene key={view.id} scene={view.scene} projectId={projectId} onLink={links.onLink} onFeed={onFeed} testId="scada-view" />
      ) : (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      )}
      <ViewPopupModal projectId={projectId} view={links.popup} onLink={links.onLink} onClose={links.closePopup} />
    </>
  );
}
