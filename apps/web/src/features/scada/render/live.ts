import { isFlowing, type Binding, type SceneElement } from '@fieldlink/domain';
import { useCallback, useLayoutEffect, useRef, useSyncExternalStore, type RefObject } from 'react';
import { patchBar } from './elements/BarElement';
import { patchGauge } from './elements/GaugeElement';
import { lampState, patchLamp } from './elements/LampElement';
import { patchShape } from './elements/ShapeElement';
import { patchTank } from './elements/TankElement';
import { patchValue } from './elements/ValueElement';
import type { ElementReading, SceneWords } from './types';
import type { ValuesHub } from './valuesHub';

/**
 * Live updates: the kinds whose readings change only attributes and text of the nodes React drew
 * (a value's text, a bar's or gauge's dashes, a tank's level, a lamp's colour) are written to the DOM
 * by the element's own hub subscription, without React rendering the element again. React draws
 * such an element again only when its structure changes (`liveShape`: stale or not, a lamp lit or
 * not, a pipe flowing or not); each kind's `patch…` computes its attributes with the same functions
 * its drawing uses, so a patched element reads as one drawn from that reading.
 */
export type LiveElement = Extract<SceneElement, { kind: 'value' | 'bar' | 'gauge' | 'tank' | 'lamp' | 'pipe' | 'rect' | 'ellipse' }> & {
  binding: Binding;
};

/** What a reading changes of a live element's structure (React draws it again when this changes). */
function liveShape(element: LiveElement, reading: ElementReading | undefined): string {
  const stale = reading?.stale === true ? 'stale' : '';
  if (element.kind === 'lamp') return `${stale}:${lampState(element, reading).lit}`;
  if (element.kind === 'pipe') return `${stale}:${reading !== undefined && reading.value !== null && isFlowing(reading.value)}`;
  return stale;
}

function patch(root: Element, element: LiveElement, reading: ElementReading | undefined, words: SceneWords): void {
  switch (element.kind) {
    case 'value':
      return patchValue(root, element, reading, words);
    case 'bar':
      return patchBar(root, element, reading);
    case 'gauge':
      return patchGauge(root, element, reading);
    case 'tank':
      return patchTank(root, element, reading);
    case 'lamp':
      return patchLamp(root, element, reading);
    case 'rect':
    case 'ellipse':
      return patchShape(root, element, reading);
    case 'pipe':
      // Its drawing changes only with its structure (flowing or not).
      return;
  }
}

/** The element when it is drawn live (see above). */
export function liveElement(element: SceneElement): LiveElement | undefined {
  switch (element.kind) {
    case 'value':
    case 'bar':
    case 'gauge':
    case 'tank':
    case 'lamp':
    case 'pipe':
    case 'rect':
    case 'ellipse':
      return element.binding ? (element as LiveElement) : undefined;
    default:
      return undefined;
  }
}

/**
 * A live element's reading to draw (the hub's newest), kept on the DOM between React's renders: its
 * point's changes are written by `patch` while they keep the structure React drew, and have React
 * draw the element again when they do not. Also patched after each of React's commits of it, so
 * its nodes always show the newest reading.
 */
export function useLiveReading(
  live: LiveElement,
  hub: ValuesHub,
  words: SceneWords,
  root: RefObject<Element | null>,
): ElementReading | undefined {
  // React renders this element again when its structure changes (told only of its own point's changes).
  const watch = useCallback((notify: () => void) => hub.watch(live.binding, notify), [hub, live]);
  const shape = () => liveShape(live, hub.current.reading(live.binding));
  useSyncExternalStore(watch, shape, shape);
  const reading = hub.current.reading(live.binding);
  const drawn = useRef(reading);
  useLayoutEffect(() => {
    drawn.current = reading;
    if (root.current) patch(root.current, live, hub.current.reading(live.binding), words);
  });
  useLayoutEffect(
    () =>
      hub.watch(live.binding, () => {
        const next = hub.current.reading(live.binding);
        // A change of structure is React's to draw (useSyncExternalStore above).
        if (root.current && liveShape(live, next) === liveShape(live, drawn.current)) patch(root.current, live, next, words);
      }),
    [live, hub, words, root],
  );
  return reading;
}
