import { describe, expect, it } from 'vitest';
import { CollectionTaskBodySchema, decideSample, inWindows, ruleOf, type CollectionRule } from './collection-task.js';

const base = { id: 1, logic: 'and' as const, windows: [], utcOffsetMinutes: 0, conditions: [] };
const periodic = (intervalS: number, extra: Partial<Parameters<typeof ruleOf>[0]> = {}) =>
  ruleOf({ ...base, mode: 'periodic', intervalS, ...extra });
const T0 = Date.UTC(2026, 10, 21, 10, 0, 0);

describe('collection task schema (spec §5)', () => {
  const body = { name: 'Line 1', deviceId: 3, mode: 'periodic', intervalS: 2, pointIds: [7] };
  it('accepts a periodic task at the 2 s minimum and refuses 1 s', () => {
    expect(CollectionTaskBodySchema.safeParse(body).success).toBe(true);
    const r = CollectionTaskBodySchema.safeParse({ ...body, intervalS: 1 });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('validation.collectionInterval');
  });
  it('needs an interval when periodic and a condition when conditional', () => {
    expect(CollectionTaskBodySchema.safeParse({ ...body, intervalS: undefined }).error?.issues[0]?.path).toEqual(['intervalS']);
    expect(CollectionTaskBodySchema.safeParse({ ...body, mode: 'conditional' }).error?.issues[0]?.message).toBe(
      'validation.conditionRequired',
    );
  });
  it('names up to 20 characters, at least one point', () => {
    expect(CollectionTaskBodySchema.safeParse({ ...body, name: 'x'.repeat(20) }).success).toBe(true);
    expect(CollectionTaskBodySchema.safeParse({ ...body, name: 'x'.repeat(21) }).success).toBe(false);
    expect(CollectionTaskBodySchema.safeParse({ ...body, pointIds: [] }).error?.issues[0]?.message).toBe('validation.selectOne');
  });
  it('refuses a window of zero length and a bad clock', () => {
    expect(CollectionTaskBodySchema.safeParse({ ...body, windows: [{ start: '08:00', end: '08:00' }] }).success).toBe(false);
    expect(CollectionTaskBodySchema.safeParse({ ...body, windows: [{ start: '8:00', end: '18:00' }] }).success).toBe(false);
    expect(CollectionTaskBodySchema.safeParse({ ...body, windows: [{ start: '22:00', end: '24:00' }] }).success).toBe(true);
  });
});

describe('periodic decisions', () => {
  it('stores at most one sample per interval per point', () => {
    const rule = periodic(10);
    let last: number | undefined;
    const stored: number[] = [];
    for (let s = 0; s < 30; s += 1) {
      const ts = T0 + s * 1000;
      const d = decideSample([rule], ts, new Map(), () => last);
      if (d.store) {
        stored.push(s);
        last = ts;
      }
    }
    expect(stored).toEqual([0, 10, 20]);
  });
  it('windows: only 08:00-18:00 local time (UTC+8)', () => {
    const rule = periodic(2, { windows: [{ start: '08:00', end: '18:00' }], utcOffsetMinutes: 480 });
    expect(inWindows(rule, Date.UTC(2026, 10, 21, 0, 0))).toBe(true); // 08:00 local
    expect(inWindows(rule, Date.UTC(2026, 10, 21, 9, 59))).toBe(true); // 17:59
    expect(inWindows(rule, Date.UTC(2026, 10, 21, 10, 0))).toBe(false); // 18:00
    expect(inWindows(rule, Date.UTC(2026, 10, 20, 23, 59))).toBe(false); // 07:59
    expect(decideSample([rule], Date.UTC(2026, 10, 21, 12), new Map(), () => undefined).store).toBe(false);
  });
  it('a window across midnight', () => {
    const rule = periodic(2, { windows: [{ start: '22:00', end: '06:00' }] });
    expect(inWindows(rule, Date.UTC(2026, 10, 21, 23))).toBe(true);
    expect(inWindows(rule, Date.UTC(2026, 10, 21, 5, 59))).toBe(true);
    expect(inWindows(rule, Date.UTC(2026, 10, 21, 6))).toBe(false);
  });
});

describe('conditional decisions', () => {
  const rule: CollectionRule = ruleOf({
    ...base,
    mode: 'conditional',
    intervalS: null,
    conditions: [
      { pointId: 1, op: '>', value: 50 },
      { pointId: 2, op: 'bitSet', value: 3 },
    ],
  });
  it('stores only while every condition holds (and)', () => {
    expect(
      decideSample(
        [rule],
        T0,
        new Map([
          [1, 51],
          [2, 8],
        ]),
        () => undefined,
      ).store,
    ).toBe(true);
    expect(
      decideSample(
        [rule],
        T0,
        new Map([
          [1, 50],
          [2, 8],
        ]),
        () => undefined,
      ).store,
    ).toBe(false);
    expect(
      decideSample(
        [rule],
        T0,
        new Map([
          [1, 51],
          [2, 7],
        ]),
        () => undefined,
      ).store,
    ).toBe(false);
  });
  it('or: any condition; an unseen value never holds', () => {
    const any = { ...rule, logic: 'or' as const };
    expect(decideSample([any], T0, new Map([[2, 8]]), () => undefined).store).toBe(true);
    expect(decideSample([any], T0, new Map(), () => undefined).store).toBe(false);
  });
  it('several tasks: stored when any takes it, and it says which', () => {
    const p = periodic(60, { id: 9 });
    const d = decideSample([rule, p], T0, new Map([[1, 0]]), () => T0 - 1000);
    expect(d.store).toBe(false);
    const d2 = decideSample(
      [rule, p],
      T0,
      new Map([
        [1, 99],
        [2, 8],
      ]),
      () => T0 - 1000,
    );
    expect(d2.takenBy.map((r) => r.id)).toEqual([1]);
  });
});
