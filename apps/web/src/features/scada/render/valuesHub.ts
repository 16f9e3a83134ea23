import { useRef, useSyncExternalStore } from 'react';
import type { SceneElement } from '@fieldlink/domain';
import type { SceneValues } from './types';

/**
 * The scene's current values for its elements to read by themselves: a new snapshot is handed to
 * the hub (not rendered down the tree), and each element re-renders only when its own inputs
 * changed, so a frame that changes 80 of 500 values renders 80 elements, not 500.
 */
export class ValuesHub {
  private readonly listeners = new Set<() => void>();

  constructor(public current: SceneValues) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  set(values: SceneValues): void {
    if (values === this.current) return;
    this.current = values;
    for (const listener of this.listeners) listener();
  }
}

/**
 * The values an element draws: the hub's snapshot when the element's inputs changed since the one
 * it drew, else the one it drew (so React sees no change and skips it).
 */
export function useElementValues(
  hub: ValuesHub,
  element: SceneElement,
  same: (element: SceneElement, a: SceneValues, b: SceneValues) => boolean,
): SceneValues {
  const drawn = useRef<SceneValues | undefined>(undefined);
  const snapshot = () => {
    const current = hub.current;
    if (drawn.current === undefined || !same(element, drawn.current, current)) drawn.current = current;
    return drawn.current;
  };
  return useSyncExternalStore(hub.subscribe, snapshot, snapshot);
}
