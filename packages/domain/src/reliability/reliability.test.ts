import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StateChange } from '../history/status-statistics.js';
import { computeReliability, mergeOutages, mtbf, repairSteps, type FailureAlarm, type ReliabilityOrder } from './figures.js';
import { judgeVerification, onlineThroughout, type AlarmSpan } from './verification.js';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

const spanArb = fc.record({ start: fc.integer({ min: 0, max: 1000 }), length: fc.integer({ min: 0, max: 200 }), open: fc.boolean() });

describe('outages and MTBF', () => {
  it('never counts a failure that starts while the previous one is open', () => {
    fc.assert(
      fc.property(fc.array(spanArb, { maxLength: 20 }), (raw) => {
        const spans = raw.map((s) => ({ start: s.start, end: s.open ? null : s.start + s.length }));
        const outages = mergeOutages(spans, 1500);
        for (let i = 1; i < outages.length; i += 1) expect(outages[i]!.start).toBeGreaterThan(outages[i - 1]!.end);
        // Every span lies in one outage; an outage starts at some span's start.
        for (const s of spans) expect(outages.some((o) => o.start <= s.start && (s.end ?? 1500) <= o.end)).toBe(true);
        for (const o of outages) expect(spans.some((s) => s.start === o.start)).toBe(true);
        // A failure nested inside an open one adds nothing.
        const { failures } = mtbf({ from: 0, to: 2000 }, [outages], 2000);
        const nested = spans.filter((s) => spans.some((p) => p !== s && p.start < s.start && (p.end ?? 1500) >= s.start)).length;
        expect(failures).toBeLessThanOrEqual(spans.length - nested);
      }),
    );
  });

  it('up time over failures, nothing without a failure', () => {
    expect(mtbf({ from: 0, to: 100 }, [[]], 100).mtbfMs).toBeNull();
    // Two outages of 10 in 100: 80 up / 2.
    expect(
      mtbf(
        { from: 0, to: 100 },
        [
          [
            { start: 10, end: 20 },
            { start: 50, end: 60 },
          ],
        ],
        100,
      ).mtbfMs,
    ).toBe(40);
  });
});

const statesArb = fc.array(
  fc.record({
    at: fc.integer({ min: 0, max: 10_000 }),
    status: fc.constantFrom<StateChange['status']>('online', 'offline', 'comm_failure'),
  }),
  { maxLength: 8 },
);
const alarmsArb = fc.array(
  fc.record({ id: fc.nat(), raisedAt: fc.integer({ min: 0, max: 10_000 }), length: fc.option(fc.integer({ min: 0, max: 3000 })) }),
  { maxLength: 5 },
);

