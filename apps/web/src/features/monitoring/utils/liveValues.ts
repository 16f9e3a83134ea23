import type { StreamValue } from '../../../lib/realtime/streamMessages';
import type { PointRow } from '../../points';
import type { LivePoint } from '../api/monitoringApi';

/** A device's live values as the page holds them. */
export interface LiveState {
  /** Points by id, in the order of the last snapshot (points only pushed so far come after). */
  points: ReadonlyMap<number, LivePoint>;
  /** How often each point's value has changed since it was first seen: a change makes it flash. */
  changes: ReadonlyMap<number, number>;
}

export const EMPTY_LIVE: LiveState = { points: new Map(), changes: new Map() };

function time(ts: string | null): number {
  if (ts === null) return Number.NEGATIVE_INFINITY;
  const ms = Date.parse(ts);
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
}

/**
 * Whether a value stamped `incoming` replaces one stamped `current`: the newest timestamp wins,
 * an equal one replaces (same reading, perhaps formatted anew), and no timestamp is the oldest.
 */
export function isNewer(incoming: string | null, current: string | null): boolean {
  if (incoming === null) return current === null;
  return time(incoming) >= time(current);
}

/** What a reading changes; a point's id and static fields stay. */
type ValueFields = Pick<StreamValue, 'name' | 'value' | 'display' | 'unit' | 'ts' | 'quality'>;

function valueFields(value: StreamValue): ValueFields {
  return { name: value.name, value: value.value, display: value.display, unit: value.unit, ts: value.ts, quality: value.quality };
}

function changed(before: LivePoint, after: LivePoint): boolean {
  return before.display !== after.display || before.value !== after.value || before.quality !== after.quality;
}

/** A changed point's counter, counted only once the point had a value to change from. */
function countChange(changes: Map<number, number>, before: LivePoint | undefined, after: LivePoint): void {
  if (before && before.ts !== null && changed(before, after)) changes.set(after.pointId, (changes.get(after.pointId) ?? 0) + 1);
}

/**
 * Pushed values (only the points that changed) merged by pointId, each kept only when it is not
 * older than what is held. A point not seen yet is added, not writable until a snapshot says so.
 */
export function applyPushes(state: LiveState, values: readonly StreamValue[]): LiveState {
  const points = new Map(state.points);
  const changes = new Map(state.changes);
  let touched = false;
  for (const value of values) {
    const before = points.get(value.pointId);
    if (before && !isNewer(value.ts, before.ts)) continue;
    const after: LivePoint = before
      ? { ...before, ...valueFields(value) }
      : { ...valueFields(value), pointId: value.pointId, writable: false, dataType: 0, registerGroup: null };
    countChange(changes, before, after);
    points.set(value.pointId, after);
    touched = true;
  }
  return touched ? { points, changes } : state;
}

/**
 * A full answer of GET live: it decides which points exist, in which order, and their static
 * fields (writable, data type, group); each value is the newer of the snapshot's and the held one
 * (a push may have overtaken the request).
 */
export function applySnapshot(state: LiveState, rows: readonly LivePoint[]): LiveState {
  const points = new Map<number, LivePoint>();
  const changes = new Map<number, number>();
  for (const row of rows) {
    const before = state.points.get(row.pointId);
    const keepHeld = before !== undefined && !isNewer(row.ts, before.ts);
    const after: LivePoint = keepHeld ? { ...row, ...valueFields(before) } : { ...row };
    const count = state.changes.get(row.pointId);
    if (count !== undefined) changes.set(row.pointId, count);
    countChange(changes, before, after);
    points.set(row.pointId, after);
  }
  return { points, changes };
}

/** One row of the monitor table. */
export interface MonitorRow extends LivePoint {
  /** The point's configuration (scale, limits), when the points list could be read. */
  config?: PointRow;
  /** Changes so far (the value flashes when it grows). */
  changes: number;
  /** False while no live answer has come: only the configured point is known. */
  live: boolean;
}

/**
 * The table's rows: the live points when there are any, each with its configuration; otherwise the
 * configured points without values (the live feed has not answered, or cannot yet).
 */
export function monitorRows(state: LiveState, configured: readonly PointRow[] | undefined): MonitorRow[] {
  const config = new Map((configured ?? []).map((point) => [point.id, point]));
  if (state.points.size > 0) {
    return [...state.points.values()].map((point) => {
      const found = config.get(point.pointId);
      return {
        ...point,
        // A point only pushed so far takes its static fields from its configuration.
        ...(found && point.dataType === 0
          ? { writable: found.writable, dataType: found.dataType, registerGroup: found.registerGroup }
          : {}),
        ...(found ? { config: found } : {}),
        changes: state.changes.get(point.pointId) ?? 0,
        live: true,
      };
    });
  }
  return (configured ?? []).map((point) => ({
    pointId: point.id,
    name: point.name,
    value: null,
    display: '',
    unit: point.unit,
    ts: null,
    writable: point.writable,
    dataType: point.dataType,
    registerGroup: point.registerGroup,
    config: point,
    changes: 0,
    live: false,
  }));
}
