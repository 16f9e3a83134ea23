import type { StateChange } from '../history/status-statistics.js';
import type { VerificationState } from './verification.js';

/**
 * Reliability figures over a period (issue 39), pure: the server reads alarms, orders, their logs
 * and device states in a scope and hands them here.
 *
 * - A **failure** is an alarm of level 3 or 4, or one that opened a repair order (`isFailureAlarm`).
 *   A device's failures are merged while they overlap: a failure starting while the previous one is
 *   still open is the same outage, never a second failure.
 * - **MTBF** = the devices' up time in the period (period minus outage time) / failures started in it;
 *   once from alarm-started failures and once from repair orders (report → completion as the outage).
 * - **MTTR** = mean of report → verified repair (the completion the data then verified, or a manual
 *   close by a dispatcher) over the orders repaired in the period, with the share of wait (pending,
 *   dispatched, and completed-then-reopened), travel (accepted) and work (processing) from their log.
 * - **first-time fix** = judged orders verified without a repeat / judged orders; **repeat rate** =
 *   judged orders with a repeat / judged orders. Judged: verified, or repeated at least once.
 * - **availability** = time online / time with a known state, over the devices.
 */
export interface Period {
  from: number;
  to: number;
}

export interface FailureAlarm {
  deviceId: number;
  sourceId: number | null;
  sourceName: string;
  level: number;
  raisedAt: number;
  clearedAt: number | null;
  workOrderId: number | null;
}

export interface OrderLogStep {
  at: number;
  toStatus: string;
}

export interface ReliabilityOrder {
  id: number;
  deviceId: number | null;
  kind: 'repair' | 'maintenance';
  createdAt: number;
  completedAt: number | null;
  verification: VerificationState | null;
  /** The moment the data confirmed the repair held (window end), or the manual close. */
  verifiedAt: number | null;
  /** How often the repair did not hold. */
  repeatCount: number;
  log: readonly OrderLogStep[];
}

export interface SourceCount {
  sourceId: number | null;
  name: string;
  failures: number;
  /** Cumulative share of all failures up to this source (Pareto line), 0..1. */
  cumulativeShare: number;
}

export interface ReliabilityFigures {
  devices: number;
  failures: number;
  outageMs: number;
  mtbfMs: number | null;
  orderFailures: number;
  mtbfOrdersMs: number | null;
  repaired: number;
  mttrMs: number | null;
  /** Shares of wait, travel and work in the repairs' time, 0..1 each (sum 1), null without repairs. */
  repairShares: { wait: number; travel: number; work: number } | null;
  judged: number;
  firstTimeFixRate: number | null;
  repeatRepairRate: number | null;
  availability: number | null;
  topSources: SourceCount[];
}

export interface ReliabilityInput {
  period: Period;
  /** The devices the figures cover. */
  deviceIds: readonly number[];
  alarms: readonly FailureAlarm[];
  orders: readonly ReliabilityOrder[];
  /** State changes per device. */
  states: ReadonlyMap<number, readonly StateChange[]>;
  /** The clock: an open failure or state runs to min(now, period end). */
  now: number;
  topN?: number;
}

/** Which alarms are failures: level 3 or 4, or one that opened a repair order. */
export function isFailureAlarm(alarm: { level: number; workOrderId: number | null }): boolean {
  return alarm.level >= 3 || alarm.workOrderId !== null;
}

export interface Outage {
  start: number;
  end: number;
}

/**
 * A device's outages from failure intervals (end null: still open, runs to `openEnd`): sorted and
 * merged while they overlap or touch, so a failure that starts while another is open adds none.
 */
