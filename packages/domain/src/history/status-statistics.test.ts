import { describe, expect, it } from 'vitest';
import { StatusStatisticsQuerySchema, statusStatistics, type StateChange } from './status-statistics.js';

const H = 3_600_000;
// Local days at UTC+8: 2026-11-21 starts at 2026-11-20T16:00Z.
const day21 = Date.UTC(2026, 10, 20, 16);
const at = (hours: number) => day21 + hours * H;

describe('status statistics per local day', () => {
  it('splits an interval that crosses midnight between the two days', () => {
    const changes: StateChange[] = [
      { status: 'online', at: at(20) },
      { status: 'offline', at: at(26) }, // 02:00 next day
    ];
    const days = statusStatistics({ before: 'offline', changes, from: '2026-11-21', to: '2026-11-22', now: at(48), utcOffsetMinutes: 480 });
    expect(days).toEqual([
      { day: '2026-11-21', onlineMs: 4 * H, commFailureMs: 0, offlineMs: 20 * H, unknownMs: 0, onlineCount: 1 },
      { day: '2026-11-22', onlineMs: 2 * H, commFailureMs: 0, offlineMs: 22 * H, unknownMs: 0, onlineCount: 0 },
    ]);
  });
  it('runs the open current interval to now; the rest of today is unknown', () => {
    const days = statusStatistics({
      before: undefined,
      changes: [{ status: 'online', at: at(8) }],
      from: '2026-11-21',
      to: '2026-11-21',
      now: at(10.5),
      utcOffsetMinutes: 480,
    });
    expect(days[0]).toMatchObject({ onlineMs: 2.5 * H, offlineMs: 0, unknownMs: 21.5 * H });
  });
  it('counts communication failure apart and a period of the day only', () => {
    const changes: StateChange[] = [
      { status: 'online', at: at(7) },
      { status: 'comm_failure', at: at(9) },
      { status: 'online', at: at(10) },
      { status: 'offline', at: at(17) },
    ];
    const [d] = statusStatistics({
      before: 'offline',
      changes,
      from: '2026-11-21',
      to: '2026-11-21',
      now: at(30),
      utcOffsetMinutes: 480,
      period: { start: '08:00', end: '18:00' },
    });
    expect(d).toEqual({ day: '2026-11-21', onlineMs: 8 * H, commFailureMs: 1 * H, offlineMs: 1 * H, unknownMs: 0, onlineCount: 1 });
  });
  it('a period crossing midnight stays one day long', () => {
    const [d] = statusStatistics({
      before: 'online',
      changes: [],
      from: '2026-11-21',
      to: '2026-11-21',
      now: at(100),
      utcOffsetMinutes: 480,
      period: { start: '22:00', end: '06:00' },
    });
    expect(d!.onlineMs).toBe(8 * H);
  });
  it('each day sums to its length', () => {
    const changes: StateChange[] = Array.from(
      { length: 40 },
      (_, i) => ({ status: i % 3 === 0 ? 'online' : i % 3 === 1 ? 'offline' : 'comm_failure', at: at(i * 1.7) }) as StateChange,
    );
    for (const d of statusStatistics({
      before: 'offline',
      changes,
      from: '2026-11-21',
      to: '2026-11-24',
      now: at(50),
      utcOffsetMinutes: 480,
    }))
      expect(d.onlineMs + d.offlineMs + d.commFailureMs + d.unknownMs).toBe(24 * H);
  });
});

describe('status statistics query (spec §5)', () => {
  it('refuses a period of zero length, a reversed range and a range too long', () => {
    const q = { from: '2026-11-01', to: '2026-11-02' };
    expect(StatusStatisticsQuerySchema.safeParse(q).success).toBe(true);
    expect(StatusStatisticsQuerySchema.safeParse({ ...q, periodStart: '08:00', periodEnd: '08:00' }).error?.issues[0]?.message).toBe(
      'validation.periodOverDay',
    );
    expect(StatusStatisticsQuerySchema.safeParse({ from: '2026-11-02', to: '2026-11-01' }).error?.issues[0]?.message).toBe(
      'validation.rangeOrder',
    );
    expect(StatusStatisticsQuerySchema.safeParse({ from: '2026-01-01', to: '2026-11-01' }).error?.issues[0]?.message).toBe(
      'validation.rangeTooLong',
    );
    expect(StatusStatisticsQuerySchema.safeParse({ ...q, periodStart: '08:00' }).success).toBe(false);
  });
});
