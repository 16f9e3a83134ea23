import { describe, expect, it } from 'vitest';
import type { PointRow } from '../../points/api/pointsApi';
import type { LivePoint } from '../api/monitoringApi';
import { EMPTY_LIVE, applyPushes, applySnapshot, isNewer, monitorRows } from './liveValues';

const T0 = '2025-06-01T08:00:00.000Z';
const T1 = '2025-06-01T08:00:01.000Z';
const T2 = '2025-06-01T08:00:02.000Z';

const live = (pointId: number, display: string, ts: string | null, extra: Partial<LivePoint> = {}): LivePoint => ({
  pointId,
  name: `p${pointId}`,
  value: Number(display),
  display,
  unit: '℃',
  ts,
  writable: false,
  dataType: 2,
  registerGroup: null,
  ...extra,
});
const push = (pointId: number, display: string, ts: string | null) => {
  const { writable: _w, dataType: _d, registerGroup: _g, ...value } = live(pointId, display, ts);
  return value;
};
const displays = (state: typeof EMPTY_LIVE) => [...state.points.values()].map((p) => [p.pointId, p.display]);

describe('isNewer', () => {
  it.each<[string | null, string | null, boolean]>([
    [T1, T0, true],
    [T1, T1, true],
    [T0, T1, false],
    [T0, null, true],
    [null, null, true],
    [null, T0, false],
    ['garbage', T0, false],
    [T0, 'garbage', true],
  ])('%s over %s: %s', (incoming, current, expected) => {
    expect(isNewer(incoming, current)).toBe(expected);
  });
});

describe('applyPushes', () => {
  it('merges by pointId and keeps the newest timestamp', () => {
    let state = applySnapshot(EMPTY_LIVE, [live(1, '10', T1, { writable: true }), live(2, '20', T1)]);
    state = applyPushes(state, [push(1, '11', T2), push(2, '19', T0)]);
    expect(displays(state)).toEqual([
      [1, '11'],
      [2, '20'],
    ]);
    // Static fields stay as the snapshot said.
    expect(state.points.get(1)).toMatchObject({ writable: true, dataType: 2, ts: T2 });
  });

  it('counts a change only when the shown value changes from an earlier value', () => {
    let state = applySnapshot(EMPTY_LIVE, [live(1, '10', T0), live(2, '', null)]);
    state = applyPushes(state, [push(1, '10', T1), push(2, '5', T1)]);
    expect(state.changes.get(1)).toBeUndefined();
    expect(state.changes.get(2)).toBeUndefined();
    state = applyPushes(state, [push(1, '12', T2), push(2, '6', T2)]);
    expect(state.changes.get(1)).toBe(1);
    expect(state.changes.get(2)).toBe(1);
  });

  it('adds a point it has not seen, not writable, after the known ones', () => {
    const state = applyPushes(applySnapshot(EMPTY_LIVE, [live(1, '1', T0)]), [push(9, '3', T1)]);
    expect(displays(state)).toEqual([
      [1, '1'],
      [9, '3'],
    ]);
    expect(state.points.get(9)).toMatchObject({ writable: false, dataType: 0, registerGroup: null });
  });

  it('returns the same state when nothing is newer', () => {
    const state = applySnapshot(EMPTY_LIVE, [live(1, '1', T1)]);
    expect(applyPushes(state, [push(1, '0', T0)])).toBe(state);
    expect(applyPushes(state, [])).toBe(state);
  });
});

describe('applySnapshot', () => {
  it('decides which points exist and their order', () => {
    let state = applyPushes(EMPTY_LIVE, [push(5, '1', T0)]);
    state = applySnapshot(state, [live(2, '2', T0), live(1, '1', T0)]);
    expect(displays(state)).toEqual([
      [2, '2'],
      [1, '1'],
    ]);
  });

  it('keeps a pushed value that overtook the request, with the static fields of the snapshot', () => {
    let state = applySnapshot(EMPTY_LIVE, [live(1, '10', T0)]);
    state = applyPushes(state, [push(1, '12', T2)]);
    state = applySnapshot(state, [live(1, '11', T1, { writable: true, registerGroup: 'A' })]);
    expect(state.points.get(1)).toMatchObject({ display: '12', ts: T2, writable: true, registerGroup: 'A' });
    expect(state.changes.get(1)).toBe(1);
  });

  it('takes a newer snapshot value and counts the change', () => {
    let state = applySnapshot(EMPTY_LIVE, [live(1, '10', T0)]);
    state = applySnapshot(state, [live(1, '13', T1)]);
    expect(state.points.get(1)?.display).toBe('13');
    expect(state.changes.get(1)).toBe(1);
    state = applySnapshot(state, [live(1, '13', T1)]);
    expect(state.changes.get(1)).toBe(1);
  });
});

describe('monitorRows', () => {
  const config = (id: number, extra: Partial<PointRow> = {}) =>
    ({ id, name: `c${id}`, unit: 'kPa', writable: true, dataType: 4, registerGroup: 'G', ...extra }) as PointRow;

  it('shows the configured points without values until the live feed answers', () => {
    expect(monitorRows(EMPTY_LIVE, [config(1)])).toEqual([
      expect.objectContaining({ pointId: 1, name: 'c1', display: '', ts: null, unit: 'kPa', writable: true, dataType: 4, live: false }),
    ]);
    expect(monitorRows(EMPTY_LIVE, undefined)).toEqual([]);
  });

  it('shows the live points with their configuration and change counts', () => {
    let state = applySnapshot(EMPTY_LIVE, [live(1, '10', T0)]);
    state = applyPushes(state, [push(1, '11', T1), push(2, '7', T1)]);
    const rows = monitorRows(state, [config(1), config(2)]);
    expect(rows.map((r) => [r.pointId, r.display, r.changes, r.live, r.writable, r.dataType])).toEqual([
      [1, '11', 1, true, false, 2],
      [2, '7', 0, true, true, 4],
    ]);
    expect(rows[0]!.config?.id).toBe(1);
  });
});

describe('bad quality', () => {
  it('replaces a good value by a bad one (no stale number), counts it as a change, and a good one heals it', () => {
    const start = applySnapshot(EMPTY_LIVE, [live(1, '21.5', T0)]);
    const bad = applyPushes(start, [{ ...push(1, '—', T1), value: null, quality: 'bad' }]);
    expect(bad.points.get(1)).toMatchObject({ value: null, quality: 'bad' });
    expect(bad.changes.get(1)).toBe(1);
    const healed = applyPushes(bad, [{ ...push(1, '22.0', T2), quality: 'good' }]);
    expect(healed.points.get(1)).toMatchObject({ value: 22, quality: 'good' });
  });
});
