import { fitTransform } from '@fieldlink/domain';
import { useTranslation } from '../../../../i18n/useTranslation';
import type { OverviewData } from '../../../home';
import { ProjectMap } from '../../../project-refs';
import { LiveScene, useView } from '../../../scada';
import styles from '../screens.module.css';

const ignore = () => undefined;

/** The projects on the map, its tiles darkened for the wall. */
export function MapWidget({ overview, height }: { overview: OverviewData | undefined; height: number }) {
  return (
    <div className={styles.darkMap}>
      <ProjectMap projects={overview?.projects ?? []} onOpen={ignore} height={height} />
    </div>
  );
}

/** A SCADA view of the screen's project, drawn live and letterboxed into the widget. */
export function ScadaWidget({
  viewId,
  projectId,
  width,
  height,
}: {
  viewId: number | undefined;
  projectId: number;
  width: number;
  height: number;
}) {
  const { t } = useTranslation();
  const view = useView(viewId);
  const scene = view.data?.scene;
  if (!scene) return <div className={`${styles.center} ${styles.muted}`}>{view.isError ? t('screens:widgets.noView') : ''}</div>;
  const fit = fitTransform(scene, { width, height }, 'letterbox');
  return (
    <div style={{ position: 'relative', width, height, overflow: 'hidden' }}>
      <div
        style={{
          position: 'absolute',
          left: fit.left,
          top: fit.top,
          width: scene.width,
          height: scene.height,
          transform: `scale(${fit.scaleX})`,
          transformOrigin: '0 0',
        }}
      >
        <LiveScene scene={scene} projectId={projectId} onLink={ignore} testId="screen-scada" />
      </div>
    </div>
  );
}
