import { describe, expect, it } from 'vitest';
import {
  appendSample,
  applyBatch,
  applyAlarms,
  applyDeviceOnline,
  applyFeedStopped,
  applyHistory,
  applyPointWords,
  applyValues,
  emptySceneValues,
  sceneReadingText,
  sceneValuesOf,
  trendWindowsOf,
} from './sceneValues';
import { valueText } from '../render/elements/ValueElement';

const at = (second: number) => new Date(Date.UTC(2026, 10, 25, 12, 0, second)).toISOString();
const push = (pointId: number, value: number, second: number, display = String(value)) => ({
  pointId,
  value,
  display,
  unit: 'bar',
  ts: at(second),
});
const binding = (pointId: number) => ({ deviceId: 1, pointId });

describe('applyValues', () => {
  it('merges values by point, newest timestamp wins', () => {
    let state = applyValues(emptySceneValues(), 1, [push(7, 1, 10), push(8, 2, 10)]);
    state = applyValues(state, 1, [push(7, 5, 5)]);
    expect(sceneValuesOf(state).reading(binding(7))).toEqual({
      value: 1,
      text: '1',
      display: '1',
      named: false,
      unit: 'bar',
      stale: false,
    });
    state = applyValues(state, 1, [push(7, 3, 11)]);
    expect(sceneValuesOf(state).reading(binding(7))?.value).toBe(3);
  });

  it('keeps unchanged readings by identity, and the whole state when nothing is new', () => {
    const first = applyValues(emptySceneValues(), 1, [push(7, 1, 10), push(8, 2, 10)]);
    const second = applyValues(first, 1, [push(7, 1, 12), push(8, 4, 12)]);
    expect(second.readings.get(7)).toBe(first.readings.get(7));
    expect(second.readings.get(8)).not.toBe(first.readings.get(8));
    expect(applyValues(second, 1, [push(7, 9, 1)])).toBe(second);
  });

  it('appends a trend point to its line within the window, not other points', () => {
    const windows = trendWindowsOf([{ bindings: [binding(7)], minutes: 1 }]);
    let state = applyValues(emptySceneValues(windows), 1, [push(7, 1, 0), push(8, 2, 0)]);
    state = applyValues(state, 1, [push(7, 2, 30)]);
    expect(
      sceneValuesOf(state)
        .history?.(binding(7))
        ?.map((p) => p.v),
    ).toEqual([1, 2]);
    expect(sceneValuesOf(state).history?.(binding(8))).toBeUndefined();
  });
});

describe('applyDeviceOnline', () => {
  it('marks the device readings stale and fresh again, new objects only for that device', () => {
    let state = applyValues(emptySceneValues(), 1, [push(7, 1, 10)]);
    state = applyValues(state, 2, [push(9, 1, 10)]);
    const other = state.readings.get(9);
    state = applyDeviceOnline(state, 1, false);
    expect(state.readings.get(7)?.stale).toBe(true);
    expect(state.readings.get(9)).toBe(other);
    expect(applyDeviceOnline(state, 1, false)).toBe(state);
    // A value pushed while offline is stale too.
    state = applyValues(state, 1, [push(7, 2, 11)]);
    expect(state.readings.get(7)?.stale).toBe(true);
    state = applyDeviceOnline(state, 1, true);
    expect(state.readings.get(7)).toMatchObject({ value: 2, stale: false });
  });
});

describe('trend history', () => {
  it('appendSample drops samples older than the window and ignores out-of-order ones', () => {
    const line = [
      { t: 0, v: 1 },
      { t: 50, v: 2 },
    ];
    expect(appendSample(line, { t: 120, v: 3 }, 100)).toEqual([
      { t: 50, v: 2 },
      { t: 120, v: 3 },
    ]);
    expect(appendSample(line, { t: 10, v: 9 }, 100)).toBe(line);
  });

  it('history becomes the line, live samples after its end kept', () => {
    const windows = trendWindowsOf([{ bindings: [binding(7)], minutes: 10 }]);
    let state = applyValues(emptySceneValues(windows), 1, [push(7, 5, 40)]);
    state = applyHistory(state, 7, [
      { t: Date.parse(at(20)), v: 2 },
      { t: Date.parse(at(10)), v: 1 },
    ]);
    expect(state.history.get(7)?.map((p) => p.v)).toEqual([1, 2, 5]);
    expect(applyHistory(state, 8, [{ t: 0, v: 1 }])).toBe(state);
  });
});

