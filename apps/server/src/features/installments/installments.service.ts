import { randomBytes } from 'node:crypto';
import {
  decodeInstallmentNote,
  encodeInstallmentNote,
  fromCents,
  scopeOf,
  toCents,
  unlockCode,
  type InstallmentListQuery,
  type InstallmentPaymentCreate,
  type InstallmentPlanCreate,
  type InstallmentUnlock,
} from '@fieldlink/domain';
import { AppError } from '../../lib/app-error.js';
import type { FileStore } from '../../lib/files.js';
import type { Actor, AuditService } from '../audit/index.js';
import type { UserPrincipal } from '../auth/index.js';
import type { CheckedImage } from '../work-orders/index.js';
import { hmacSha256, type LockEngine } from './installment-lock.js';
import { isUniqueViolation, type InstallmentsRepository, type PlanRow } from './installments.repository.js';
import { presentSchedule, presentSummary } from './installments.presenter.js';

export const INSTALLMENT_FOLDER = 'installments';
export const receiptUrl = (name: string) => `api/v1/files/${INSTALLMENT_FOLDER}/${name}`;
const DAY_MS = 86_400_000;

const notFound = () => new AppError('NOT_FOUND', {}, 'error.installmentNotFound');

/**
 * Installment plans (spec §1, §2): sale, payments with receipts, the views, unlock now and unlock
 * codes. The lock itself is the engine's (`installment-lock.ts`); every change asks it to look again.
 */
