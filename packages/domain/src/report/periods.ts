import { minutesOfClock } from '../history/collection-task.js';
import { localDayOf, localMidnight } from '../history/status-statistics.js';

/**
 * Report time math (spec §3 report config: time ranges day, week, month, custom; periodTimeList,
 * several periods within a day). Local days are read with a fixed offset from UTC.
 */
export const REPORT_TIME_TYPES = ['day', 'week', 'month', 'custom'] as const;
export type ReportTimeType = (typeof REPORT_TIME_TYPES)[number];

/** interval: a row every `intervalS`; period: a row per entry of periodTimeList, each day. */
export const REPORT_STORAGE_MODES = ['interval', 'period'] as const;
export type ReportStorageMode = (typeof REPORT_STORAGE_MODES)[number];

export const SCHEDULE_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type ScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];

/** At most this many rows in one report (the table, the chart and the sheet stay readable). */
export const REPORT_ROWS_MAX = 2000;
/** A custom range spans at most this many days. */
export const REPORT_CUSTOM_MAX_DAYS = 93;

const DAY_MS = 86_400_000;

export interface TimeRange {
  start: number;
  end: number;
}

export interface ReportPeriod extends TimeRange {
  /** Shown in the first column: `2026-11-21 08:00`, or `2026-11-21 Morning shift`. */
  label: string;
}

function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Monday of the week holding `day`. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

export function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

function nextMonth(day: string): string {
  const d = new Date(`${monthStart(day)}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 10);
}

/** The local days [from, to) a report of this type covers around `anchor` (a local day). */
export function reportDays(timeType: ReportTimeType, anchor: string, custom?: { from: string; to: string }): { from: string; to: string } {
  switch (timeType) {
    case 'day':
      return { from: anchor, to: addDays(anchor, 1) };
    case 'week': {
      const from = weekStart(anchor);
      return { from, to: addDays(from, 7) };
    }
    case 'month':
      return { from: monthStart(anchor), to: nextMonth(anchor) };
    case 'custom':
      return custom ? { from: custom.from, to: addDays(custom.to, 1) } : { from: anchor, to: addDays(anchor, 1) };
  }
}

export function rangeOfDays(days: { from: string; to: string }, utcOffsetMinutes: number): TimeRange {
  return { start: localMidnight(days.from, utcOffsetMinutes), end: localMidnight(days.to, utcOffsetMinutes) };
}

function clockLabel(ts: number, utcOffsetMinutes: number, seconds: boolean): string {
  const iso = new Date(ts + utcOffsetMinutes * 60_000).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, seconds ? 19 : 16)}`;
}

/**
 * The rows of a report over `days`. Interval mode: one row per `intervalS` from the first
 * midnight. Period mode: each day, one row per period (an end at or before the start runs into
 * the next day, so a period is at most one day). Undefined when there would be too many rows.
 * With `now`, the rows stop there: a period that has not begun yet (later today, tomorrow, the
 * rest of the month) is no row; the one running now is.
 */
export function reportPeriods(input: {
  storageMode: ReportStorageMode;
  intervalS: number | null;
  periodTimeList: readonly { title: string; start: string; end: string }[];
  days: { from: string; to: string };
  utcOffsetMinutes: number;
  now?: number;
}): ReportPeriod[] | undefined {
  const { utcOffsetMinutes } = input;
  const range = rangeOfDays(input.days, utcOffsetMinutes);
  const until = Math.min(range.end, input.now ?? Number.POSITIVE_INFINITY);
  const out: ReportPeriod[] = [];
  if (input.storageMode === 'interval') {
    const step = Math.max(2, input.intervalS ?? 3600) * 1000;
    if ((range.end - range.start) / step > REPORT_ROWS_MAX) return undefined;
    for (let t = range.start; t < until; t += step)
      out.push({ start: t, end: Math.min(t + step, range.end), label: clockLabel(t, utcOffsetMinutes, step % 60_000 !== 0) });
    return out;
  }
  for (let day = input.days.from; day < input.days.to; day = addDays(day, 1)) {
    const midnight = localMidnight(day, utcOffsetMinutes);
    for (const p of input.periodTimeList) {
      const start = minutesOfClock(p.start) * 60_000;
      let end = minutesOfClock(p.end) * 60_000;
      if (end <= start) end += DAY_MS;
      if (midnight + start >= until) continue;
      out.push({ start: midnight + start, end: midnight + end, label: `${day} ${p.title}` });
      if (out.length > REPORT_ROWS_MAX) return undefined;
    }
  }
  return out;
}

/** Which stored series a report reads: roll-ups for long ranges when every boundary sits on them. */
export type ReportResolution = 'raw' | '1m' | '1h';

export function reportResolution(periods: readonly TimeRange[]): ReportResolution {
  if (periods.length === 0) return 'raw';
  const span = periods[periods.length - 1]!.end - periods[0]!.start;
  const aligned = (ms: number) => periods.every((p) => p.start % ms === 0 && p.end % ms === 0);
  if (span > 2 * DAY_MS && aligned(3_600_000)) return '1h';
  if (span > 6 * 3_600_000 && aligned(60_000)) return '1m';
  return 'raw';
}

/**
 * The period a scheduled delivery covers at `now`: the last one that has ended (yesterday, last
 * week Monday to Sunday, last month), and a key that names it (one delivery per key).
 */
export function duePeriod(
  frequency: ScheduleFrequency,
  now: number,
  utcOffsetMinutes: number,
): { key: string; days: { from: string; to: string } } {
  const today = localDayOf(now, utcOffsetMinutes);
  if (frequency === 'daily') {
    const from = addDays(today, -1);
    return { key: `daily:${from}`, days: { from, to: today } };
  }
  if (frequency === 'weekly') {
    const to = weekStart(today);
    const from = addDays(to, -7);
    return { key: `weekly:${from}`, days: { from, to } };
  }
  const to = monthStart(today);
  const from = monthStart(addDays(to, -1));
  return { key: `monthly:${from.slice(0, 7)}`, days: { from, to } };
}

/** The days a delivery key names (`daily:2026-11-21`, `weekly:2026-11-16`, `monthly:2026-10`). */
export function daysOfPeriodKey(key: string): { frequency: ScheduleFrequency; days: { from: string; to: string } } | undefined {
  const [frequency, value = ''] = key.split(':');
  if (frequency === 'daily' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return { frequency, days: { from: value, to: addDays(value, 1) } };
  if (frequency === 'weekly' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return { frequency, days: { from: value, to: addDays(value, 7) } };
  if (frequency === 'monthly' && /^\d{4}-\d{2}$/.test(value))
    return { frequency, days: { from: `${value}-01`, to: nextMonth(`${value}-01`) } };
  return undefined;
}
