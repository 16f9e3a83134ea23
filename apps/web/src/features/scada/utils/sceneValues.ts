import type { Binding, Language, ReadingPoint } from '@fieldlink/domain';
import { formatReading, numericValue, pointWords } from '@fieldlink/domain';
import type { StreamValue } from '../../../lib/realtime/streamMessages';
import { isNewer } from '../../monitoring/pure';
import type { ElementReading, SceneAlarm, SceneValues, TrendPoint } from '../render/types';

/**
 * A scene's live world, merged from GET live snapshots, stream pushes, device status and history.
 * Immutable: every change makes a new state, and every reading that did not change keeps its
 * identity (the renderer re-draws an element only when its own reading is a new object).
 */
export interface SceneValuesState {
  /** By point id. */
  readings: ReadonlyMap<number, ElementReading>;
  /** The newest timestamp held per point (kept apart so a repeated value keeps its reading). */
  stamps: ReadonlyMap<number, string | null>;
  /** Which device a point belongs to (its readings go stale together). */
  devices: ReadonlyMap<number, number>;
  /** Devices known not to be online (offline, communication failure). */
  offline: ReadonlySet<number>;
  /** The feed stopped (stream down and a poll failed): every value is out of date. */
  stopped?: boolean;
  /** Trend lines by point id, oldest first. */
  history: ReadonlyMap<number, readonly TrendPoint[]>;
  /** Points drawn by trends, and the longest window any trend of them asks for (ms). */
  trendWindows: ReadonlyMap<number, number>;
  alarms?: readonly SceneAlarm[];
  /** The bound points' words (status tables, value words) by point id, and the reader's language. */
  words?: PointWords;
}

export interface PointWords {
  points: ReadonlyMap<number, ReadingPoint>;
  language: Language;
}

/**
 * What a value display shows for a reading: a number the point names (its status table's word, or
 * its own value words), or a Bool point's value when the point has words, through `formatReading`,
 * the formatter of the monitoring page, in the reader's language; anything else as the server formatted it.
 */
export function sceneReadingText(
  value: ElementReading['value'],
  display: string,
  point: ReadingPoint | undefined,
  language: Language,
): { text: string; named: boolean } {
  if (!point || value === null || typeof value === 'string') return { text: display, named: false };
  const words = pointWords(point, language);
  const bool = point.dataType === 10 || typeof value === 'boolean';
  if ((bool && words.size > 0) || (typeof value === 'number' && words.has(value)))
    return { text: formatReading(value, point, language, { unit: false }), named: true };
  return { text: display, named: false };
}

const wordsFor = (state: SceneValuesState, pointId: number, value: ElementReading['value'], display: string) =>
  state.words ? sceneReadingText(value, display, state.words.points.get(pointId), state.words.language) : { text: display, named: false };

export function emptySceneValues(trendWindows: ReadonlyMap<number, number> = new Map()): SceneValuesState {
  return { readings: new Map(), stamps: new Map(), devices: new Map(), offline: new Set(), history: new Map(), trendWindows };
}

type Incoming = Pick<StreamValue, 'pointId' | 'value' | 'display' | 'unit' | 'ts'>;

function sameReading(a: ElementReading, b: ElementReading): boolean {
  return a.value === b.value && a.text === b.text && a.unit === b.unit && a.stale === b.stale && a.named === b.named;
}

function sampleTime(ts: string | null): number | undefined {
  if (ts === null) return undefined;
  const ms = Date.parse(ts);
  return Number.isNaN(ms) ? undefined : ms;
}

/** A trend line with a sample appended (in time order), samples older than the window dropped. */
export function appendSample(points: readonly TrendPoint[], sample: TrendPoint, windowMs: number): readonly TrendPoint[] {
  const last = points[points.length - 1];
  if (last && sample.t < last.t) return points;
  if (last && sample.t === last.t && sample.v === last.v) return points;
  const from = sample.t - windowMs;
  let start = 0;
  while (start < points.length && points[start]!.t < from) start += 1;
  const kept = start === 0 ? points.slice() : points.slice(start);
  if (last && sample.t === last.t) kept[kept.length - 1] = sample;
  else kept.push(sample);
  return kept;
}

/** Values of one device, as a batch entry. */
export interface DeviceValues {
  deviceId: number;
  values: readonly Incoming[];
}

/**
 * Values merged by point: each kept only when not older than what is held (newest timestamp wins),
 * a trend's point also appended to its line. One batch (a frame's worth of pushes and snapshots)
 * copies each map at most once; nothing changed: the same state.
 */