describe('applyAlarms', () => {
  it('keeps the list when the same alarms come again', () => {
    const alarms = [{ id: 1, level: 3, text: 'High', at: at(1) }];
    const state = applyAlarms(emptySceneValues(), alarms);
    expect(applyAlarms(state, [{ ...alarms[0]! }])).toBe(state);
    expect(applyAlarms(state, [])).not.toBe(state);
  });
});

describe('applyBatch', () => {
  it('merges several devices at once, the newest of repeated points winning', () => {
    const state = applyBatch(emptySceneValues(), [
      { deviceId: 1, values: [push(7, 1, 10)] },
      { deviceId: 2, values: [push(9, 2, 10)] },
      { deviceId: 1, values: [push(7, 3, 12), push(7, 2, 11)] },
    ]);
    expect(state.readings.get(7)?.value).toBe(3);
    expect(state.devices.get(9)).toBe(2);
  });
});

describe('applyFeedStopped', () => {
  it('greys every value while the feed is stopped, then only offline devices again', () => {
    let state = applyValues(emptySceneValues(), 1, [push(7, 1, 10)]);
    state = applyValues(state, 2, [push(9, 1, 10)]);
    state = applyDeviceOnline(state, 2, false);
    state = applyFeedStopped(state, true);
    expect([state.readings.get(7)?.stale, state.readings.get(9)?.stale]).toEqual([true, true]);
    expect(applyFeedStopped(state, true)).toBe(state);
    state = applyFeedStopped(state, false);
    expect([state.readings.get(7)?.stale, state.readings.get(9)?.stale]).toEqual([false, true]);
  });
});

describe('status words in value displays', () => {
  // A point on a status table, as the points list answers it (the table's words resolved with it).
  const mode = { dataType: 2, decimals: 0, unit: 'bar', statusWords: '0=停止|Stopped;1=运行|Running;2=故障|Fault', multiSegment: null };
  const words = (language: 'zh-CN' | 'en-US') => ({ points: new Map([[7, mode]]), language });
  const element = {
    kind: 'value',
    id: 'v',
    x: 0,
    y: 0,
    w: 80,
    h: 20,
    style: {},
    format: 'number',
    showUnit: true,
    binding: binding(7),
  } as unknown as Parameters<typeof valueText>[0];
  const sceneWords = { on: 'ON', off: 'OFF', noAlarms: '', noValue: '--' };

  it("shows a named value as its word in the reader's language (formatReading), other values as the server wrote them", () => {
    expect(sceneReadingText(2, '2', mode, 'en-US')).toEqual({ text: 'Fault', named: true });
    expect(sceneReadingText(1, '1', mode, 'zh-CN')).toEqual({ text: '运行', named: true });
    expect(sceneReadingText(7, '7', mode, 'en-US')).toEqual({ text: '7', named: false });
    expect(sceneReadingText(1, '1', undefined, 'en-US')).toEqual({ text: '1', named: false });
    // A Bool point on a status table (the demo press's run state): its word, whether the value comes as 1 or true.
    const running = { dataType: 10, statusWords: mode.statusWords };
    expect(sceneReadingText(true, '1', running, 'en-US')).toEqual({ text: 'Running', named: true });
    expect(sceneReadingText(0, '0', running, 'zh-CN')).toEqual({ text: '停止', named: true });
    expect(sceneReadingText(true, '1', { dataType: 10 }, 'en-US')).toEqual({ text: '1', named: false });
  });

  it('draws the word without the unit, and re-words held readings when the words or the language arrive', () => {
    let state = applyValues(emptySceneValues(), 1, [push(7, 1, 10), push(8, 1, 10)]);
    expect(valueText(element, sceneValuesOf(state).reading(binding(7)), sceneWords)).toBe('1 bar');
    state = applyPointWords(state, words('en-US'));
    expect(valueText(element, sceneValuesOf(state).reading(binding(7)), sceneWords)).toBe('Running');
    // Point 8 has no words: kept as it was, by identity.
    expect(valueText(element, sceneValuesOf(state).reading(binding(8)), sceneWords)).toBe('1 bar');
    state = applyPointWords(state, words('zh-CN'));
    expect(sceneValuesOf(state).reading(binding(7))?.text).toBe('运行');
    state = applyValues(state, 1, [push(7, 2, 11)]);
    expect(valueText(element, sceneValuesOf(state).reading(binding(7)), sceneWords)).toBe('故障');
    state = applyValues(state, 1, [push(7, 9, 12)]);
    expect(valueText(element, sceneValuesOf(state).reading(binding(7)), sceneWords)).toBe('9 bar');
  });
});
