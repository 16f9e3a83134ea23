import { describe, expect, it } from 'vitest';
import type { IngestPoint } from './connectivity.repository.js';
import { silent, stateOfStatus } from './device-state.js';
import { convertTelemetry, displayOf, liveFromStored, timestampAccepted } from './telemetry.js';

function point(id: number, name: string, extra: Partial<IngestPoint> = {}): IngestPoint {
  return {
    id,
    name,
    area: '4x',
    address: id,
    dataType: 2,
    length: 1,
    startBit: null,
    intervalMs: 1000,
    unit: null,
    decimals: 1,
    slope: null,
    intercept: null,
    maxData: null,
    minData: null,
    maxProportion: null,
    minProportion: null,
    displayFormat: 1,
    writable: false,
    save: true,
    registerGroup: null,
    ...extra,
  };
}

const NOW = Date.UTC(2026, 10, 22, 8);
const points = new Map(
  [
    point(1, 'temp', { slope: 0.1, unit: '℃' }),
    point(2, 'code', { displayFormat: 2 }),
    point(3, 'label', { dataType: 11, length: 4 }),
    point(4, 'run', { dataType: 10 }),
    point(5, 'level', { maxData: 4000, minData: 0, maxProportion: 100, minProportion: 0, decimals: 2 }),
    point(6, 'shown', { save: false }),
  ].map((p) => [p.name, p]),
);

describe('convertTelemetry', () => {
  it('scales, splits by the save flag, and reports unknown names and bad values', () => {
    const out = convertTelemetry(
      points,
      { ts: NOW - 1000, values: { temp: 253, code: 255, label: 'AB', run: true, level: 2000, shown: 7, ghost: 1, temp2: 1 } },
      NOW - 1000,
      NOW,
    );
    expect(out.stored.map((s) => [s.pointId, s.value, s.text])).toEqual([
      [1, 25.3, null],
      [2, 255, null],
      [3, null, 'AB'],
      [4, 1, null],
      [5, 50, null],
    ]);
    expect(out.latestOnly).toEqual([{ pointId: 6, ts: NOW - 1000, value: 7, text: null }]);
    expect(out.unknown).toEqual(['ghost', 'temp2']);
    expect(convertTelemetry(points, { values: { temp: 'x', code: '12' } }, NOW, NOW)).toMatchObject({
      bad: ['temp: not_a_number'],
      stored: [{ pointId: 2, value: 12, ts: NOW }],
    });
  });

  it('drops a bad value alone and shows it live as bad quality, not as a number', () => {
    const out = convertTelemetry(points, { values: { temp: null, code: 99999, run: 1, level: 4000 } }, NOW, NOW);
    expect(out.stored.map((s) => s.pointId)).toEqual([4, 5]);
    expect(out.bad).toEqual(['temp: missing', 'code: out_of_range']);
    expect(out.live.map((v) => [v.name, v.value, v.quality])).toEqual([
      ['temp', null, 'bad'],
      ['code', null, 'bad'],
      ['run', 1, undefined],
      ['level', 100, undefined],
    ]);
    expect(displayOf(out.live[0]!)).toBe('—');
  });

  it('shows decimal with the decimals and the unit apart, other formats from the PLC value', () => {
    const out = convertTelemetry(points, { ts: NOW, values: { temp: 253, code: 255, level: 2000, run: 0, label: 'AB' } }, NOW, NOW);
    expect(Object.fromEntries(out.live.map((v) => [v.name, displayOf(v)]))).toEqual({
      temp: '25.3',
      code: '00FF',
      level: '50.00',
      run: '0',
      label: 'AB',
    });
  });

  it.each([
    [NOW - 7 * 86_400_000, true],
    [NOW - 7 * 86_400_000 - 1, false],
    [NOW + 300_000, true],
    [NOW + 300_001, false],
  ])('accepts a timestamp at %i: %s', (ts, accepted) => {
    expect(timestampAccepted(ts, NOW)).toBe(accepted);
    const out = convertTelemetry(points, { ts, values: { temp: 1 } }, ts, NOW);
    expect(out.quarantined.length).toBe(accepted ? 0 : 1);
    expect(out.stored.length).toBe(accepted ? 1 : 0);
  });

  it('shows a stored newest value like a live one', () => {
    const live = liveFromStored(points.get('code')!, { ts: new Date(NOW), value: 255, text: null });
    expect(displayOf(live)).toBe('00FF');
    expect(displayOf(liveFromStored(points.get('temp')!, { ts: new Date(NOW), value: 25.3, text: null }))).toBe('25.3');
  });
});

describe('device state', () => {
  it.each([
    [{ online: false }, 'offline'],
    [{ online: true }, 'online'],
    [{ online: true, plc: 'ok' as const }, 'online'],
    [{ online: true, plc: 'error' as const }, 'comm_failure'],
  ])('%j means %s', (status, state) => {
    expect(stateOfStatus(status)).toBe(state);
  });

  it('is offline after silence beyond three poll intervals, not at three', () => {
    expect(silent(0, 1000, 3000)).toBe(false);
    expect(silent(0, 1000, 3001)).toBe(true);
  });
});
