import {
  DEFAULT_VERIFICATION_WINDOW_S,
  workOrderNumber,
  type VerificationEvidence,
  type VerificationState,
  type WorkOrderLogAction,
  type WorkOrderStatus,
} from '@fieldlink/domain';
import type { SeededSource } from './demo-alarms.js';
import type { SeedRepository } from './seed.repository.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WINDOW_MS = DEFAULT_VERIFICATION_WINDOW_S * 1000;

/** A failure of the demo's history: raised, repaired (steps in minutes after the raise), cleared. */
interface Failure {
  raisedAt: number;
  /** Minutes after the raise: dispatched, accepted (travel starts), started (work starts), completed. */
  steps: [number, number, number, number];
  /** Minutes after the raise the value came back to normal. */
  clearedAfter: number;
}

export interface DemoRepair {
  source: string;
  problem: string;
  /** The problem as Fieldlink words it for en-US readers (these are alarm orders). */
  problemEn: string;
  solution: string;
  /** The point's normal level and the level while failing (the evidence chart). */
  normal: number;
  failing: number;
  first: Failure;
  /** The same source again within the recurrence window, repaired again (a repeat repair). */
  again?: Failure & { reworked: boolean };
  /** The device went offline in the verification window: not verifiable, left to a dispatcher. */
  offline?: boolean;
}

/**
 * The repair history behind the reliability figures (issue 39), relative to `now`: the chiller's
 * compressor overcurrent repaired twice without holding (a repeat repair each time, the last one
 * reopened and waiting for the technician), the press's hydraulic fault fixed once and verified
 * by its data, and the packing line's belt fixed while the line went offline in the window (not
 * verifiable: a dispatcher may confirm it by hand). Each order keeps its evidence (times and the point's samples around the failure).
 * The judged repairs lie beyond their 7-day recurrence window, so the seeded alarms of the last
 * week (demo-alarms.ts) never reopen them; the recurred order is no longer watched either.
 */
export function demoRepairs(now: number): DemoRepair[] {
  return [
    {
      source: '压缩机过流',
      problem: '压缩机过流报警,冷水机停机',
      problemEn: 'Compressor overcurrent alarm, chiller stopped',
      solution: '紧固压缩机接线端子,复位过载继电器',
      normal: 30,
      failing: 52,
      first: { raisedAt: now - 30 * DAY, steps: [15, 40, 110, 170], clearedAfter: 160 },
      again: { raisedAt: now - 29 * DAY, steps: [10, 25, 80, 200], clearedAfter: 190, reworked: true },
    },
    {
      source: '压缩机过流',
      problem: '压缩机过流报警再次出现',
      problemEn: 'Compressor overcurrent alarm again',
      solution: '更换压缩机启动电容',
      normal: 30,
      failing: 51,
      first: { raisedAt: now - 3 * DAY, steps: [20, 50, 120, 180], clearedAfter: 175 },
      again: { raisedAt: now - 2 * DAY, steps: [0, 0, 0, 0], clearedAfter: 45, reworked: false },
    },
    {
      source: '液压故障位',
      problem: '液压故障报警,注塑机停机',
      problemEn: 'Hydraulic fault alarm, injection molder stopped',
      solution: '更换堵塞的液压油滤芯,排空管路空气',
      normal: 0,
      failing: 4,
      first: { raisedAt: now - 20 * DAY, steps: [10, 30, 75, 150], clearedAfter: 140 },
    },
    {
      source: '线速偏低',
      problem: '包装线速度偏低,输送带打滑',
      problemEn: 'Packing line speed low, conveyor belt slipping',
      solution: '张紧输送带,清理驱动辊',
      normal: 60,
      failing: 48,
      first: { raisedAt: now - 9 * DAY, steps: [30, 60, 140, 200], clearedAfter: 190 },
      offline: true,
    },
  ];
}

/** The point's samples every 5 minutes from 15 minutes before the raise to 15 minutes after `until`, failing while the alarm was. */
export function evidenceSamples(repair: DemoRepair, spans: { from: number; to: number }[], until: number): [string, number][] {
  const samples: [string, number][] = [];
  const start = spans[0]!.from - 15 * MINUTE;
  for (let at = start, i = 0; at <= until + 15 * MINUTE; at += 5 * MINUTE, i++) {
    const failing = spans.some((span) => at >= span.from && at < span.to);
    const wobble = repair.normal === 0 ? 0 : Math.round(Math.sin(i / 3) * 15) / 10;
    samples.push([new Date(at).toISOString(), failing ? repair.failing : repair.normal + wobble]);
  }
  return samples;
}

interface LogEntry {
  action: WorkOrderLogAction;
  fromStatus: WorkOrderStatus | null;
  toStatus: WorkOrderStatus;
  at: Date;
  byUserId: number | null;
  note: string | null;
}

