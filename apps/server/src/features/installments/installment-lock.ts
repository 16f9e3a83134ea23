import { createHmac } from 'node:crypto';
import { encodeInstallmentNote, lockDecision, nextPeriod, reminderDue, type HmacSha256 } from '@fieldlink/domain';
import type { FastifyBaseLogger } from 'fastify';
import { createTicker, type Ticker } from '../../lib/ticker.js';
import type { Actor, AuditService } from '../audit/index.js';
import type { Connectivity } from '../connectivity/index.js';
import type { Notifier } from '../notifications/index.js';
import type { InstallmentsRepository, PlanRow } from './installments.repository.js';
import { localDate, periodsOf } from './installments.presenter.js';

export const hmacSha256: HmacSha256 = (secret, message) => createHmac('sha256', Buffer.from(secret, 'hex')).update(message).digest();

export const INSTALLMENT_TICK_MS = 60_000;
/** The scheduler's own entries in the audit log. */
export const SCHEDULER_ACTOR: Actor = { userId: null, userName: 'installment scheduler', companyId: null, ip: '' };

export interface InstallmentSchedulerOptions {
  /** How often plans are checked; 0 = never on its own (tests call `tick`). */
  tickMs?: number;
  /** The clock (tests move it past due dates and grace days). */
  now?: () => Date;
}

export interface LockEngineDeps {
  repo: InstallmentsRepository;
  audit: AuditService;
  commands: Pick<Connectivity['commands'], 'send'>;
  notifier: Notifier;
  log: FastifyBaseLogger;
  now: () => Date;
}

/**
 * The lock of each plan's device (spec §4): decides from the clock and the payments whether the
 * device must be locked (`lockDecision`), sends `lock` / `unlock` to its box (the register and the
 * unlock-code secret with it), records the outcome as an event and in the audit log, and sends again
 * what the box has not acknowledged. Work on one plan is serialised on this instance.
 */