describe('verification', () => {
  it('is never verified unless online through the window, cleared and not raised again', () => {
    fc.assert(
      fc.property(
        statesArb,
        alarmsArb,
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 1, max: 3000 }),
        fc.integer({ min: 0, max: 20_000 }),
        (states, raw, completedAt, windowMs, now) => {
          const alarms: AlarmSpan[] = raw.map((a) => ({
            id: a.id,
            raisedAt: a.raisedAt,
            clearedAt: a.length === null ? null : a.raisedAt + a.length,
          }));
          const verdict = judgeVerification({ completedAt, windowMs, alarms, states, now: Math.max(now, completedAt) });
          if (verdict.state !== 'verified') return;
          expect(verdict.windowStart).not.toBeNull();
          expect(onlineThroughout(states, verdict.windowStart!, verdict.windowEnd!)).toBe(true);
          // Alarms up to the window's end: one raised after it is a recurrence, judged by the recurrence window instead.
          const judged = alarms.filter((a) => a.raisedAt <= verdict.windowEnd!);
          expect(judged.every((a) => a.raisedAt <= completedAt && a.clearedAt !== null && a.clearedAt <= verdict.windowStart!)).toBe(true);
          expect(verdict.windowEnd! - verdict.windowStart!).toBe(windowMs);
        },
      ),
    );
  });

  it('an offline moment in the window makes it not verifiable, whatever the clock', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 1000, max: 100_000 }), (offlineAt, later) => {
        const states: StateChange[] = [
          { at: 0, status: 'online' },
          { at: offlineAt, status: 'offline' },
          { at: offlineAt + 1, status: 'online' },
        ];
        const verdict = judgeVerification({
          completedAt: 0,
          windowMs: 1000,
          alarms: [{ id: 1, raisedAt: -5, clearedAt: -1 }],
          states,
          now: later,
        });
        expect(verdict.state).toBe('not_verifiable');
      }),
    );
  });

  it('waits while the alarm is active, runs the window from its clearing, and sees a recurrence', () => {
    const states: StateChange[] = [{ at: 0, status: 'online' }];
    const base = { completedAt: 100, windowMs: 1000, states };
    expect(judgeVerification({ ...base, alarms: [{ id: 1, raisedAt: 10, clearedAt: null }], now: 5000 })).toMatchObject({
      state: 'awaiting',
      reason: 'alarm_active',
    });
    const cleared = [{ id: 1, raisedAt: 10, clearedAt: 300 }];
    expect(judgeVerification({ ...base, alarms: cleared, now: 1200 })).toMatchObject({
      state: 'awaiting',
      reason: 'window_running',
      windowStart: 300,
      windowEnd: 1300,
    });
    expect(judgeVerification({ ...base, alarms: cleared, now: 1300 })).toMatchObject({ state: 'verified', windowStart: 300 });
    const again = [...cleared, { id: 2, raisedAt: 900, clearedAt: null }];
    expect(judgeVerification({ ...base, alarms: again, now: 1300 })).toMatchObject({ state: 'recurred', recurrence: { id: 2 } });
    // Unknown state (no change before the window) is not online.
    expect(
      judgeVerification({ ...base, states: [{ at: 200, status: 'online' }], alarms: [{ id: 1, raisedAt: 10, clearedAt: 50 }], now: 2000 })
        .state,
    ).toBe('not_verifiable');
  });
});

describe('repair steps', () => {
  it('splits an order into wait, travel and work from its log', () => {
    const log = [
      { at: 0, toStatus: 'pending' },
      { at: 10, toStatus: 'dispatched' },
      { at: 30, toStatus: 'accepted' },
      { at: 70, toStatus: 'processing' },
      { at: 100, toStatus: 'completed' },
    ];
    expect(repairSteps(log, 100)).toEqual({ wait: 30, travel: 40, work: 30 });
  });
});

