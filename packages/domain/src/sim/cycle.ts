/**
 * A SIM card's billing cycle and its data, as plain calendar dates ("YYYY-MM-DD") at the company's
 * wall time. A cycle starts on the card's cycle day (1 to 28, so every month has it) at local
 * midnight and runs to the next one; carriers bill natural months (day 1) unless told otherwise.
 */
export type CalendarDate = string;
export const CALENDAR_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const CYCLE_DAY_MAX = 28;
import { addDays, addMonths } from '../calendar-date.js';
export { addDays, addMonths };

interface Ymd {
  y: number;
  m: number;
  d: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const format = ({ y, m, d }: Ymd): CalendarDate => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
function parse(date: CalendarDate): Ymd {
  const [y, m, d] = date.split('-').map(Number);
  return { y: y!, m: m!, d: d! };
}

/** The wall date of an instant in an IANA zone. */
export function wallDate(at: Date, zone: string): CalendarDate {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** Whole days from `a` to `b` (negative when `b` is before `a`). */
export function calendarDaysBetween(a: CalendarDate, b: CalendarDate): number {
  const ms = (date: CalendarDate) => {
    const { y, m, d } = parse(date);
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((ms(b) - ms(a)) / 86_400_000);
}

/** The start of the cycle `today` is in: this month's cycle day, or last month's when it is still ahead. */
export function cycleStart(today: CalendarDate, cycleDay: number): CalendarDate {
  const { y, m, d } = parse(today);
  if (d >= cycleDay) return format({ y, m, d: cycleDay });
  return addMonths(format({ y, m, d: cycleDay }), -1);
}

/** The first day of the next cycle (the current one's last day is the day before). */
export function nextCycleStart(today: CalendarDate, cycleDay: number): CalendarDate {
  return addMonths(cycleStart(today, cycleDay), 1);
}

/**
 * A renewal of `months` months: counted from the expiry date when the card is still valid (nothing
 * paid for is lost), from today when it has already lapsed.
 */
export function renewedExpiry(expiresOn: CalendarDate, today: CalendarDate, months: number): CalendarDate {
  return addMonths(expiresOn >= today ? expiresOn : today, months);
}

/** An extension of the period by `days` days, from the expiry date or today, whichever is later. */
export function extendedExpiry(expiresOn: CalendarDate, today: CalendarDate, days: number): CalendarDate {
  return addDays(expiresOn >= today ? expiresOn : today, days);
}

/** The data of a cycle: the plan's allowance plus the data packs topped up in it. */
export function cycleAllowanceMb(planDataMb: number, topUpMb: number): number {
  return planDataMb + topUpMb;
}

/** Used data as a percentage of the allowance, one decimal; an allowance of 0 is 100 % as soon as anything is used. */
export function usagePercent(usedMb: number, allowanceMb: number): number {
  if (allowanceMb <= 0) return usedMb > 0 ? 100 : 0;
  return Math.round((usedMb / allowanceMb) * 1000) / 10;
}

export interface WarningState {
  usedMb: number;
  allowanceMb: number;
  /** The warning level, 1 to 100 % of the allowance. */
  warningPercent: number;
  /** The start of the cycle a warning was last sent for, if any. */
  warnedCycle: CalendarDate | null;
  /** The start of the cycle now. */
  cycle: CalendarDate;
}

/**
 * Whether to warn now: usage is at or over the warning level and no warning went out in this cycle.
 * Once per cycle: a second crossing in the same cycle (after a top-up lowered the percentage, say)
 * stays quiet; a new cycle re-arms it.
 */
export function warningDue(state: WarningState): boolean {
  if (state.warnedCycle === state.cycle) return false;
  return usagePercent(state.usedMb, state.allowanceMb) >= state.warningPercent;
}

/** Days until the card expires (0 on its last day, negative once expired). */
export function daysToExpiry(expiresOn: CalendarDate, today: CalendarDate): number {
  return calendarDaysBetween(today, expiresOn);
}
