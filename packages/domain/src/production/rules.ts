/**
 * Production management (spec §2 productionManagement, task templates, production task, my task,
 * raw materials; §7 SaveProduction / SelProDuction): the pure rules. A task counts the increases of
 * its device's counter point while it runs; what it made consumes the template's materials per unit.
 */

/** Task life: planned -> running <-> paused -> finished (a planned task may be finished unstarted: cancelled). */
export const TASK_STATUSES = ['planned', 'running', 'paused', 'finished'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_ACTIONS = ['start', 'pause', 'finish'] as const;
export type TaskAction = (typeof TASK_ACTIONS)[number];

const TRANSITIONS: Record<TaskAction, { from: readonly TaskStatus[]; to: TaskStatus }> = {
  start: { from: ['planned', 'paused'], to: 'running' },
  pause: { from: ['running'], to: 'paused' },
  finish: { from: ['planned', 'running', 'paused'], to: 'finished' },
};

/** The status an action leads to from `status`, or undefined when the action is not allowed there. */
export function nextTaskStatus(status: TaskStatus, action: TaskAction): TaskStatus | undefined {
  const rule = TRANSITIONS[action];
  return rule.from.includes(status) ? rule.to : undefined;
}

/** Whether the task counts its counter now: only while running. */
export const countsOutput = (status: TaskStatus) => status === 'running';

/** How near the type's maximum the last reading must be for a drop to be a wrap rather than a reset (a tenth of the range, at least 1000 counts). */
export function wrapWindow(max: number): number {
  return Math.max(1000, Math.floor(max / 10));
}

/**
 * The pieces between two readings of a counter. A rise is the difference; a drop is either a wrap
 * (the counter passed its type's maximum and went on from 0: `last` was near `max`) counted as
 * `max - last + 1 + next`, or a reset (someone zeroed it) counted as `next`. No previous reading:
 * nothing counted (the first reading is the baseline). Never negative, never fractional.
 */
export function counterDelta(last: number | null, next: number, max?: number): number {
  if (!Number.isFinite(next)) return 0;
  const value = Math.max(0, Math.floor(next));
  if (last === null || !Number.isFinite(last)) return 0;
  const previous = Math.max(0, Math.floor(last));
  if (value >= previous) return value - previous;
  if (max !== undefined && Number.isFinite(max) && max > 0 && previous <= max && max - previous < wrapWindow(max))
    return max - previous + 1 + value;
  return value;
}

/** Good pieces: output less scrap, never below 0. */
export const goodOutput = (output: number, scrap: number) => Math.max(0, output - scrap);

/** Target attainment as a fraction (1 = target met); null without a target. */
export function attainment(good: number, target: number): number | null {
  return target > 0 ? good / target : null;
}

/** Average seconds per piece while running; null before the first piece. */
export function actualCycleSeconds(runningMs: number, output: number): number | null {
  return output > 0 && runningMs > 0 ? runningMs / 1000 / output : null;
}

/** A state interval of a device: online time counts as available. */
export interface StateInterval {
  status: 'online' | 'comm_failure' | 'offline';
  from: number;
  to: number;
}

/**
 * Milliseconds of [from, to) the device was online, from its state changes (each change holds
 * until the next; the state before `from` is `initial`).
 */
export function onlineMs(
  changes: readonly { status: StateInterval['status']; at: number }[],
  from: number,
  to: number,
  initial: StateInterval['status'] | null,
): number {
  if (to <= from) return 0;
  let state = initial;
  let cursor = from;
  let total = 0;
  for (const change of [...changes].sort((a, b) => a.at - b.at)) {
    if (change.at <= from) {
      state = change.status;
      continue;
    }
    if (change.at >= to) break;
    if (state === 'online') total += change.at - cursor;
    cursor = change.at;
    state = change.status;
  }
  if (state === 'online') total += to - cursor;
  return total;
}

export interface OeeInput {
  /** Planned time: the task's span from start to finish (or now). */
  plannedMs: number;
  /** Time the task ran (not paused). */
  runningMs: number;
  /** Of the running time, the device was online. */
  availableMs: number;
  output: number;
  scrap: number;
  standardCycleSeconds: number;
}

export interface Oee {
  availability: number | null;
  performance: number | null;
  quality: number | null;
  oee: number | null;
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

/**
 * OEE = availability × performance × quality. Availability: the device's online time while the
 * task ran over the planned time; performance: standard cycle × pieces over that available time
 * (capped at 1); quality: good over all pieces. A factor without data is null, and so is the OEE.
 */
export function oeeOf(input: OeeInput): Oee {
  const availability = input.plannedMs > 0 ? clamp01(input.availableMs / input.plannedMs) : null;
  const performance =
    input.availableMs > 0 && input.standardCycleSeconds > 0
      ? clamp01((input.standardCycleSeconds * 1000 * input.output) / input.availableMs)
      : null;
  const quality = input.output > 0 ? clamp01(goodOutput(input.output, input.scrap) / input.output) : null;
  const oee = availability !== null && performance !== null && quality !== null ? availability * performance * quality : null;
  return { availability, performance, quality, oee };
}

/** Material used by `pieces`, rounded to 4 decimals (no float noise in stock). */
export function consumption(pieces: number, perUnit: number): number {
  return Math.round(pieces * perUnit * 10_000) / 10_000;
}

/** Whether a stock change crossed the low-stock threshold downwards (notify once, at the crossing). */
export function crossedLowStock(before: number, after: number, threshold: number): boolean {
  return threshold > 0 && before > threshold && after <= threshold;
}

/** The shift names a task is planned for. */
export const SHIFTS = ['day', 'middle', 'night'] as const;
export type Shift = (typeof SHIFTS)[number];
