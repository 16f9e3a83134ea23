import type { SceneValues } from '../render/types';
import {
  applyAlarms,
  applyBatch,
  applyDeviceOnline,
  applyFeedStopped,
  applyHistory,
  applyPointWords,
  emptySceneValues,
  sceneValuesOf,
  type DeviceValues,
  type PointWords,
  type SceneValuesState,
} from '../utils/sceneValues';
import type { SceneAlarm, TrendPoint } from '../render/types';

type Change = (state: SceneValuesState) => SceneValuesState;

/**
 * Holds a scene's values and hands the renderer a new snapshot at most once per animation frame:
 * pushes and answers arriving within a frame are merged in one batch (applyBatch), so 500 points
 * changing at 10 Hz cost one render per frame, not one per message.
 */
let stores = 0;

export class SceneValuesStore {
  /** Tells this store's queries from another's (a view opened again starts from its own answers). */
  readonly serial = ++stores;
  private state: SceneValuesState;
  private snapshot: SceneValues;
  private values: DeviceValues[] = [];
  private changes: Change[] = [];
  private frame: number | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(trendWindows: ReadonlyMap<number, number>) {
    this.state = emptySceneValues(trendWindows);
    this.snapshot = sceneValuesOf(this.state);
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = () => this.snapshot;

  pushValues(entry: DeviceValues): void {
    this.values.push(entry);
    this.schedule();
  }

  setOnline(deviceId: number, online: boolean): void {
    this.change((state) => applyDeviceOnline(state, deviceId, online));
  }

  /** The feed stopped (stream down, a poll failed): every value is out of date until it runs again. */
  setStopped(stopped: boolean): void {
    this.change((state) => applyFeedStopped(state, stopped));
  }

  setHistory(pointId: number, samples: readonly TrendPoint[]): void {
    this.change((state) => applyHistory(state, pointId, samples));
  }

  /** The bound points' words (status tables) and the reader's language: value displays show the words. */
  setPointWords(words: PointWords): void {
    this.change((state) => applyPointWords(state, words));
  }

  setAlarms(alarms: readonly SceneAlarm[]): void {
    this.change((state) => applyAlarms(state, alarms));
  }

  dispose(): void {
    this.cancel();
    this.listeners.clear();
  }

  private change(change: Change): void {
    this.changes.push(change);
    this.schedule();
  }

  private schedule(): void {
    if (this.frame !== undefined || this.timer !== undefined) return;
    // A hidden tab gets no animation frames: merge once a second so pushes do not pile up.
    if (typeof document !== 'undefined' && document.hidden) this.timer = setTimeout(this.flush, 1000);
    else this.frame = requestAnimationFrame(this.flush);
  }

  private cancel(): void {
    if (this.frame !== undefined) cancelAnimationFrame(this.frame);
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.frame = undefined;
    this.timer = undefined;
  }

  private flush = () => {
    this.cancel();
    let next = this.state;
    // Status and alarms first: values of the same frame take the device's new `stale`.
    for (const change of this.changes) next = change(next);
    next = applyBatch(next, this.values);
    this.changes = [];
    this.values = [];
    if (next === this.state) return;
    this.state = next;
    this.snapshot = sceneValuesOf(next);
    for (const listener of this.listeners) listener();
  };
}
