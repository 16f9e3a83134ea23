import { fromWallTime, toWallTime, wallAsUtc, daysInMonth, type WallTime } from './zoned-time.js';

/**
 * The calendar of a maintenance plan (spec §3, §5): occurrences every `cycle` days, weeks, months
 * or years from the start time, in the company's time zone. Months and years are calendar months:
 * the day of the month is the start's, clamped to the month's length (Jan 31 + 1 month = Feb 28 or
 * 29), and every occurrence is computed from the start, so the series keeps its day (Mar 31).
 * Days and weeks keep the wall-clock time across daylight-saving changes.
 */
export const CYCLE_UNITS = ['day', 'week', 'month', 'year'] as const;
export type CycleUnit = (typeof CYCLE_UNITS)[number];

/** Advance notice choices (spec §5): one day, two days, three days, one week, two weeks, one month. */
export const ADVANCE_NOTICES = ['1d', '2d', '3d', '1w', '2w', '1M'] as const;
export type AdvanceNotice = (typeof ADVANCE_NOTICES)[number];

export const ADVANCE_NOTICE_SPANS: Readonly<Record<AdvanceNotice, { amount: number; unit: CycleUnit }>> = {
  '1d': { amount: 1, unit: 'day' },
  '2d': { amount: 2, unit: 'day' },
  '3d': { amount: 3, unit: 'day' },
  '1w': { amount: 1, unit: 'week' },
  '2w': { amount: 2, unit: 'week' },
  '1M': { amount: 1, unit: 'month' },
};

/** Add `amount` (may be negative) calendar units to wall fields; months clamp to the month's last day. */
export function addToWall(wall: WallTime, amount: number, unit: CycleUnit): WallTime {
  if (unit === 'day' || unit === 'week') {
    const d = new Date(wallAsUtc({ ...wall, hour: 12, minute: 0, second: 0, millisecond: 0 }));
    d.setUTCDate(d.getUTCDate() + amount * (unit === 'week' ? 7 : 1));
    return { ...wall, year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
  }
  const months = wall.year * 12 + (wall.month - 1) + amount * (unit === 'year' ? 12 : 1);
  const year = Math.floor(months / 12);
  const month = months - year * 12 + 1;
  return { ...wall, year, month, day: Math.min(wall.day, daysInMonth(year, month)) };
}

/** `instant` moved by `amount` calendar units as the zone's clocks count them. */
export function addCalendar(instant: Date, amount: number, unit: CycleUnit, zone: string): Date {
  return fromWallTime(addToWall(toWallTime(instant, zone), amount, unit), zone);
}

export interface Schedule {
  start: Date;
  cycle: number;
  cycleUnit: CycleUnit;
  zone: string;
}

/** The n-th occurrence (0 is the start itself), computed from the start. */
export function occurrence(schedule: Schedule, n: number): Date {
  return addCalendar(schedule.start, n * schedule.cycle, schedule.cycleUnit, schedule.zone);
}

const APPROX_UNIT_MS: Record<CycleUnit, number> = {
  day: 86_400_000,
  week: 7 * 86_400_000,
  month: 30.436875 * 86_400_000,
  year: 365.2425 * 86_400_000,
};

/** The index of the first occurrence strictly after `instant`. */
export function nextOccurrenceIndex(schedule: Schedule, instant: Date): number {
  const t = instant.getTime();
  const span = schedule.cycle * APPROX_UNIT_MS[schedule.cycleUnit];
  let n = Math.max(0, Math.floor((t - schedule.start.getTime()) / span));
  while (n > 0 && occurrence(schedule, n - 1).getTime() > t) n--;
  while (occurrence(schedule, n).getTime() <= t) n++;
  return n;
}

/** The first occurrence strictly after `instant`. */
export function nextOccurrenceAfter(schedule: Schedule, instant: Date): Date {
  return occurrence(schedule, nextOccurrenceIndex(schedule, instant));
}

/** When the notice for an occurrence goes out: the occurrence minus the advance notice, on the calendar. */
export function noticeTime(at: Date, advance: AdvanceNotice, zone: string): Date {
  const span = ADVANCE_NOTICE_SPANS[advance];
  return addCalendar(at, -span.amount, span.unit, zone);
}

/** The end of the warranty: start plus the warranty time in its unit. */
export function warrantyEnd(start: Date, warrantyTime: number, warrantyUnit: CycleUnit, zone: string): Date {
  return addCalendar(start, warrantyTime, warrantyUnit, zone);
}

/**
 * Whether an occurrence still belongs to the plan: with "stop when the warranty maintenance
 * expires", occurrences at or after the warranty end do not.
 */
export function occurrenceInPlan(at: Date, plan: { stopOnWarrantyEnd: boolean; warrantyEnd: Date }): boolean {
  return !plan.stopOnWarrantyEnd || at.getTime() < plan.warrantyEnd.getTime();
}
