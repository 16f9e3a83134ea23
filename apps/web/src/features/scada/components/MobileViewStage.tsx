import { DotLoading } from 'antd-mobile';
import { useTranslation } from '../../../i18n/useTranslation';
import type { useView, useViewLinks } from '../hooks/useViews';
import { LiveScene, type SceneFeed } from './LiveScene';
import { MobileViewPopup } from './MobileViewPopup';
import { ZoomPan } from './ZoomPan';

/**
 * A view on a phone page: the live scene, pinch-zoomable, once its detail is loaded (a loading dot
 * before), and the popup its links open. The project page's panel and the view page both draw it.
 */
export function MobileViewStage({
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
  const { t } = useTranslation();
  return (
    <>
      {view ? (
        <ZoomPan key={view.id} aspect={view.scene.height / view.scene.width} resetLabel={t('scada:view.resetZoom')}>
          <LiveScene scene={view.scene} projectId={projectId} onLink={links.onLink} onFeed={onFeed} testId="scada-view" />
        </ZoomPan>
      ) : (
        <div style={{ textAlign: 'center', padding: 32 }}>
          <DotLoading />
        </div>
      )}
      <MobileViewPopup projectId={projectId} view={links.popup} onLink={links.onLink} onClose={links.closePopup} />
    </>
  );
}