describe('reliability figures of a known history', () => {
  // Period: 10 days, two machines. Hand-computed figures below.
  const period = { from: 0, to: 10 * DAY };
  const alarm = (deviceId: number, sourceId: number, raisedAt: number, clearedAt: number | null, level = 4): FailureAlarm => ({
    deviceId,
    sourceId,
    sourceName: `S${sourceId}`,
    level,
    raisedAt,
    clearedAt,
    workOrderId: null,
  });
  const alarms: FailureAlarm[] = [
    alarm(1, 11, 1 * DAY, 1 * DAY + 4 * HOUR), // machine 1 fails, 4 h
    alarm(1, 12, 1 * DAY + 1 * HOUR, 1 * DAY + 2 * HOUR), // inside the first: same outage
    alarm(1, 11, 3 * DAY, 3 * DAY + 2 * HOUR), // the repeat, 2 h
    alarm(2, 21, 5 * DAY, 5 * DAY + 6 * HOUR), // machine 2, 6 h
    alarm(2, 22, 7 * DAY, 7 * DAY + 1 * HOUR, 1), // a warning: no failure
  ];
  const log = (start: number, steps: number[]) => [
    { at: start, toStatus: 'pending' },
    { at: start + steps[0]!, toStatus: 'dispatched' },
    { at: start + steps[1]!, toStatus: 'accepted' },
    { at: start + steps[2]!, toStatus: 'processing' },
    { at: start + steps[3]!, toStatus: 'completed' },
  ];
  const orders: ReliabilityOrder[] = [
    // machine 1: completed at day 1 + 3 h, came back (repeat), reopened and verified at day 3 + 3 h.
    {
      id: 1,
      deviceId: 1,
      kind: 'repair',
      createdAt: 1 * DAY,
      completedAt: 3 * DAY + 3 * HOUR,
      verification: 'verified',
      verifiedAt: 3 * DAY + 3.5 * HOUR,
      repeatCount: 1,
      log: [
        ...log(1 * DAY, [HOUR, 2 * HOUR, 2.5 * HOUR, 3 * HOUR]),
        { at: 3 * DAY, toStatus: 'dispatched' },
        { at: 3 * DAY + HOUR, toStatus: 'accepted' },
        { at: 3 * DAY + 2 * HOUR, toStatus: 'processing' },
        { at: 3 * DAY + 3 * HOUR, toStatus: 'completed' },
      ],
    },
    // machine 2: clean fix, report → completed in 5 h.
    {
      id: 2,
      deviceId: 2,
      kind: 'repair',
      createdAt: 5 * DAY,
      completedAt: 5 * DAY + 5 * HOUR,
      verification: 'verified',
      verifiedAt: 5 * DAY + 6.5 * HOUR,
      repeatCount: 0,
      log: log(5 * DAY, [HOUR, 2 * HOUR, 3 * HOUR, 5 * HOUR]),
    },
  ];
  const states = new Map<number, StateChange[]>([
    [
      1,
      [
        { at: 0, status: 'online' },
        { at: 8 * DAY, status: 'offline' },
        { at: 8 * DAY + 12 * HOUR, status: 'online' },
      ],
    ],
    [2, [{ at: 0, status: 'online' }]],
  ]);
  const figures = computeReliability({ period, deviceIds: [1, 2], alarms, orders, states, now: 20 * DAY });

  it('MTBF counts three failures in 20 machine-days less 12 h down', () => {
    expect(figures.failures).toBe(3);
    expect(figures.outageMs).toBe(12 * HOUR);
    expect(figures.mtbfMs).toBe((20 * DAY - 12 * HOUR) / 3);
    // From orders: order 1 is down from report to its last completion (2 d 3 h), order 2 for 5 h.
    expect(figures.orderFailures).toBe(2);
    expect(figures.mtbfOrdersMs).toBe((20 * DAY - (2 * DAY + 3 * HOUR) - 5 * HOUR) / 2);
  });

  it('MTTR from report to verified repair, with wait / travel / work from the log', () => {
    expect(figures.repaired).toBe(2);
    expect(figures.mttrMs).toBe((2 * DAY + 3 * HOUR + 5 * HOUR) / 2);
    // Order 1: wait 2 h + (3 d − (1 d + 3 h)) = 2 h + 45 h + 1 h, travel 0.5 h + 1 h, work 0.5 h + 1 h.
    // Order 2: wait 2 h, travel 1 h, work 2 h.
    const wait = 2 * HOUR + 45 * HOUR + 1 * HOUR + 2 * HOUR;
    const travel = 1.5 * HOUR + 1 * HOUR;
    const work = 1.5 * HOUR + 2 * HOUR;
    const total = wait + travel + work;
    expect(total).toBe(2 * DAY + 8 * HOUR);
    expect(figures.repairShares).toEqual({ wait: wait / total, travel: travel / total, work: work / total });
  });

  it('first-time fix, repeat rate, availability and the top sources', () => {
    expect(figures.judged).toBe(2);
    expect(figures.firstTimeFixRate).toBe(0.5);
    expect(figures.repeatRepairRate).toBe(0.5);
    expect(figures.availability).toBe((20 * DAY - 12 * HOUR) / (20 * DAY));
    expect(figures.topSources.map((s) => [s.name, s.failures])).toEqual([
      ['S11', 2],
      ['S12', 1],
      ['S21', 1],
    ]);
    expect(figures.topSources[2]!.cumulativeShare).toBe(1);
  });
});
