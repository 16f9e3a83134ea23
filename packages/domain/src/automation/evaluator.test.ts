import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatReading } from '../datapoint/reading.js';
import { assignmentValue, cooldownOver, evaluateTrigger, initialTriggerState, type EvaluatedTrigger } from './evaluator.js';
import { statusWords } from './schemas.js';

const trigger = (over: Partial<EvaluatedTrigger> = {}): EvaluatedTrigger => ({
  pointId: 1,
  condition: { op: '>', value: 80 },
  minDurationMs: 0,
  ...over,
});

/** Runs samples [time, value] through the evaluator; the times it fired. */
function fired(t: EvaluatedTrigger, samples: readonly [number, number][]): number[] {
  let state = initialTriggerState();
  const out: number[] = [];
  for (const [at, v] of samples) {
    const next = evaluateTrigger(t, new Map([[1, v]]), state, at);
    state = next.state;
    if (next.fires) out.push(at);
  }
  return out;
}

describe('evaluateTrigger', () => {
  it('fires on the crossing and not again while the value stays above', () => {
    expect(
      fired(trigger(), [
        [0, 70],
        [1000, 85],
        [2000, 90],
        [3000, 95],
      ]),
    ).toEqual([1000]);
  });

  it('fires again after the value went back and crossed once more', () => {
    expect(
      fired(trigger(), [
        [0, 85],
        [1000, 70],
        [2000, 81],
        [3000, 60],
        [4000, 99],
      ]),
    ).toEqual([0, 2000, 4000]);
  });

  it('waits for the minimum duration, and a dip restarts the wait', () => {
    const t = trigger({ minDurationMs: 10_000 });
    expect(
      fired(t, [
        [0, 85],
        [5000, 85],
        [9000, 70],
        [10_000, 85],
        [19_000, 85],
        [20_000, 85],
        [30_000, 85],
      ]),
    ).toEqual([20_000]);
  });

  it('decides nothing on a missing value', () => {
    const state = initialTriggerState();
    expect(evaluateTrigger(trigger(), new Map(), state, 0)).toEqual({ fires: false, state });
  });

  it('reads AND over other points of the device', () => {
    const t = trigger({
      condition: {
        all: [
          { op: '>', value: 80 },
          { op: '==', value: 1, pointId: 2 },
        ],
      },
    });
    const first = evaluateTrigger(
      t,
      new Map([
        [1, 90],
        [2, 0],
      ]),
      initialTriggerState(),
      0,
    );
    expect(first.fires).toBe(false);
    expect(
      evaluateTrigger(
        t,
        new Map([
          [1, 90],
          [2, 1],
        ]),
        first.state,
        1,
      ).fires,
    ).toBe(true);
  });

  it('never fires twice within one crossing, whatever the samples (property)', () => {
    const samples = fc
      .array(fc.tuple(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 160 })), { maxLength: 80 })
      .map((steps) => {
        let t = 0;
        return steps.map(([dt, v]) => [(t += dt), v] as [number, number]);
      });
    fc.assert(
      fc.property(samples, fc.integer({ min: 0, max: 8000 }), (list, minDurationMs) => {
        // Which samples made it fire (by index: several samples may share a time).
        let state = initialTriggerState();
        const firing = list.map(([at, v]) => {
          const next = evaluateTrigger(trigger({ minDurationMs }), new Map([[1, v]]), state, at);
          state = next.state;
          return next.fires;
        });
        let leftSinceFire = true;
        list.forEach(([, v], i) => {
          if (v <= 80) leftSinceFire = true;
          if (!firing[i]) return;
          // A firing sample is above the threshold, and the value left the region since the last firing.
          expect(v).toBeGreaterThan(80);
          expect(leftSinceFire).toBe(true);
          leftSinceFire = false;
        });
      }),
    );
  });
});

describe('cooldownOver', () => {
  it('allows the first write and one after the cooldown, not one within it', () => {
    expect(cooldownOver(null, 60_000, 0)).toBe(true);
    expect(cooldownOver(1000, 60_000, 60_999)).toBe(false);
    expect(cooldownOver(1000, 60_000, 61_000)).toBe(true);
  });
});

describe('assignmentValue', () => {
  it('writes the constant or the source point value', () => {
    const values = new Map([[7, 42]]);
    expect(assignmentValue({ source: 'constant', value: 5, sourcePointId: null }, values)).toBe(5);
    expect(assignmentValue({ source: 'point', value: null, sourcePointId: 7 }, values)).toBe(42);
    expect(assignmentValue({ source: 'point', value: null, sourcePointId: 8 }, values)).toBeUndefined();
  });
});

describe('statusWords', () => {
  it('is the words format in value order, and formatReading shows it before the point words', () => {
    const words = statusWords([
      { value: 2, zh: '故障', en: 'Fault' },
      { value: 0, zh: '停止', en: 'Stopped' },
      { value: 1, zh: '运行', en: 'Running' },
    ]);
    expect(words).toBe('0=停止|Stopped;1=运行|Running;2=故障|Fault');
    const point = { dataType: 5, multiSegment: '2=坏|Bad', statusWords: words };
    expect(formatReading(2, point, 'en-US')).toBe('Fault');
    expect(formatReading(1, point, 'zh-CN')).toBe('运行');
    expect(formatReading(3, point, 'en-US')).toBe('3');
  });
});