/** One repair's log: dispatch, accept, start, complete at the failure's steps. */
function repairLog(failure: Failure, from: WorkOrderStatus, userId: number): LogEntry[] {
  const at = (minutes: number) => new Date(failure.raisedAt + minutes * MINUTE);
  const [dispatched, accepted, started, completed] = failure.steps;
  return [
    { action: 'dispatch', fromStatus: from, toStatus: 'dispatched', at: at(dispatched), byUserId: userId, note: null },
    { action: 'accept', fromStatus: 'dispatched', toStatus: 'accepted', at: at(accepted), byUserId: userId, note: null },
    { action: 'start', fromStatus: 'accepted', toStatus: 'processing', at: at(started), byUserId: userId, note: null },
    { action: 'complete', fromStatus: 'processing', toStatus: 'completed', at: at(completed), byUserId: userId, note: null },
  ];
}

/** The demo's repair history on its alarm sources (see `demoRepairs`). */
export async function seedDemoReliability(
  repo: SeedRepository,
  sources: ReadonlyMap<string, SeededSource>,
  companyId: number,
  projectId: number,
  userId: number,
  now = new Date(),
) {
  let sequence = 900;
  for (const repair of demoRepairs(now.getTime())) {
    const source = sources.get(repair.source);
    if (!source) throw new Error(`demo reliability: no source ${repair.source}`);
    const alarm = (failure: Failure) =>
      repo.insertAlarm({
        sourceId: source.sourceId,
        companyId,
        projectId,
        deviceId: source.deviceId,
        pointId: source.pointId,
        name: repair.source,
        level: source.level,
        state: 'cleared',
        value: repair.failing,
        textZh: source.texts['zh-CN'],
        textEn: source.texts['en-US'],
        raisedAt: new Date(failure.raisedAt),
        clearedAt: new Date(failure.raisedAt + failure.clearedAfter * MINUTE),
      });
    const { first, again } = repair;
    const firstAlarm = await alarm(first);
    const secondAlarm = again ? await alarm(again) : null;
    const createdAt = new Date(first.raisedAt + MINUTE);
    const at = (failure: Failure, minutes: number) => failure.raisedAt + minutes * MINUTE;
    const log: LogEntry[] = [
      { action: 'create', fromStatus: null, toStatus: 'pending', at: createdAt, byUserId: null, note: repair.source },
      ...repairLog(first, 'pending', userId),
    ];
    let status: WorkOrderStatus = 'completed';
    let state: VerificationState;
    let completedAt = at(first, first.steps[3]);
    let windowStart: number | null = null;
    let recurredAt: number | null = null;
    if (again) {
      // The repair did not hold: reopened back to the technician.
      recurredAt = again.raisedAt;
      log.push({
        action: 'reopen',
        fromStatus: 'completed',
        toStatus: 'dispatched',
        at: new Date(again.raisedAt),
        byUserId: null,
        note: repair.source,
      });
      if (again.reworked) {
        log.push(...repairLog(again, 'dispatched', userId).slice(1));
        completedAt = at(again, again.steps[3]);
        windowStart = Math.max(completedAt, at(again, again.clearedAfter));
        state = 'verified';
      } else {
        status = 'dispatched';
        state = 'recurred';
      }
    } else {
      windowStart = Math.max(completedAt, at(first, first.clearedAfter));
      state = repair.offline ? 'not_verifiable' : 'verified';
    }
    const windowEnd = windowStart === null ? null : windowStart + WINDOW_MS;
    if (state === 'verified')
      log.push({ action: 'verify', fromStatus: 'completed', toStatus: 'completed', at: new Date(windowEnd!), byUserId: null, note: null });
    const spans = [first, ...(again ? [again] : [])].map((f) => ({ from: f.raisedAt, to: at(f, f.clearedAfter) }));
    const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
    const evidence: VerificationEvidence = {
      alarmId: firstAlarm,
      pointId: source.pointId,
      raisedAt: iso(first.raisedAt),
      clearedAt: iso(spans.at(-1)!.to),
      completedAt: iso(completedAt),
      windowStart: iso(windowStart),
      windowEnd: iso(windowEnd),
      recurredAt: iso(recurredAt),
      samples: evidenceSamples(repair, spans, windowEnd ?? spans.at(-1)!.to),
      reason: null,
    };
    const last = log.at(-1)!.at;
    const orderId = await repo.insertWorkOrder(
      {
        companyId,
        projectId,
        deviceId: source.deviceId,
        number: workOrderNumber(createdAt, ++sequence),
        status,
        nature: 'check',
        problem: repair.problem,
        problemEn: repair.problemEn,
        contactName: '王工',
        contactPhone: '13912345678',
        source: 'alarm',
        kind: 'repair',
        alarmId: firstAlarm,
        creatorId: null,
        assigneeId: userId,
        dispatcherId: userId,
        solution: status === 'completed' ? repair.solution : null,
        workingHours: status === 'completed' ? 1 : null,
        // A reopened order keeps its last completion, as the verification check leaves it.
        completedAt: new Date(completedAt),
        verification: state,
        verifiedAt: state === 'verified' ? new Date(windowEnd!) : null,
        verificationEvidence: evidence,
        repeatCount: again ? 1 : 0,
        version: log.length,
        createdAt,
        updatedAt: last,
      },
      log,
    );
    await repo.linkAlarm(firstAlarm, orderId);
    if (secondAlarm !== null) await repo.linkAlarm(secondAlarm, orderId);
  }
}
