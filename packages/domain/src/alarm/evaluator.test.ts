import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AlarmOp } from './condition.js';
import { evaluateSource, initialSourceState, type EvaluatedSource, type SourceState } from './evaluator.js';

const source = (over: Partial<EvaluatedSource> = {}): EvaluatedSource => ({
  pointId: 1,
  condition: { op: '>', value: 50 },
  deadband: 0,
  minDurationMs: 0,
  maxCount: null,
  ...over,
});
const at = (v: number) => new Map([[1, v]]);

/** Runs samples [time, value] through the evaluator; the decisions in order. */
function run(src: EvaluatedSource, samples: [number, number][], start: SourceState = initialSourceState()) {
  let state = start;
  return samples.map(([t, v]) => {
    const out = evaluateSource(src, at(v), state, t);
    state = out.state;
    return out.decision;
  });
}

describe('evaluateSource', () => {
  it.each<[string, EvaluatedSource, [number, number][], string[]]>([
    [
      'raises on the crossing, once',
      source(),
      [
        [0, 20],
        [1, 60],
        [2, 70],
        [3, 55],
      ],
      ['none', 'raise', 'none', 'none'],
    ],
    [
      'clears when the condition fails',
      source(),
      [
        [0, 60],
        [1, 50],
      ],
      ['raise', 'clear'],
    ],
    [
      'deadband holds it active',
      source({ deadband: 5 }),
      [
        [0, 60],
        [1, 49],
        [2, 46],
        [3, 45],
      ],
      ['raise', 'none', 'none', 'clear'],
    ],
    [
      'waits for the minimum duration',
      source({ minDurationMs: 1000 }),
      [
        [0, 60],
        [500, 60],
        [1000, 60],
        [1200, 60],
      ],
      ['none', 'none', 'raise', 'none'],
    ],
    [
      'a dip restarts the duration',
      source({ minDurationMs: 1000 }),
      [
        [0, 60],
        [600, 40],
        [900, 60],
        [1800, 60],
        [1900, 60],
      ],
      ['none', 'none', 'none', 'none', 'raise'],
    ],
    [
      'max count per day',
      source({ maxCount: 1 }),
      [
        [0, 60],
        [1, 40],
        [2, 60],
        [3, 40],
        [86_400_000, 60],
      ],
      ['raise', 'clear', 'none', 'none', 'raise'],
    ],
    [
      'bit tests',
      source({ condition: { op: 'bitSet', value: 2 } }),
      [
        [0, 3],
        [1, 4],
        [2, 12],
        [3, 8],
      ],
      ['none', 'raise', 'none', 'clear'],
    ],
  ])('%s', (_name, src, samples, expected) => {
    expect(run(src, samples)).toEqual(expected);
  });

  it('after a manual clear waits for the condition to go away before raising again', () => {
    const cleared: SourceState = { ...initialSourceState(), awaitingReset: true };
    expect(
      run(
        source(),
        [
          [0, 60],
          [1, 70],
          [2, 40],
          [3, 60],
        ],
        cleared,
      ),
    ).toEqual(['none', 'none', 'none', 'raise']);
  });

  it('decides nothing without the value', () => {
    const state = { ...initialSourceState(), active: true };
    expect(evaluateSource(source(), new Map(), state, 0)).toEqual({ decision: 'none', state });
  });

  const ops: AlarmOp[] = ['>', '>=', '<', '<=', 'between', 'outside'];
  it('a value inside the deadband never toggles the alarm (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ops),
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 1, max: 500 }),
        fc.double({ min: 0.5, max: 50, noNaN: true }),
        fc.boolean(),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 20 }),
        (op, a, span, deadband, active, fractions) => {
          const condition = { op, value: a, value2: a + span };
          const src = source({ condition, deadband });
          // Values where the condition fails strictly but holds within the deadband: the band.
          const band = (f: number) => {
            if (op === '>' || op === '>=') return a - deadband * (0.01 + 0.98 * f);
            if (op === '<' || op === '<=') return a + deadband * (0.01 + 0.98 * f);
            if (op === 'between') return a - deadband * (0.01 + 0.98 * f);
            return a + Math.min(deadband, span / 2) * (0.01 + 0.98 * f);
          };
          let state: SourceState = { ...initialSourceState(), active };
          for (const [i, f] of fractions.entries()) {
            const out = evaluateSource(src, at(band(f)), state, i);
            expect(out.decision).toBe('none');
            expect(out.state.active).toBe(active);
            state = out.state;
          }
        },
      ),
    );
  });

  it('never raises twice without a clear in between (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100 }), { maxLength: 60 }), fc.integer({ min: 0, max: 10 }), (values, deadband) => {
        const decisions = run(
          source({ deadband }),
          values.map((v, i) => [i, v]),
        ).filter((d) => d !== 'none');
        for (let i = 1; i < decisions.length; i++) expect(decisions[i]).not.toBe(decisions[i - 1]);
        if (decisions.length > 0) expect(decisions[0]).toBe('raise');
      }),
    );
  });
});