export function applyBatch(state: SceneValuesState, batch: readonly DeviceValues[]): SceneValuesState {
  let readings: Map<number, ElementReading> | undefined;
  let stamps: Map<number, string | null> | undefined;
  let devices: Map<number, number> | undefined;
  let history: Map<number, readonly TrendPoint[]> | undefined;
  for (const { deviceId, values } of batch) {
    const stale = state.stopped === true || state.offline.has(deviceId);
    for (const value of values) {
      const held = stamps ?? state.stamps;
      if (held.has(value.pointId) && !isNewer(value.ts, held.get(value.pointId) ?? null)) continue;
      stamps ??= new Map(state.stamps);
      stamps.set(value.pointId, value.ts);
      if ((devices ?? state.devices).get(value.pointId) !== deviceId) {
        devices ??= new Map(state.devices);
        devices.set(value.pointId, deviceId);
      }
      const { text, named } = wordsFor(state, value.pointId, value.value, value.display);
      const next: ElementReading = { value: value.value, text, display: value.display, named, unit: value.unit, stale };
      const current = (readings ?? state.readings).get(value.pointId);
      if (!current || !sameReading(current, next)) {
        readings ??= new Map(state.readings);
        readings.set(value.pointId, next);
      }
      const windowMs = state.trendWindows.get(value.pointId);
      const t = sampleTime(value.ts);
      const v = numericValue(value.value);
      if (windowMs !== undefined && t !== undefined && v !== undefined) {
        const line = (history ?? state.history).get(value.pointId) ?? [];
        const appended = appendSample(line, { t, v }, windowMs);
        if (appended !== line) {
          history ??= new Map(state.history);
          history.set(value.pointId, appended);
        }
      }
    }
  }
  if (!readings && !stamps && !devices && !history) return state;
  return {
    ...state,
    readings: readings ?? state.readings,
    stamps: stamps ?? state.stamps,
    devices: devices ?? state.devices,
    history: history ?? state.history,
  };
}

/** One device's values merged (see `applyBatch`). */
export function applyValues(state: SceneValuesState, deviceId: number, values: readonly Incoming[]): SceneValuesState {
  return applyBatch(state, [{ deviceId, values }]);
}

/** The readings re-made with `stale` as the state says, each only when its flag changed. */
function restale(state: SceneValuesState): SceneValuesState {
  let readings: Map<number, ElementReading> | undefined;
  for (const [pointId, held] of state.readings) {
    const owner = state.devices.get(pointId);
    const stale = state.stopped === true || (owner !== undefined && state.offline.has(owner));
    if (held.stale === stale) continue;
    readings ??= new Map(state.readings);
    readings.set(pointId, { ...held, stale });
  }
  return readings ? { ...state, readings } : state;
}

/** A device went online or not: its readings are re-made with the new `stale` (only when it changed). */
export function applyDeviceOnline(state: SceneValuesState, deviceId: number, online: boolean): SceneValuesState {
  if (state.offline.has(deviceId) === !online) return state;
  const offline = new Set(state.offline);
  if (online) offline.delete(deviceId);
  else offline.add(deviceId);
  return restale({ ...state, offline });
}

/** The points' words or the language changed: every reading's text re-made (each only when it changed). */
export function applyPointWords(state: SceneValuesState, words: PointWords): SceneValuesState {
  const next = { ...state, words };
  let readings: Map<number, ElementReading> | undefined;
  for (const [pointId, held] of state.readings) {
    const { text, named } = wordsFor(next, pointId, held.value, held.display ?? held.text);
    if (held.text === text && held.named === named) continue;
    readings ??= new Map(state.readings);
    readings.set(pointId, { ...held, text, named });
  }
  return readings ? { ...next, readings } : next;
}

/** The feed stopped (every value out of date) or runs again. */
export function applyFeedStopped(state: SceneValuesState, stopped: boolean): SceneValuesState {
  if ((state.stopped === true) === stopped) return state;
  return restale({ ...state, stopped });
}

/** A trend's history arrived: it becomes the line, with live samples newer than its end kept after it. */
export function applyHistory(state: SceneValuesState, pointId: number, samples: readonly TrendPoint[]): SceneValuesState {
  const windowMs = state.trendWindows.get(pointId);
  if (windowMs === undefined) return state;
  const sorted = [...samples].sort((a, b) => a.t - b.t);
  const end = sorted[sorted.length - 1]?.t ?? Number.NEGATIVE_INFINITY;
  const live = (state.history.get(pointId) ?? []).filter((sample) => sample.t > end);
  let line: readonly TrendPoint[] = sorted;
  for (const sample of live) line = appendSample(line, sample, windowMs);
  const history = new Map(state.history);
  history.set(pointId, line);
  return { ...state, history };
}

export function applyAlarms(state: SceneValuesState, alarms: readonly SceneAlarm[]): SceneValuesState {
  const same =
    state.alarms !== undefined &&
    state.alarms.length === alarms.length &&
    state.alarms.every(
      (alarm, index) => alarm.id === alarms[index]!.id && alarm.text === alarms[index]!.text && alarm.level === alarms[index]!.level,
    );
  return same ? state : { ...state, alarms };
}

/** The points each trend draws, with the longest window asked for each (ms). */
export function trendWindowsOf(trends: readonly { bindings: readonly Binding[]; minutes: number }[]): Map<number, number> {
  const windows = new Map<number, number>();
  for (const trend of trends)
    for (const binding of trend.bindings) windows.set(binding.pointId, Math.max(windows.get(binding.pointId) ?? 0, trend.minutes * 60_000));
  return windows;
}

/** The renderer's view of a state (make it once per state: its identity tells elements something changed). */
export function sceneValuesOf(state: SceneValuesState): SceneValues {
  return {
    reading: (binding) => state.readings.get(binding.pointId),
    alarms: state.alarms,
    history: (binding) => state.history.get(binding.pointId),
  };
}
