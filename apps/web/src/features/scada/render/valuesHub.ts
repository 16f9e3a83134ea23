import { useRef, useSyncExternalStore } from 'react';
import type { Binding, SceneElement } from '@fieldlink/domain';
import type { SceneValues } from './types';

interface PointWatch {
  binding: Binding;
  listeners: Set<() => void>;
}

/**
 * The scene's current values for its elements to read by themselves: a new snapshot is handed to
 * the hub (not rendered down the tree), and each element re-renders only when its own inputs
 * changed, so a frame that changes 80 of 500 values renders 80 elements, not 500. Elements that
 * watch one point (`watch`) are told only when that point's reading changed.
 */
export class ValuesHub {
  private readonly listeners = new Set<() => void>();
  private readonly points = new Map<string, PointWatch>();

  constructor(public current: SceneValues) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Tells `listener` each time the binding's reading changes (a new object). */
  watch(binding: Binding, listener: () => void): () => void {
    const key = `${binding.deviceId}:${binding.pointId}`;
    let entry = this.points.get(key);
    if (!entry) {
      entry = { binding, listeners: new Set() };
      this.points.set(key, entry);
    }
    const { listeners } = entry;
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && this.points.get(key)?.listeners === listeners) this.points.delete(key);
    };
  }

  set(values: SceneValues): void {
    const previous = this.current;
    if (values === previous) return;
    this.current = values;
    for (const { binding, listeners } of this.points.values())
      if (values.reading(binding) !== previous.reading(binding)) for (const listener of listeners) listener();
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