export function mergeOutages(spans: readonly { start: number; end: number | null }[], openEnd: number): Outage[] {
  const sorted = spans.map((s) => ({ start: s.start, end: Math.max(s.start, s.end ?? openEnd) })).sort((a, b) => a.start - b.start);
  const merged: Outage[] = [];
  for (const span of sorted) {
    const last = merged[merged.length - 1];
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

const overlap = (a: Outage, p: Period) => Math.max(0, Math.min(a.end, p.to) - Math.max(a.start, p.from));

/** MTBF from outages per device: up time in the period / outages starting in it; null without one. */
export function mtbf(period: Period, outagesByDevice: readonly (readonly Outage[])[], end: number) {
  const to = Math.min(period.to, end);
  const span = Math.max(0, to - period.from);
  let failures = 0;
  let down = 0;
  for (const outages of outagesByDevice)
    for (const outage of outages) {
      if (outage.start >= period.from && outage.start < to) failures += 1;
      down += overlap(outage, { from: period.from, to });
    }
  const up = span * outagesByDevice.length - down;
  return { failures, downMs: down, mtbfMs: failures > 0 ? up / failures : null };
}

/** Time spent in each kind of step of an order's log up to `end`: wait, travel, work. */
export function repairSteps(log: readonly OrderLogStep[], end: number) {
  const steps = [...log].sort((a, b) => a.at - b.at);
  const shares = { wait: 0, travel: 0, work: 0 };
  for (let i = 0; i < steps.length; i += 1) {
    const step = steps[i]!;
    if (step.at >= end) break;
    const until = Math.min(end, steps[i + 1]?.at ?? end);
    const kind = step.toStatus === 'accepted' ? 'travel' : step.toStatus === 'processing' ? 'work' : 'wait';
    shares[kind] += Math.max(0, until - step.at);
  }
  return shares;
}

/** The moment a repair counts as done: verified or closed by a dispatcher; a repair order without an alarm at completion. */
export function repairedAt(order: ReliabilityOrder): number | null {
  if (order.verification === null) return order.completedAt;
  if (order.verification === 'verified' || order.verification === 'manual') return order.completedAt;
  return null;
}

export function computeReliability(input: ReliabilityInput): ReliabilityFigures {
  const { period, deviceIds, alarms, orders, states, now } = input;
  const end = Math.min(now, period.to);
  const wanted = new Set(deviceIds);
  const failureAlarms = alarms.filter((a) => wanted.has(a.deviceId) && isFailureAlarm(a));
  const byDevice = (spans: { deviceId: number; start: number; end: number | null }[]) =>
    deviceIds.map((id) =>
      mergeOutages(
        spans.filter((s) => s.deviceId === id),
        end,
      ),
    );
  const alarmOutages = byDevice(failureAlarms.map((a) => ({ deviceId: a.deviceId, start: a.raisedAt, end: a.clearedAt })));
  const fromAlarms = mtbf(period, alarmOutages, end);
  const repairOrders = orders.filter((o) => o.kind === 'repair' && o.deviceId !== null && wanted.has(o.deviceId));
  const orderOutages = byDevice(
    repairOrders.map((o) => ({ deviceId: o.deviceId as number, start: o.createdAt, end: repairedAt(o) ?? o.completedAt })),
  );
  const fromOrders = mtbf(period, orderOutages, end);

  let repaired = 0;
  let repairTotal = 0;
  const steps = { wait: 0, travel: 0, work: 0 };
  let judged = 0;
  let firstTime = 0;
  let repeats = 0;
  for (const order of repairOrders) {
    const done = repairedAt(order);
    if (done !== null && done >= period.from && done < period.to) {
      repaired += 1;
      repairTotal += done - order.createdAt;
      const s = repairSteps(order.log, done);
      steps.wait += s.wait;
      steps.travel += s.travel;
      steps.work += s.work;
    }
    const completedIn = order.completedAt !== null && order.completedAt >= period.from && order.completedAt < period.to;
    if (!completedIn) continue;
    if (order.repeatCount > 0) {
      judged += 1;
      repeats += 1;
    } else if (order.verification === 'verified') {
      judged += 1;
      firstTime += 1;
    }
  }
  const stepTotal = steps.wait + steps.travel + steps.work;

  let online = 0;
  let known = 0;
  for (const id of deviceIds) {
    const changes = [...(states.get(id) ?? [])].sort((a, b) => a.at - b.at);
    for (let i = 0; i < changes.length; i += 1) {
      const change = changes[i]!;
      const from = Math.max(change.at, period.from);
      const to = Math.min(changes[i + 1]?.at ?? end, end);
      if (to <= from) continue;
      known += to - from;
      if (change.status === 'online') online += to - from;
    }
  }

  const counts = new Map<string, { sourceId: number | null; name: string; failures: number }>();
  for (const alarm of failureAlarms) {
    if (alarm.raisedAt < period.from || alarm.raisedAt >= end) continue;
    const key = alarm.sourceId === null ? `name:${alarm.sourceName}` : `id:${alarm.sourceId}`;
    const entry = counts.get(key) ?? { sourceId: alarm.sourceId, name: alarm.sourceName, failures: 0 };
    entry.failures += 1;
    counts.set(key, entry);
  }
  const ranked = [...counts.values()].sort((a, b) => b.failures - a.failures || a.name.localeCompare(b.name));
  const all = ranked.reduce((sum, s) => sum + s.failures, 0);
  let running = 0;
  const topSources = ranked.slice(0, input.topN ?? 10).map((s) => {
    running += s.failures;
    return { ...s, cumulativeShare: running / all };
  });

  return {
    devices: deviceIds.length,
    failures: fromAlarms.failures,
    outageMs: fromAlarms.downMs,
    mtbfMs: fromAlarms.mtbfMs,
    orderFailures: fromOrders.failures,
    mtbfOrdersMs: fromOrders.mtbfMs,
    repaired,
    mttrMs: repaired > 0 ? repairTotal / repaired : null,
    repairShares: stepTotal > 0 ? { wait: steps.wait / stepTotal, travel: steps.travel / stepTotal, work: steps.work / stepTotal } : null,
    judged,
    firstTimeFixRate: judged > 0 ? firstTime / judged : null,
    repeatRepairRate: judged > 0 ? repeats / judged : null,
    availability: known > 0 ? online / known : null,
    topSources,
  };
}

/** The period cut into `count` equal buckets (the trend's x axis). */
export function trendBuckets(period: Period, count: number): Period[] {
  const n = Math.max(1, Math.floor(count));
  const size = (period.to - period.from) / n;
  return Array.from({ length: n }, (_, i) => ({
    from: period.from + Math.round(i * size),
    to: i === n - 1 ? period.to : period.from + Math.round((i + 1) * size),
  }));
}
