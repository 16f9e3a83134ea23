import type { Layer, LinkTarget, Scene, SceneElement } from '@fieldlink/domain';
import { NO_VALUE } from '@fieldlink/domain';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode, type Ref } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { ElementNode } from './ElementNode';
import styles from './scene.module.css';
import type { ControlElement, ControlIntent, RenderContext, SceneValues, SceneWords } from './types';
import { ValuesHub } from './valuesHub';

/** Where a scene's values come from without React: a snapshot, and a call on each new one. */
export interface SceneSource {
  subscribe(listener: () => void): () => void;
  getSnapshot(): SceneValues;
}

/**
 * The values to draw: a snapshot (`values`, each new one rendered down as a prop) or a `source`
 * the scene subscribes to itself, so a new snapshot renders nothing above the elements (live views).
 */
type SceneValuesProps = { values: SceneValues; source?: undefined } | { source: SceneSource; values?: undefined };

export type SceneSvgProps = SceneValuesProps & {
  scene: Scene;
  /** `edit`: controls do nothing and links do not navigate (the editor hit-tests `data-element-id`). */
  mode: 'run' | 'edit';
  /** A switch or button was pressed (run mode, controls enabled). */
  onControl?: (element: ControlElement, intent: ControlIntent) => void;
  /** A link was pressed (run mode). */
  onLink?: (target: LinkTarget) => void;
  /** A gallery image's object URL, once loaded. Keep it stable: a new function redraws every element. */
  gallery?: (id: number) => string | undefined;
  /** False: controls are drawn disabled (the user may not write values). Default: true when `onControl` is given. */
  controlsEnabled?: boolean;
  /** Drawn above the layers, in scene coordinates (the editor's selection handles). */
  overlay?: ReactNode;
  svgRef?: Ref<SVGSVGElement>;
  className?: string;
  style?: CSSProperties;
};

export interface SceneLayer {
  layer: Layer;
  elements: SceneElement[];
}

/** The visible layers in drawing order, each with its visible top-level elements (an unknown layer reads as the first). */
export function visibleLayers(scene: Pick<Scene, 'layers' | 'elements'>): SceneLayer[] {
  const first = scene.layers[0]?.id;
  const byLayer = new Map<string, SceneElement[]>(scene.layers.map((layer) => [layer.id, []]));
  for (const element of scene.elements) {
    if (element.hidden) continue;
    const list = (element.layer !== undefined && byLayer.get(element.layer)) || (first !== undefined ? byLayer.get(first) : undefined);
    list?.push(element);
  }
  return scene.layers.filter((layer) => layer.visible).map((layer) => ({ layer, elements: byLayer.get(layer.id) ?? [] }));
}

const noGallery = () => undefined;

/**
 * A view's scene as one SVG: the background, then each visible layer's elements in order. Pure:
 * it draws `values` and reports presses; each element re-renders only when its own readings change
 * (see ValuesHub).
 */
export function SceneSvg({
  scene,
  values,
  source,
  mode,
  onControl,
  onLink,
  gallery,
  controlsEnabled,
  overlay,
  svgRef,
  className,
  style,
}: SceneSvgProps) {
  const { t } = useTranslation();
  const handlers = useRef({ onControl, onLink });
  useEffect(() => {
    handlers.current = { onControl, onLink };
  });
  const words = useMemo<SceneWords>(
    () => ({ on: t('scada:render.on'), off: t('scada:render.off'), noAlarms: t('scada:render.noAlarms'), noValue: NO_VALUE }),
    [t],
  );
  const enabled = mode === 'run' && (controlsEnabled ?? onControl !== undefined);
  const ctx = useMemo<RenderContext>(
    () => ({
      mode,
      words,
      controlsEnabled: enabled,
      control: (element, intent) => {
        if (mode === 'run') handlers.current.onControl?.(element, intent);
      },
      link: (target) => {
        if (mode === 'run') handlers.current.onLink?.(target);
      },
      gallery: gallery ?? noGallery,
    }),
    [mode, words, enabled, gallery],
  );
  const layers = useMemo(() => visibleLayers(scene), [scene]);
  // New values go to the hub, not down the tree: the elements below are the same React elements
  // from frame to frame, and each one whose readings changed renders itself (in the same commit).
  const [hub] = useState(() => new ValuesHub(source ? source.getSnapshot() : values!));
  useLayoutEffect(() => {
    if (values) hub.set(values);
  }, [hub, values]);
  useLayoutEffect(() => {
    if (!source) return undefined;
    const update = () => hub.set(source.getSnapshot());
    update();
    return source.subscribe(update);
  }, [hub, source]);
  const content = useMemo(
    () =>
      layers.map(({ layer, elements }) => (
        <g key={layer.id} data-layer-id={layer.id}>
          {elements.map((element) => (
            <ElementNode key={element.id} element={element} hub={hub} ctx={ctx} />
          ))}
        </g>
      )),
    [layers, hub, ctx],
  );
  return (
    <svg
      ref={svgRef}
      className={className ? `${styles.scene} ${className}` : styles.scene}
      style={style}
      viewBox={`0 0 ${scene.width} ${scene.height}`}
      xmlns="http://www.w3.org/2000/svg"
      data-testid="scada-scene"
    >
      <rect width={scene.width} height={scene.height} fill={scene.background} />
      {content}
      {overlay}
    </svg>
  );
}