export function createInstallmentsService({
  repo,
  engine,
  audit,
  files,
  now = () => new Date(),
}: {
  repo: InstallmentsRepository;
  engine: LockEngine;
  audit: AuditService;
  files: FileStore;
  now?: () => Date;
}) {
  async function load(principal: UserPrincipal, id: number): Promise<PlanRow> {
    const row = await repo.find(scopeOf(principal), id);
    if (!row) throw notFound();
    return row;
  }

  async function detail(row: PlanRow) {
    const at = now();
    const [payments, events] = await Promise.all([repo.payments(row.id), repo.events(row.id)]);
    return {
      ...presentSummary(row, at),
      firstDueDate: row.firstDueDate,
      intervalMonths: row.intervalMonths,
      graceDays: row.graceDays,
      remindDaysBefore: row.remindDaysBefore,
      lockRegister: row.lockRegister,
      lockValue: row.lockValue,
      unlockValue: row.unlockValue,
      codeRegister: row.codeRegister,
      schedule: presentSchedule(row, at),
      payments: payments.map((p) => ({
        id: p.id,
        amount: fromCents(p.amountCents),
        paidOn: p.paidOn,
        note: p.note,
        receiptUrl: p.receipt ? receiptUrl(p.receipt) : null,
        createdBy: p.createdBy,
        createdAt: p.createdAt.toISOString(),
      })),
      events: events.map((e) => ({
        ...e,
        reason: decodeInstallmentNote(e.reason),
        status: decodeInstallmentNote(e.status),
        at: e.at.toISOString(),
      })),
    };
  }

  async function summaries(principal: UserPrincipal, query: { deviceId?: number | undefined; q?: string | undefined }) {
    const at = now();
    return (await repo.list(scopeOf(principal), query)).map((row) => presentSummary(row, at));
  }

  function open(row: PlanRow) {
    if (row.paidOffAt) throw new AppError('CONFLICT', {}, 'error.installmentPaidOff');
  }

  return {
    async list(principal: UserPrincipal, query: InstallmentListQuery) {
      const all = (await summaries(principal, query)).filter((plan) => !query.state || plan.state === query.state);
      const start = (query.page - 1) * query.pageSize;
      return { items: all.slice(start, start + query.pageSize), total: all.length };
    },

    /** Plans that can be unlocked (not paid off), locked first. */
    async unlockable(principal: UserPrincipal) {
      const all = (await summaries(principal, {})).filter((plan) => plan.state !== 'paid_off');
      return all.sort((a, b) => Number(b.locked) - Number(a.locked) || b.id - a.id);
    },

    /** The customer's payment view: each plan of the caller's devices with its periods and payments. */
    async paymentView(principal: UserPrincipal, deviceId: number | undefined) {
      const rows = await repo.list(scopeOf(principal), { deviceId });
      return Promise.all(
        rows.map(async (row) => {
          const { events: _events, lockRegister: _r, codeRegister: _c, ...plan } = await detail(row);
          return plan;
        }),
      );
    },

    /** The open plan of a device (its lock state for the device pages), or null. */
    /** A device outside the caller's scope is not found (never an empty answer that says it exists). */
    async ofDevice(principal: UserPrincipal, deviceId: number) {
      if (!(await repo.device(scopeOf(principal), deviceId))) throw new AppError('NOT_FOUND');
      const [plan] = (await summaries(principal, { deviceId })).filter((p) => p.state !== 'paid_off');
      return plan ?? null;
    },

    async get(principal: UserPrincipal, id: number) {
      return detail(await load(principal, id));
    },

    async create(principal: UserPrincipal, actor: Actor, body: InstallmentPlanCreate) {
      const device = await repo.device(scopeOf(principal), body.deviceId);
      if (!device) throw new AppError('BAD_REQUEST', {}, 'error.installmentDevice', 'deviceId');
      let id: number;
      try {
        id = await repo.insert({
          companyId: device.companyId,
          deviceId: device.id,
          customerName: body.customerName,
          customerPhone: body.customerPhone || null,
          totalCents: toCents(body.total),
          downPaymentCents: toCents(body.downPayment),
          periods: body.periods,
          firstDueDate: body.firstDueDate,
          intervalMonths: body.intervalMonths,
          graceDays: body.graceDays,
          remindDaysBefore: body.remindDaysBefore,
          lockRegister: body.lockRegister,
          lockValue: body.lockValue,
          unlockValue: body.unlockValue,
          codeRegister: body.codeRegister ?? null,
          unlockSecret: randomBytes(32).toString('hex'),
          createdBy: principal.userId,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', {}, 'error.installmentDeviceTaken', 'deviceId');
        throw error;
      }
      await repo.setLock(id, false, 'pending');
      const row = await load(principal, id);
      await audit.change(actor, {
        action: 'installment.create',
        objectType: 'installmentPlan',
        objectId: id,
        after: presentSummary(row, now()),
        companyId: device.companyId,
      });
      engine.arm(id, actor);
      return detail(row);
    },

    async remove(principal: UserPrincipal, actor: Actor, id: number) {
      const row = await load(principal, id);
      await repo.remove(id);
      await audit.change(actor, {
        action: 'installment.delete',
        objectType: 'installmentPlan',
        objectId: id,
        before: presentSummary(row, now()),
        companyId: row.companyId,
      });
    },

    async pay(principal: UserPrincipal, actor: Actor, id: number, body: InstallmentPaymentCreate, receipt: CheckedImage | undefined) {
      const row = await load(principal, id);
      open(row);
      const name = receipt ? await files.save(INSTALLMENT_FOLDER, receipt.data, receipt.kind) : null;
      try {
        await repo.insertPayment({
          planId: id,
          amountCents: toCents(body.amount),
          paidOn: body.paidOn,
          note: body.note || null,
          receipt: name,
          createdBy: principal.userId,
        });
      } catch (error) {
        if (name) await files.remove(INSTALLMENT_FOLDER, name);
        throw error;
      }
      const reason = encodeInstallmentNote('payment', { amount: body.amount, paidOn: body.paidOn });
      await repo.insertEvent({ planId: id, kind: 'payment', reason, status: null, createdBy: principal.userId });
      await audit.change(actor, {
        action: 'installment.payment',
        objectType: 'installmentPlan',
        objectId: id,
        after: { amount: body.amount, paidOn: body.paidOn, note: body.note ?? null, receipt: name !== null },
        companyId: row.companyId,
      });
      await engine.evaluate(id, actor);
      return detail(await load(principal, id));
    },

    /** Unlock now (and hold the lock off) for `days`. */
    async unlock(principal: UserPrincipal, actor: Actor, id: number, body: InstallmentUnlock) {
      const row = await load(principal, id);
      open(row);
      const until = new Date(now().getTime() + body.days * DAY_MS);
      await repo.setUnlockedUntil(id, until);
      const reason = encodeInstallmentNote('unlockedFor', { days: body.days, note: body.reason });
      if (row.locked) await engine.evaluate(id, actor, reason);
      else {
        await repo.insertEvent({
          planId: id,
          kind: 'unlock',
          reason,
          status: encodeInstallmentNote('granted'),
          createdBy: principal.userId,
        });
        await audit.change(actor, {
          action: 'installment.unlock',
          objectType: 'installmentPlan',
          objectId: id,
          after: { device: row.boxId, reason, until: until.toISOString() },
          companyId: row.companyId,
        });
      }
      return detail(await load(principal, id));
    },

    /** An offline unlock code for `days`: the operator types it at the machine; the gateway checks it. */
    async code(principal: UserPrincipal, actor: Actor, id: number, body: InstallmentUnlock) {
      const row = await load(principal, id);
      open(row);
      if (!row.codeRegister) throw new AppError('CONFLICT', {}, 'error.installmentNoCodeRegister');
      const counter = await repo.nextCodeCounter(id);
      const code = unlockCode(hmacSha256, row.unlockSecret, counter, body.days);
      const reason = encodeInstallmentNote('codeIssued', { counter, days: body.days, note: body.reason });
      await repo.insertEvent({ planId: id, kind: 'code', reason, status: encodeInstallmentNote('issued'), createdBy: principal.userId });
      await audit.change(actor, {
        action: 'installment.unlockCode',
        objectType: 'installmentPlan',
        objectId: id,
        after: { device: row.boxId, counter, days: body.days, reason: body.reason ?? null },
        companyId: row.companyId,
      });
      return { code, days: body.days, counter };
    },
  };
}

export type InstallmentsService = ReturnType<typeof createInstallmentsService>;
