import { z } from 'zod';
import { calendarDateSchema } from '../input/dates.js';
import { DayTimeSchema, DEFAULT_UTC_OFFSET_MINUTES, minutesOfClock } from './collection-task.js';

/**
 * Equipment status statistics (spec §2 data analysis): how long each device was online, in
 * communication failure and offline, per local day, from its stored state changes. An interval
 * crossing midnight is split between the two days; the current (open) interval runs to now.
 * A "time period" (e.g. 08:00-18:00) narrows each day's count and never exceeds one day (§5).
 */
export const DEVICE_STATES = ['online', 'comm_failure', 'offline'] as const;
export type DeviceState = (typeof DEVICE_STATES)[number];

export interface StateChange {
  status: DeviceState;
  at: number;
}

export interface DayStatistic {
  /** Local calendar day, YYYY-MM-DD. */
  day: string;
  onlineMs: number;
  commFailureMs: number;
  offlineMs: number;
  /** Time before the first known state, or in the future. */
  unknownMs: number;
  /** State changes to online that started in this day's period (how often it came back). */
  onlineCount: number;
}

const DAY_MS = 86_400_000;
/** Spec §5: a status statistic spans at most this many days per request. */
export const STATUS_STATISTICS_MAX_DAYS = 62;

const DaySchema = calendarDateSchema();

export const StatusStatisticsQuerySchema = z
  .object({
    deviceId: z.coerce.number().int().positive().optional(),
    projectId: z.coerce.number().int().positive().optional(),
    from: DaySchema,
    to: DaySchema,
    /** The part of each day counted; the whole day when absent. */
    periodStart: DayTimeSchema.optional(),
    periodEnd: DayTimeSchema.optional(),
    utcOffsetMinutes: z.coerce.number().int().min(-720).max(840).default(DEFAULT_UTC_OFFSET_MINUTES),
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(500).default(20),
  })
  .superRefine((q, ctx) => {
    if (q.to < q.from) ctx.addIssue({ code: 'custom', message: 'validation.rangeOrder', path: ['to'] });
    else if (daysBetween(q.from, q.to) + 1 > STATUS_STATISTICS_MAX_DAYS)
      ctx.addIssue({ code: 'custom', message: 'validation.rangeTooLong', path: ['to'] });
    if ((q.periodStart === undefined) !== (q.periodEnd === undefined))
      ctx.addIssue({ code: 'custom', message: 'validation.required', path: [q.periodStart === undefined ? 'periodStart' : 'periodEnd'] });
    if (q.periodStart !== undefined && q.periodStart === q.periodEnd)
      ctx.addIssue({ code: 'custom', message: 'validation.periodOverDay', path: ['periodEnd'] });
  });
export type StatusStatisticsQuery = z.infer<typeof StatusStatisticsQuerySchema>;

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The UTC instant of a local day's midnight. */
export function localMidnight(day: string, utcOffsetMinutes: number): number {
  return Date.parse(`${day}T00:00:00Z`) - utcOffsetMinutes * 60_000;
}

export function localDayOf(ts: number, utcOffsetMinutes: number): string {
  return new Date(ts + utcOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

/**
 * The counted stretch of a local day: the whole day, or [periodStart, periodEnd) of it; an end at
 * or before the start runs into the next morning (still at most one day).
 */
export function periodOfDay(day: string, utcOffsetMinutes: number, period?: { start: string; end: string }): [number, number] {
  const midnight = localMidnight(day, utcOffsetMinutes);
  if (!period) return [midnight, midnight + DAY_MS];
  const start = minutesOfClock(period.start) * 60_000;
  let end = minutesOfClock(period.end) * 60_000;
  if (end <= start) end += DAY_MS;
  return [midnight + start, midnight + end];
}

/**
 * Per-day statistics of one device. `before` is the state in force when the first day begins
 * (the last change before it), or undefined when none is known. `changes` are in time order.
 */
export function statusStatistics(input: {
  before: DeviceState | undefined;
  changes: readonly StateChange[];
  from: string;
  to: string;
  now: number;
  utcOffsetMinutes: number;
  period?: { start: string; end: string } | undefined;
}): DayStatistic[] {
  const { changes, now, utcOffsetMinutes, period } = input;
  const days: DayStatistic[] = [];
  const count = daysBetween(input.from, input.to) + 1;
  const first = Date.parse(`${input.from}T00:00:00Z`);
  for (let i = 0; i < count; i++) {
    const day = new Date(first + i * DAY_MS).toISOString().slice(0, 10);
    const [start, end] = periodOfDay(day, utcOffsetMinutes, period);
    const stat: DayStatistic = { day, onlineMs: 0, commFailureMs: 0, offlineMs: 0, unknownMs: 0, onlineCount: 0 };
    // The state at `start`: the last change at or before it.
    let state = input.before;
    let k = 0;
    while (k < changes.length && changes[k]!.at <= start) state = changes[k++]!.status;
    let cursor = start;
    const add = (until: number) => {
      const stop = Math.min(until, end);
      if (stop <= cursor) return;
      const known = Math.min(stop, Math.max(cursor, now));
      // [cursor, known) happened; [known, stop) is still to come.
      const past = Math.max(0, known - cursor);
      if (state === 'online') stat.onlineMs += past;
      else if (state === 'comm_failure') stat.commFailureMs += past;
      else if (state === 'offline') stat.offlineMs += past;
      else stat.unknownMs += past;
      stat.unknownMs += stop - cursor - past;
      cursor = stop;
    };
    for (; k < changes.length && changes[k]!.at < end; k++) {
      const change = changes[k]!;
      add(change.at);
      if (change.status === 'online' && state !== 'online') stat.onlineCount++;
      state = change.status;
    }
    add(end);
    days.push(stat);
  }
  return days;
}
