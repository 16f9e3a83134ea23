import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATA_TYPES } from '../datapoint/types.js';
import {
  actualCycleSeconds,
  attainment,
  consumption,
  counterDelta,
  crossedLowStock,
  nextTaskStatus,
  oeeOf,
  onlineMs,
  wrapWindow,
} from './rules.js';
import { TemplateBodySchema } from './schemas.js';

describe('counterDelta', () => {
  it('counts rises, takes the first reading as baseline, a reset as the new value and a wrap across the maximum', () => {
    expect(counterDelta(null, 500)).toBe(0);
    expect(counterDelta(10, 15)).toBe(5);
    expect(counterDelta(10, 10)).toBe(0);
    expect(counterDelta(120, 3)).toBe(3);
    expect(counterDelta(65_530, 4, 65_535)).toBe(10);
    // Far from the maximum a drop is a reset, even when the maximum is known.
    expect(counterDelta(30_000, 4, 65_535)).toBe(4);
  });

  it('sums the pieces of a run with resets: the total equals what was produced after the baseline', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.integer({ min: 0, max: 50 }), { minLength: 1, maxLength: 20 }), { minLength: 1, maxLength: 6 }),
        (runs) => {
          // Each inner array: increments until someone resets the counter to 0 (the first reading after is 0 + increment).
          let counter = 0;
          let last: number | null = counter;
          let counted = 0;
          let produced = 0;
          runs.forEach((increments, index) => {
            const before = counter;
            if (index > 0) counter = 0; // reset, then at least one increment read
            increments.forEach((inc, i) => {
              counter += inc;
              // A reset is seen only as a drop: the first reading after it is below the one before.
              if (index > 0 && i === 0) fc.pre(counter < before);
              if (index > 0 && i === 0) produced += counter;
              else produced += inc;
              counted += counterDelta(last, counter);
              last = counter;
            });
          });
          // A reset read as 0 loses nothing (0 - reset); a reading after reset counts the new value.
          expect(counted).toBe(produced);
        },
      ),
    );
  });

  it('across a 16- and 32-bit wrap counts exactly the pieces made', () => {
    for (const code of [2, 4] as const) {
      const max = DATA_TYPES[code].max;
      fc.assert(
        fc.property(fc.integer({ min: 0, max: wrapWindow(max) - 1 }), fc.integer({ min: 1, max: 500 }), (below, made) => {
          const last = max - below;
          const next = (last + made) % (max + 1);
          expect(counterDelta(last, next, max)).toBe(next >= last ? next - last : made);
        }),
      );
    }
  });

  it('is never negative or fractional', () => {
    fc.assert(
      fc.property(
        fc.option(fc.double({ min: -1e6, max: 1e9, noNaN: true }), { nil: null }),
        fc.double({ min: -1e6, max: 1e9 }),
        (last, next) => {
          const delta = counterDelta(last, next, 4_294_967_295);
          expect(delta).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(delta)).toBe(true);
        },
      ),
    );
  });
});

describe('task figures', () => {
  it('moves through the state machine and refuses the rest', () => {
    expect(nextTaskStatus('planned', 'start')).toBe('running');
    expect(nextTaskStatus('running', 'pause')).toBe('paused');
    expect(nextTaskStatus('paused', 'start')).toBe('running');
    expect(nextTaskStatus('paused', 'finish')).toBe('finished');
    expect(nextTaskStatus('finished', 'start')).toBeUndefined();
    expect(nextTaskStatus('planned', 'pause')).toBeUndefined();
  });

  it('computes attainment, cycle time, consumption and the low-stock crossing', () => {
    expect(attainment(80, 100)).toBe(0.8);
    expect(attainment(5, 0)).toBeNull();
    expect(actualCycleSeconds(60_000, 30)).toBe(2);
    expect(actualCycleSeconds(60_000, 0)).toBeNull();
    expect(consumption(3, 0.1)).toBe(0.3);
    expect(crossedLowStock(12, 9, 10)).toBe(true);
    expect(crossedLowStock(9, 8, 10)).toBe(false);
    expect(crossedLowStock(12, 9, 0)).toBe(false);
  });

  it('takes availability from the state changes and OEE from its three factors', () => {
    const changes = [
      { status: 'offline' as const, at: 40 },
      { status: 'online' as const, at: 60 },
    ];
    expect(onlineMs(changes, 0, 100, 'online')).toBe(80);
    expect(onlineMs(changes, 50, 100, null)).toBe(40);
    const oee = oeeOf({ plannedMs: 100_000, runningMs: 100_000, availableMs: 80_000, output: 40, scrap: 4, standardCycleSeconds: 1 });
    expect(oee.availability).toBe(0.8);
    expect(oee.performance).toBe(0.5);
    expect(oee.quality).toBe(0.9);
    expect(oee.oee).toBeCloseTo(0.36);
    expect(oeeOf({ plannedMs: 0, runningMs: 0, availableMs: 0, output: 0, scrap: 0, standardCycleSeconds: 1 }).oee).toBeNull();
  });

  it('refuses a template naming a material twice', () => {
    const body = {
      name: 'A',
      product: 'Cap',
      targetQuantity: 10,
      cycleSeconds: 5,
      materials: [
        { materialId: 1, perUnit: 1 },
        { materialId: 1, perUnit: 2 },
      ],
    };
    expect(TemplateBodySchema.safeParse(body).success).toBe(false);
    expect(TemplateBodySchema.safeParse({ ...body, materials: [body.materials[0]] }).success).toBe(true);
  });
});
