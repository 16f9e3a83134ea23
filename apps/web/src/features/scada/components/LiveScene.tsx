import type { LinkTarget, Scene } from '@fieldlink/domain';
import { useEffect, type CSSProperties } from 'react';
import type { FeedMode } from '../../monitoring';
import { useGalleryUrls } from '../hooks/useGalleryUrls';
import { useSceneControls } from '../hooks/useSceneControls';
import { useSceneValues } from '../hooks/useSceneValues';
import { SceneSvg } from '../render/SceneSvg';

export interface SceneFeed {
  mode: FeedMode;
  refresh(): void;
}

export interface LiveSceneProps {
  scene: Scene;
  projectId: number;
  onLink(target: LinkTarget): void;
  /** Where the values come from, told when it changes (for a feed indicator outside). */
  onFeed?(feed: SceneFeed): void;
  style?: CSSProperties;
  testId?: string;
}

/**
 * A view drawn with live values, its controls writing points. New values go from the store to the
 * scene's elements without rendering this component (SceneSvg `source`).
 */
export function LiveScene({ scene, projectId, onLink, onFeed, style, testId }: LiveSceneProps) {
  const live = useSceneValues(scene, projectId);
  const gallery = useGalleryUrls(scene);
  const controls = useSceneControls(live.source.getSnapshot);
  const { mode, refresh } = live;
  useEffect(() => {
    onFeed?.({ mode, refresh });
    // Told once per mode; `refresh` refetches whatever the scene reads now.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode]);
  return (
    <div data-testid={testId} data-feed={mode} style={{ lineHeight: 0 }}>
      <SceneSvg
        scene={scene}
        source={live.source}
        mode="run"
        onControl={controls.onControl}
        controlsEnabled={controls.enabled}
        onLink={onLink}
        gallery={gallery}
        style={{ width: '100%', height: 'auto', ...style }}
      />
      {controls.host}
    </div>
  );
}
