import { addDays, addMonths } from '../calendar-date.js';
/**
 * Installment plans (spec §1 installment and lock management): a device sold on an installment plan
 * (total, down payment, periods, due dates, grace days). Amounts are whole cents; dates are calendar
 * dates `YYYY-MM-DD` in the company's zone (the caller says which date is today there).
 */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export interface PlanTerms {
  /** Total price, cents. */
  totalCents: number;
  /** Paid at the sale, cents; the rest is split over the periods. */
  downPaymentCents: number;
  periods: number;
  /** Due date of the first period. */
  firstDueDate: string;
  /** Months between two due dates. */
  intervalMonths: number;
  /** Days after a due date before an unpaid period locks the device. */
  graceDays: number;
}

export interface ScheduledPeriod {
  /** 1-based. */
  index: number;
  dueDate: string;
  amountCents: number;
}

export const PERIOD_STATUSES = ['paid', 'partial', 'upcoming', 'due', 'overdue', 'lockable'] as const;
export type PeriodStatus = (typeof PERIOD_STATUSES)[number];

export interface PeriodState extends ScheduledPeriod {
  paidCents: number;
  status: PeriodStatus;
  /** The last day of grace: past it, unpaid, the device is locked. */
  graceEnd: string;
}

/**
 * The periods of a plan: (total − down payment) split evenly in cents, the remainder spread one cent
 * at a time over the first periods, so the amounts add up exactly; due dates counted from the first
 * (so a plan starting Jan 31 keeps the month's end).
 */
export function planSchedule(
  terms: Pick<PlanTerms, 'totalCents' | 'downPaymentCents' | 'periods' | 'firstDueDate' | 'intervalMonths'>,
): ScheduledPeriod[] {
  const financed = terms.totalCents - terms.downPaymentCents;
  const base = Math.floor(financed / terms.periods);
  const remainder = financed - base * terms.periods;
  return Array.from({ length: terms.periods }, (_, i) => ({
    index: i + 1,
    dueDate: addMonths(terms.firstDueDate, i * terms.intervalMonths),
    amountCents: base + (i < remainder ? 1 : 0),
  }));
}

/**
 * Each period's state on `today`: payments (their sum) are allocated to the periods in order; a
 * period not fully paid is `upcoming` before its due date, `due` on it, `overdue` after it, and
 * `lockable` once its grace days are over too.
 */
export function periodStates(terms: PlanTerms, paidCents: number, today: string): PeriodState[] {
  let left = paidCents;
  return planSchedule(terms).map((period) => {
    const paid = Math.max(0, Math.min(left, period.amountCents));
    left -= paid;
    const graceEnd = addDays(period.dueDate, terms.graceDays);
    let status: PeriodStatus;
    if (paid >= period.amountCents) status = 'paid';
    else if (today > graceEnd) status = 'lockable';
    else if (today > period.dueDate) status = 'overdue';
    else if (today === period.dueDate) status = 'due';
    else status = paid > 0 ? 'partial' : 'upcoming';
    return { ...period, paidCents: paid, status, graceEnd };
  });
}

export const PLAN_STATES = ['active', 'overdue', 'locked', 'paid_off'] as const;
export type PlanState = (typeof PLAN_STATES)[number];

/** The plan as one word: paid off, locked, overdue (a period past its due date) or active. */
export function planState(periods: readonly PeriodState[], locked: boolean): PlanState {
  if (periods.every((p) => p.status === 'paid')) return 'paid_off';
  if (locked) return 'locked';
  if (periods.some((p) => p.status === 'overdue' || p.status === 'lockable')) return 'overdue';
  return 'active';
}

/** What the unpaid periods owe up to `today` (due today included), cents. */
export function amountDue(periods: readonly PeriodState[], today: string): number {
  return periods.filter((p) => p.dueDate <= today).reduce((sum, p) => sum + p.amountCents - p.paidCents, 0);
}

/** The first period not fully paid, if any. */
export function nextPeriod(periods: readonly PeriodState[]): PeriodState | undefined {
  return periods.find((p) => p.status !== 'paid');
}

/**
 * Whether the device must be locked: a period past its grace is unpaid and no unlock (an unlock code
 * or "unlock now" for some days) holds at `now`. `lock`, `unlock` or nothing to do.
 */
export function lockDecision(input: {
  periods: readonly PeriodState[];
  locked: boolean;
  /** Until when an unlock granted by staff or a code holds (ms since the epoch); null: none. */
  unlockedUntil: number | null;
  now: number;
}): 'lock' | 'unlock' | null {
  const lockable = input.periods.some((p) => p.status === 'lockable');
  const granted = input.unlockedUntil !== null && input.now < input.unlockedUntil;
  const shouldLock = lockable && !granted;
  if (shouldLock && !input.locked) return 'lock';
  if (!shouldLock && input.locked) return 'unlock';
  return null;
}

/** Whether a reminder for `period` falls due on `today`: `daysBefore` days before its due date, or later while unpaid. */
export function reminderDue(period: PeriodState, today: string, daysBefore: number): boolean {
  return period.status !== 'paid' && today >= addDays(period.dueDate, -daysBefore) && today <= period.dueDate;
}

/** Cents from an amount with at most two decimals (12.34 -> 1234). */
export const toCents = (amount: number) => Math.round(amount * 100);
export const fromCents = (cents: number) => cents / 100;
