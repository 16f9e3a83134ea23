import type { SceneElement } from '@fieldlink/domain';
import { memo, useRef, type ReactNode, type Ref } from 'react';
import { elementTransform, groupTransform } from '../utils/geometry';
import { AlarmElement } from './elements/AlarmElement';
import { BarElement } from './elements/BarElement';
import { ButtonElement } from './elements/ButtonElement';
import { GaugeElement } from './elements/GaugeElement';
import { ImageElement } from './elements/ImageElement';
import { LampElement } from './elements/LampElement';
import { LinkElement } from './elements/LinkElement';
import { PipeElement } from './elements/PipeElement';
import { ShapeElement } from './elements/ShapeElement';
import { SwitchElement } from './elements/SwitchElement';
import { SymbolElement } from './elements/SymbolElement';
import { TankElement } from './elements/TankElement';
import { TextElement } from './elements/TextElement';
import { TrendElement } from './elements/TrendElement';
import { ValueElement } from './elements/ValueElement';
import { liveElement, useLiveReading, type LiveElement } from './live';
import styles from './scene.module.css';
import type { ElementReading, RenderContext, SceneValues } from './types';
import { useElementValues, type ValuesHub } from './valuesHub';

interface NodeProps {
  element: SceneElement;
  hub: ValuesHub;
  ctx: RenderContext;
}

function bindingOf(element: SceneElement) {
  return 'binding' in element ? element.binding : undefined;
}

/**
 * Whether an element draws the same from two value snapshots: its own reading (a trend: its
 * series; the alarm banner: the alarm list; a group: its children's) kept its identity.
 */
export function sameInputs(element: SceneElement, a: SceneValues, b: SceneValues): boolean {
  if (a === b) return true;
  switch (element.kind) {
    case 'group':
      return element.children.every((child) => child.hidden || sameInputs(child, a, b));
    case 'trend':
      return element.bindings.every(
        (binding) => a.reading(binding) === b.reading(binding) && a.history?.(binding) === b.history?.(binding),
      );
    case 'alarm':
      return a.alarms === b.alarms;
    default: {
      const binding = bindingOf(element);
      return binding === undefined || a.reading(binding) === b.reading(binding);
    }
  }
}

/** Whether the element's drawing is out of date: any of its readings is stale. */
function isStale(element: SceneElement, reading: ElementReading | undefined, values: SceneValues): boolean {
  if (element.kind === 'trend') return element.bindings.some((binding) => values.reading(binding)?.stale);
  return reading?.stale === true;
}

/**
 * One element: its root `<g>` (carrying `data-element-id` for the editor's hit tests, rotated about
 * its centre when it is), the kind's drawing inside in scene coordinates. Memoised on its element
 * and the context; its values come from the hub, so it renders again only when its own readings
 * change, and a live kind (live.ts: value, bar, gauge, tank, lamp, pipe, bound shape) only when its
 * structure does, its values written to its nodes directly. A group renders its children, which
 * read their own values.
 */
export const ElementNode = memo(function ElementNode({ element, hub, ctx }: NodeProps) {
  if (element.kind === 'group') {
    return (
      <g data-element-id={element.id} data-kind="group" transform={groupTransform(element)} opacity={opacityOf(element)}>
        {element.children.map((child) => (child.hidden ? null : <ElementNode key={child.id} element={child} hub={hub} ctx={ctx} />))}
      </g>
    );
  }
  return <LeafNode element={element} hub={hub} ctx={ctx} />;
});

function opacityOf(element: SceneElement): number | undefined {
  const opacity = element.style.opacity;
  return opacity === undefined || opacity === 1 ? undefined : opacity;
}

function LeafNode({ element, hub, ctx }: NodeProps) {
  const live = liveElement(element);
  return live ? <LiveLeaf element={element} live={live} hub={hub} ctx={ctx} /> : <ReactLeaf element={element} hub={hub} ctx={ctx} />;
}

/** A leaf whose drawing React renders again whenever its inputs change. */
function ReactLeaf({ element, hub, ctx }: NodeProps) {
  const values = useElementValues(hub, element, sameInputs);
  const binding = bindingOf(element);
  const reading = binding ? values.reading(binding) : undefined;
  return (
    <LeafRoot element={element} stale={isStale(element, reading, values)}>
      {drawKind(element, reading, values, ctx)}
    </LeafRoot>
  );
}

/** A live leaf (live.ts): React renders it again only when its structure changes; its values are written to its nodes. */
function LiveLeaf({ element, live, hub, ctx }: NodeProps & { live: LiveElement }) {
  const root = useRef<SVGGElement>(null);
  const reading = useLiveReading(live, hub, ctx.words, root);
  return (
    <LeafRoot element={element} stale={reading?.stale === true} rootRef={root}>
      {drawKind(element, reading, hub.current, ctx)}
    </LeafRoot>
  );
}

function LeafRoot({
  element,
  stale,
  rootRef,
  children,
}: {
  element: SceneElement;
  stale: boolean;
  rootRef?: Ref<SVGGElement>;
  children: ReactNode;
}) {
  return (
    <g
      ref={rootRef}
      data-element-id={element.id}
      data-kind={element.kind}
      transform={elementTransform(element)}
      className={stale ? styles.stale : undefined}
      opacity={opacityOf(element)}
    >
      {children}
    </g>
  );
}

function drawKind(element: SceneElement, reading: ElementReading | undefined, values: SceneValues, ctx: RenderContext) {
  switch (element.kind) {
    case 'text':
      return <TextElement element={element} />;
    case 'rect':
    case 'ellipse':
      return <ShapeElement element={element} reading={reading} />;
    case 'value':
      return <ValueElement element={element} reading={reading} words={ctx.words} />;
    case 'bar':
      return <BarElement element={element} reading={reading} />;
    case 'gauge':
      return <GaugeElement element={element} reading={reading} />;
    case 'tank':
      return <TankElement element={element} reading={reading} />;
    case 'lamp':
      return <LampElement element={element} reading={reading} />;
    case 'switch':
      return <SwitchElement element={element} reading={reading} ctx={ctx} />;
    case 'button':
      return <ButtonElement element={element} reading={reading} ctx={ctx} />;
    case 'image':
      return <ImageElement element={element} ctx={ctx} />;
    case 'symbol':
      return <SymbolElement element={element} reading={reading} ctx={ctx} />;
    case 'pipe':
      return <PipeElement element={element} reading={reading} />;
    case 'trend':
      return <TrendElement element={element} values={values} />;
    case 'alarm':
      return <AlarmElement element={element} alarms={values.alarms} words={ctx.words} />;
    case 'link':
      return <LinkElement element={element} ctx={ctx} />;
    case 'group':
      // Drawn by ElementNode: its children read their own values.
      return null;
  }
}