export function createLockEngine({ repo, audit, commands, notifier, log, now }: LockEngineDeps) {
  const chains = new Map<number, Promise<unknown>>();
  function serial<T>(planId: number, work: () => Promise<T>): Promise<T> {
    const next = (chains.get(planId) ?? Promise.resolve()).catch(() => undefined).then(work);
    chains.set(planId, next);
    void next.finally(() => chains.get(planId) === next && chains.delete(planId)).catch(() => undefined);
    return next;
  }

  async function record(row: PlanRow, type: 'lock' | 'unlock', actor: Actor, reason: string, status: string) {
    await repo.insertEvent({ planId: row.id, kind: type, reason, status, createdBy: actor.userId });
    await audit.change(actor, {
      action: `installment.${type}`,
      objectType: 'installmentPlan',
      objectId: row.id,
      after: { device: row.boxId, customer: row.customerName, reason, status },
      companyId: row.companyId,
    });
    log.info({ planId: row.id, boxId: row.boxId, type, status }, `installment ${type}`);
  }

  /**
   * Stores the wanted state, then tells the box when it is online (an offline box gets it on a later
   * pass, once it is back). `again`: a resend of a state already recorded.
   */
  async function send(row: PlanRow, type: 'lock' | 'unlock', actor: Actor, reason: string, again = false) {
    await repo.setLock(row.id, type === 'lock', 'pending');
    if (row.deviceStatus === 'offline') {
      if (!again) await record(row, type, actor, reason, encodeInstallmentNote('pendingOffline'));
      return;
    }
    const outcome = await commands.send(
      { id: row.deviceId, boxId: row.boxId },
      {
        type,
        register: row.lockRegister,
        lockedValue: row.lockValue,
        unlockedValue: row.unlockValue,
        code: row.codeRegister ? { secret: row.unlockSecret, ...row.codeRegister } : null,
      },
      { userId: actor.userId },
    );
    if (outcome.status === 'ok') await repo.setLock(row.id, type === 'lock', 'applied');
    await record(
      row,
      type,
      actor,
      reason,
      outcome.status === 'error' ? encodeInstallmentNote('error', { detail: outcome.error }) : encodeInstallmentNote(outcome.status),
    );
  }

  /** Brings one plan's lock where the clock and the payments say; marks it paid off when it is. */
  function evaluate(planId: number, actor: Actor, why?: string): Promise<void> {
    return serial(planId, async () => {
      const row = await repo.findById(planId);
      if (!row || row.paidOffAt) return;
      const at = now();
      const periods = periodsOf(row, at);
      const decision = lockDecision({
        periods,
        locked: row.locked,
        unlockedUntil: row.unlockedUntil?.getTime() ?? null,
        now: at.getTime(),
      });
      if (decision === 'lock') {
        const late = periods.find((p) => p.status === 'lockable');
        await send(row, 'lock', actor, why ?? encodeInstallmentNote('overdue', { period: late?.index, graceEnd: late?.graceEnd }));
      } else if (decision === 'unlock') {
        const paidUp = !periods.some((p) => p.status === 'lockable');
        await send(row, 'unlock', actor, why ?? encodeInstallmentNote(paidUp ? 'paidUp' : 'unlockGranted'));
      } else if (row.lockStatus === 'pending') {
        await send(row, row.locked ? 'lock' : 'unlock', actor, why ?? encodeInstallmentNote('resent'), true);
      }
      if (periods.every((p) => p.status === 'paid')) await repo.setPaidOff(row.id, at);
    });
  }

  /** Sends the register and code secret to the box of a new plan (unlocked), without waiting for it. */
  function arm(planId: number, actor: Actor) {
    void serial(planId, async () => {
      const row = await repo.findById(planId);
      if (row) await send(row, 'unlock', actor, encodeInstallmentNote('armed'));
    }).catch((error: unknown) => log.warn({ err: error, planId }, 'installment arm failed'));
  }

  async function remind(row: PlanRow, at: Date) {
    const next = nextPeriod(periodsOf(row, at));
    if (!next || !reminderDue(next, localDate(at, row.timeZone), row.remindDaysBefore)) return false;
    if (!(await repo.claimReminder(row.id, next.index))) return false;
    const amount = (next.amountCents - next.paidCents) / 100;
    await notifier.notifyUsers(await repo.recipients(row), {
      type: 'update',
      title: { 'zh-CN': `分期还款提醒:${row.deviceName}`, 'en-US': `Installment due: ${row.deviceName}` },
      body: {
        'zh-CN': `${row.customerName} 的第 ${next.index} 期 ${amount} 将于 ${next.dueDate} 到期`,
        'en-US': `Period ${next.index} of ${row.customerName} (${amount}) is due on ${next.dueDate}`,
      },
      link: `/afterSales/installmentDetails?id=${row.id}`,
      companyId: row.companyId,
      projectId: row.projectId,
      subject: { kind: 'installmentPlan', id: row.id },
    });
    return true;
  }

  /** One pass over the open plans: locks, unlocks, resends, reminders. */
  async function pass() {
    const at = now();
    let reminded = 0;
    const rows = await repo.open();
    await Promise.all(
      rows.map(async (row) => {
        try {
          await evaluate(row.id, SCHEDULER_ACTOR);
          if (await remind(row, at)) reminded++;
        } catch (error) {
          log.warn({ err: error, planId: row.id }, 'installment check failed');
        }
      }),
    );
    return { plans: rows.length, reminded };
  }

  return { evaluate, arm, pass };
}

export type LockEngine = ReturnType<typeof createLockEngine>;
export type InstallmentScheduler = Ticker<{ plans: number; reminded: number }>;

/** The overdue check as a background loop (`lib/ticker`): at start, then every minute. */
export function createInstallmentScheduler(engine: LockEngine, log: FastifyBaseLogger, tickMs = INSTALLMENT_TICK_MS): InstallmentScheduler {
  return createTicker({ name: 'installment tick', everyMs: tickMs, atStart: true, log, run: engine.pass });
}
