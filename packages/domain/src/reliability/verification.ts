import type { StateChange } from '../history/status-statistics.js';

/**
 * Repairs verified by the machine's own data (issue 39). An order opened by an alarm (or linked to
 * one) is judged after its completion: the alarm has cleared and stayed cleared for the source's
 * verification window with the device online the whole time ("verified"); a device that is not
 * online at any moment of the window is "not verifiable", never verified; the same source raising
 * again within the recurrence window after completion makes the order a repeat repair.
 *
 * `null` verification: an order without an alarm (completed by hand, as before). `manual`: an alarm
 * order a dispatcher closed with a reason instead of waiting for the data.
 */
export const VERIFICATION_STATES = ['awaiting', 'verified', 'not_verifiable', 'recurred', 'manual'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

/** The states the background check still judges. */
export const VERIFICATION_OPEN_STATES: readonly VerificationState[] = ['awaiting'];

export const DEFAULT_VERIFICATION_WINDOW_S = 30 * 60;
export const DEFAULT_RECURRENCE_WINDOW_S = 7 * 86_400;
/** Limits of a source's windows (seconds): a window of a second serves tests, a year is the most. */
export const VERIFICATION_WINDOW_LIMITS = { min: 1, max: 7 * 86_400 } as const;
export const RECURRENCE_WINDOW_LIMITS = { min: 1, max: 366 * 86_400 } as const;

/** What the company does when a repair did not hold: reopen the order, or open a linked follow-up. */
export const RECURRENCE_ACTIONS = ['reopen', 'follow_up'] as const;
export type RecurrenceAction = (typeof RECURRENCE_ACTIONS)[number];

/** One alarm of the order's source, as stored. */
export interface AlarmSpan {
  id: number;
  raisedAt: number;
  clearedAt: number | null;
}

export interface VerificationInput {
  /** When the order was (last) completed. */
  completedAt: number;
  /** The source's verification window, ms. */
  windowMs: number;
  /** The alarms of the order's source from before the completion on, any order. */
  alarms: readonly AlarmSpan[];
  /** The device's state changes (any order); the state before the first is unknown. */
  states: readonly StateChange[];
  now: number;
}

export type VerificationReason = 'alarm_active' | 'window_running' | 'device_offline' | 'recurred';

export interface VerificationVerdict {
  state: 'awaiting' | 'verified' | 'not_verifiable' | 'recurred';
  reason: VerificationReason | null;
  /** The window once it has started: from the later of completion and the alarm's clearing. */
  windowStart: number | null;
  windowEnd: number | null;
  /** The alarm that came back after completion (state `recurred`). */
  recurrence: AlarmSpan | null;
}

/** The device's state at `at`: the last change at or before it, `null` before the first. */
export function stateAt(states: readonly StateChange[], at: number): StateChange['status'] | null {
  let found: StateChange | null = null;
  for (const change of states) if (change.at <= at && (found === null || change.at >= found.at)) found = change;
  return found?.status ?? null;
}

/** Whether the device was online for the whole of [from, to]. */
export function onlineThroughout(states: readonly StateChange[], from: number, to: number): boolean {
  if (stateAt(states, from) !== 'online') return false;
  return states.every((change) => change.at <= from || change.at > to || change.status === 'online');
}

/** The first alarm raised after `after` and no later than `until` (a repeat of the repaired failure). */
export function firstRaiseAfter(alarms: readonly AlarmSpan[], after: number, until: number): AlarmSpan | null {
  let first: AlarmSpan | null = null;
  for (const alarm of alarms)
    if (alarm.raisedAt > after && alarm.raisedAt <= until && (first === null || alarm.raisedAt < first.raisedAt)) first = alarm;
  return first;
}

/**
 * The verdict on a completed alarm order now. A raise after completion is a recurrence whatever the
 * window says; an alarm still open at completion delays the window to its clearing; the window is
 * then watched until its end: any moment not online makes the repair not verifiable.
 */
export function judgeVerification(input: VerificationInput): VerificationVerdict {
  const { completedAt, windowMs, alarms, states, now } = input;
  const recurrence = firstRaiseAfter(alarms, completedAt, now);
  if (recurrence) return { state: 'recurred', reason: 'recurred', windowStart: null, windowEnd: null, recurrence };
  // The failure still open at completion (raised before it, not cleared by then).
  let windowStart = completedAt;
  for (const alarm of alarms) {
    if (alarm.raisedAt > completedAt) continue;
    if (alarm.clearedAt === null)
      return { state: 'awaiting', reason: 'alarm_active', windowStart: null, windowEnd: null, recurrence: null };
    if (alarm.clearedAt > windowStart) windowStart = alarm.clearedAt;
  }
  if (windowStart > now) return { state: 'awaiting', reason: 'alarm_active', windowStart: null, windowEnd: null, recurrence: null };
  const windowEnd = windowStart + windowMs;
  const watched = Math.min(now, windowEnd);
  if (!onlineThroughout(states, windowStart, watched))
    return { state: 'not_verifiable', reason: 'device_offline', windowStart, windowEnd, recurrence: null };
  if (now < windowEnd) return { state: 'awaiting', reason: 'window_running', windowStart, windowEnd, recurrence: null };
  return { state: 'verified', reason: null, windowStart, windowEnd, recurrence: null };
}

/** Whether an alarm raised at `raisedAt` repeats a repair completed at `completedAt` (recurrence window, ms). */
export function isRepeat(completedAt: number, raisedAt: number, recurrenceWindowMs: number): boolean {
  return raisedAt > completedAt && raisedAt <= completedAt + recurrenceWindowMs;
}

/** Orders the background check still watches for a recurrence: completed within the window and judged so far. */
export function watchesRecurrence(state: VerificationState | null, completedAt: number | null, recurrenceWindowMs: number, now: number) {
  if (completedAt === null) return false;
  if (state !== 'awaiting' && state !== 'verified' && state !== 'not_verifiable') return false;
  return now <= completedAt + recurrenceWindowMs;
}
