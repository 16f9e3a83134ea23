import {
  LANGUAGES,
  firstRaiseAfter,
  formatMessage,
  judgeVerification,
  type AlarmSpan,
  type Language,
  type MessageKey,
  type VerificationEvidence,
} from '@fieldlink/domain';
import type { FastifyBaseLogger } from 'fastify';
import { createTicker } from '../../lib/ticker.js';
import type { BilingualText, Notifier } from '../notifications/index.js';
import type { VerificationRepository, WatchedOrder } from './verification.repository.js';

export interface VerificationCheckOptions {
  /** How often a pass runs (ms); 0 = only `tick()` (tests). Default 15 s. */
  everyMs?: number;
  now?: () => Date;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function bilingual(key: MessageKey, params: Record<string, string>): BilingualText {
  return Object.fromEntries(LANGUAGES.map((language: Language) => [language, formatMessage(language, key, params)])) as BilingualText;
}

/**
 * The background check that closes the loop (issue 39): every pass judges the completed alarm orders
 * by the machine's data — verified once the alarm stayed cleared through its source's window with
 * the device online, not verifiable when the device was not, and a raise of the same source within
 * the recurrence window reopens the order (or opens its follow-up). Evidence (times and the point's
 * samples around the failure) is kept on the order; the technician and dispatcher are told.
 */
export function createVerificationCheck({
  repo,
  notifier,
  log,
  everyMs = 15_000,
  now = () => new Date(),
}: { repo: VerificationRepository; notifier: Notifier; log: FastifyBaseLogger } & VerificationCheckOptions) {
  async function tell(order: WatchedOrder, title: BilingualText, body: BilingualText, link: number) {
    const userIds = [...new Set([order.assigneeId, order.dispatcherId].filter((id): id is number => id !== null))];
    if (!userIds.length) return;
    await notifier
      .notifyUsers(userIds, {
        type: 'maintainList',
        title,
        body,
        link: `/orderReview?id=${link}`,
        companyId: order.companyId,
        projectId: order.projectId,
        subject: { kind: 'workOrder', id: link },
      })
      .catch((error: Error) => log.warn({ err: error.message, orderId: order.id }, 'verification notification failed'));
  }

  async function evidenceOf(
    order: WatchedOrder,
    alarms: AlarmSpan[],
    windowStart: number | null,
    windowEnd: number | null,
    recurredAt: number | null,
    to: Date,
  ) {
    const first = alarms.find((a) => a.id === order.alarmId) ?? alarms[0];
    const evidence: VerificationEvidence = {
      alarmId: order.alarmId,
      pointId: order.pointId || null,
      raisedAt: iso(first?.raisedAt ?? order.alarmRaisedAt.getTime()),
      clearedAt: iso(
        alarms
          .filter((a) => a.raisedAt <= order.completedAt.getTime() && a.clearedAt !== null)
          .reduce<number | null>((m, a) => Math.max(m ?? 0, a.clearedAt!), null),
      ),
      completedAt: order.completedAt.toISOString(),
      windowStart: iso(windowStart),
      windowEnd: iso(windowEnd),
      recurredAt: iso(recurredAt),
      samples: order.pointId ? await repo.samplesAround(order.pointId, order.alarmRaisedAt, to) : [],
      reason: null,
    };
    return evidence;
  }

  async function judgeOne(order: WatchedOrder, at: Date) {
    const completedAt = order.completedAt.getTime();
    const alarms =
      order.sourceId !== null ? await repo.alarmsOfSource(order.sourceId, order.alarmRaisedAt) : await repo.alarmSpan(order.alarmId);
    const recurrence = firstRaiseAfter(alarms, completedAt, Math.min(at.getTime(), completedAt + order.recurrenceWindowS * 1000));
    if (recurrence) {
      const evidence = await evidenceOf(order, alarms, null, null, recurrence.raisedAt, new Date(recurrence.raisedAt + 60_000));
      const done = await repo.recur(order, { id: recurrence.id, raisedAt: new Date(recurrence.raisedAt) }, evidence, at);
      if (!done) return;
      const params = { number: order.number, alarm: order.sourceName, followUp: done.followUp?.number ?? '' };
      const body = done.followUp ? 'notify.repairFollowUp.body' : 'notify.repairRecurred.body';
      await tell(order, bilingual('notify.repairRecurred.title', params), bilingual(body, params), done.followUp?.id ?? order.id);
      return;
    }
    if (order.verification !== 'awaiting') return;
    const states = await repo.statesOf(order.alarmDeviceId, new Date(Math.min(completedAt, order.alarmRaisedAt.getTime())));
    const verdict = judgeVerification({ completedAt, windowMs: order.verificationWindowS * 1000, alarms, states, now: at.getTime() });
    if (verdict.state !== 'verified' && verdict.state !== 'not_verifiable') return;
    const until = new Date(Math.min(at.getTime(), verdict.windowEnd ?? at.getTime()));
    const evidence = await evidenceOf(order, alarms, verdict.windowStart, verdict.windowEnd, null, until);
    evidence.reason = verdict.reason;
    const row = await repo.judge(order, verdict.state, evidence, new Date(verdict.windowEnd ?? at.getTime()), order.sourceName);
    if (!row) return;
    const params = { number: order.number };
    if (verdict.state === 'verified')
      await tell(order, bilingual('notify.repairVerified.title', params), bilingual('notify.repairVerified.body', params), order.id);
    else
      await tell(
        order,
        bilingual('notify.repairNotVerifiable.title', params),
        bilingual('notify.repairNotVerifiable.body', params),
        order.id,
      );
  }

  async function pass() {
    const at = now();
    let judged = 0;
    for (const order of await repo.watched(at)) {
      try {
        await judgeOne(order, at);
        judged += 1;
      } catch (error) {
        log.error({ err: (error as Error).message, orderId: order.id }, 'repair verification failed');
      }
    }
    return judged;
  }

  return createTicker({ name: 'repair verification', everyMs, atStart: true, log, run: pass });
}

export type VerificationCheck = ReturnType<typeof createVerificationCheck>;
