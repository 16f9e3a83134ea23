import { checkUnlockCode, type Scope } from '@fieldlink/domain';
import { describe, expect, it } from 'vitest';
import type { FileStore } from '../../lib/files.js';
import type { AuditChange, AuditService } from '../audit/audit.service.js';
import type { UserPrincipal } from '../auth/auth.service.js';
import { hmacSha256, type LockEngine } from './installment-lock.js';
import type { EventKind, InstallmentsRepository, PlanRow, PlanWrite } from './installments.repository.js';
import { createInstallmentsService } from './installments.service.js';

const actor = { userId: 1, userName: 'a', companyId: 1, ip: '127.0.0.1' };
const principal: UserPrincipal = { kind: 'user', tokenId: 1, userId: 1, userName: 'a', grade: 1, companyId: 1, demo: false, grants: {} };
const NOW = new Date('2026-03-10T04:00:00Z');
const DAY_MS = 86_400_000;

/** Devices 10 and 11 of company 1, device 20 of company 2; plans, payments, events and files in memory. */
function fakeInstallments() {
  const devices = [
    { id: 10, companyId: 1, name: 'Press', boxId: 'BOX10' },
    { id: 11, companyId: 1, name: 'Lathe', boxId: 'BOX11' },
    { id: 20, companyId: 2, name: 'Other', boxId: 'BOX20' },
  ];
  const visible = (scope: Scope, row: { companyId: number }) => scope.kind === 'all' || row.companyId === scope.companyId;
  const plans: PlanRow[] = [];
  const payments: { planId: number; amountCents: number; receipt: string | null }[] = [];
  const events: { planId: number; kind: EventKind; reason: string | null; status: string | null }[] = [];
  const changes: AuditChange[] = [];
  const evaluated: { id: number; reason: string | undefined }[] = [];
  const armed: number[] = [];
  const saved: string[] = [];
  const removed: string[] = [];
  let failPayment = false;
  const repo = {
    list: async (scope: Scope, filter: { deviceId?: number }) =>
      plans.filter((p) => visible(scope, p) && (!filter.deviceId || p.deviceId === filter.deviceId)),
    find: async (scope: Scope, id: number) => plans.find((p) => p.id === id && visible(scope, p)),
    device: async (scope: Scope, id: number) => devices.find((d) => d.id === id && visible(scope, d)),
    insert: async (plan: PlanWrite) => {
      if (plans.some((p) => p.deviceId === plan.deviceId)) throw Object.assign(new Error('taken'), { code: '23505' });
      const device = devices.find((d) => d.id === plan.deviceId)!;
      const row: PlanRow = {
        ...plan,
        id: plans.length + 1,
        projectId: 5,
        deviceName: device.name,
        boxId: device.boxId,
        deviceStatus: 'online',
        timeZone: 'Asia/Shanghai',
        paidCents: 0,
        codeCounter: 0,
        locked: false,
        lockStatus: 'none',
        unlockedUntil: null,
        paidOffAt: null,
        createdAt: NOW,
      };
      plans.push(row);
      return row.id;
    },
    remove: async (id: number) =>
      void plans.splice(
        plans.findIndex((p) => p.id === id),
        1,
      ),
    setLock: async (id: number, locked: boolean, lockStatus: PlanRow['lockStatus']) =>
      void Object.assign(
        plans.find((p) => p.id === id)!,
        { locked, lockStatus },
      ),
    setUnlockedUntil: async (id: number, until: Date | null) =>
      void Object.assign(
        plans.find((p) => p.id === id)!,
        { unlockedUntil: until },
      ),
    nextCodeCounter: async (id: number) => ++plans.find((p) => p.id === id)!.codeCounter,
    payments: async (planId: number) =>
      payments
        .filter((p) => p.planId === planId)
        .map((p, i) => ({ ...p, id: i + 1, paidOn: '2026-03-01', note: null, createdBy: 1, createdAt: NOW })),
    insertPayment: async (payment: { planId: number; amountCents: number; receipt: string | null }) => {
      if (failPayment) throw new Error('database down');
      payments.push(payment);
      plans.find((p) => p.id === payment.planId)!.paidCents += payment.amountCents;
    },
    events: async (planId: number) => events.filter((e) => e.planId === planId).map((e, i) => ({ ...e, id: i + 1, at: NOW })),
    insertEvent: async (event: (typeof events)[number]) => void events.push(event),
  } as unknown as InstallmentsRepository;
  const engine = {
    arm: (id: number) => void armed.push(id),
    evaluate: async (id: number, _actor: unknown, reason?: string) => void evaluated.push({ id, reason }),
  } as unknown as LockEngine;
  const audit = { change: async (_actor: unknown, change: AuditChange) => void changes.push(change) } as unknown as AuditService;
  const files = {
    save: async (folder: string) => {
      const name = `${folder}-${saved.length + 1}.png`;
      saved.push(name);
      return name;
    },
    remove: async (_folder: string, name: string) => void removed.push(name),
  } as unknown as FileStore;
  const service = createInstallmentsService({ repo, engine, audit, files, now: () => NOW });
  const failPayments = () => (failPayment = true);
  return { service, plans, payments, events, changes, evaluated, armed, saved, removed, failPayments };
}

const plan = {
  deviceId: 10,
  customerName: 'Wang',
  total: 1200,
  downPayment: 200,
  periods: 10,
  firstDueDate: '2026-04-01',
  intervalMonths: 1,
  graceDays: 3,
  remindDaysBefore: 3,
  lockRegister: { area: 'D', address: 100 },
  lockValue: 1,
  unlockValue: 0,
  codeRegister: { area: 'D', address: 200 },
};
describe('installments service', () => {
  it('sells a plan on a visible device: lock pending, engine armed, logged', async () => {
    const { service, plans, armed, changes } = fakeInstallments();
    const created = await service.create(principal, actor, plan);
    expect(created).toMatchObject({ deviceId: 10, total: 1200, downPayment: 200, locked: false, lockApplied: false, paid: 0 });
    expect(plans[0]!.unlockSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(armed).toEqual([created.id]);
    expect(changes).toMatchObject([{ action: 'installment.create', objectId: created.id, companyId: 1 }]);
  });

  it('refuses a device the caller cannot see, and a second plan on the same device', async () => {
    const { service, plans } = fakeInstallments();
    await expect(service.create(principal, actor, { ...plan, deviceId: 20 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      field: 'deviceId',
    });
    await service.create(principal, actor, plan);
    await expect(service.create(principal, actor, plan)).rejects.toMatchObject({ code: 'CONFLICT', field: 'deviceId' });
    expect(plans).toHaveLength(1);
  });

  it('a payment is recorded, logged and makes the engine look at the lock again', async () => {
    const { service, evaluated, events, changes } = fakeInstallments();
    const { id } = await service.create(principal, actor, plan);
    const after = await service.pay(principal, actor, id, { amount: 100, paidOn: '2026-03-01' }, undefined);
    expect(after.paid).toBe(100);
    expect(events.map((e) => e.kind)).toEqual(['payment']);
    expect(changes.at(-1)).toMatchObject({ action: 'installment.payment', after: { amount: 100, receipt: false } });
    expect(evaluated).toEqual([{ id, reason: undefined }]);
  });

  it('a payment that fails to be stored leaves no receipt file behind', async () => {
    const { service, saved, removed, failPayments, evaluated } = fakeInstallments();
    const { id } = await service.create(principal, actor, plan);
    failPayments();
    const receipt = { data: Buffer.from('png'), kind: 'png' } as never;
    await expect(service.pay(principal, actor, id, { amount: 100, paidOn: '2026-03-01' }, receipt)).rejects.toThrow('database down');
    expect(removed).toEqual(saved);
    expect(saved).toHaveLength(1);
    expect(evaluated).toEqual([]);
  });

  it('a paid-off plan takes no payment, no unlock and no code', async () => {
    const { service, plans } = fakeInstallments();
    const { id } = await service.create(principal, actor, plan);
    plans[0]!.paidOffAt = NOW;
    const paidOff = { code: 'CONFLICT', messageKey: 'error.installmentPaidOff' };
    await expect(service.pay(principal, actor, id, { amount: 1, paidOn: '2026-03-01' }, undefined)).rejects.toMatchObject(paidOff);
    await expect(service.unlock(principal, actor, id, { days: 3 })).rejects.toMatchObject(paidOff);
    await expect(service.code(principal, actor, id, { days: 3 })).rejects.toMatchObject(paidOff);
  });

  it('unlocking a locked plan holds the lock off for the days and lets the engine unlock it', async () => {
    const { service, plans, evaluated, events } = fakeInstallments();
    const { id } = await service.create(principal, actor, plan);
    plans[0]!.locked = true;
    await service.unlock(principal, actor, id, { days: 3, reason: 'paid in cash' });
    expect(plans[0]!.unlockedUntil).toEqual(new Date(NOW.getTime() + 3 * DAY_MS));
    expect(evaluated).toHaveLength(1);
    expect(evaluated[0]!.reason).toContain('paid in cash');
    expect(events).toEqual([]);
  });

  it('unlocking a plan that is not locked records the grant without asking the engine', async () => {
    const { service, plans, evaluated, events, changes } = fakeInstallments();
    const { id } = await service.create(principal, actor, plan);
    await service.unlock(principal, actor, id, { days: 2 });
    expect(plans[0]!.unlockedUntil).toEqual(new Date(NOW.getTime() + 2 * DAY_MS));
    expect(evaluated).toEqual([]);
    expect(events.map((e) => e.kind)).toEqual(['unlock']);
    expect(changes.at(-1)).toMatchObject({ action: 'installment.unlock', after: { device: 'BOX10' } });
  });

  it('each unlock code is new, grants the days asked, and needs a code register', async () => {
    const { service, plans } = fakeInstallments();
    const { id } = await service.create(principal, actor, plan);
    const first = await service.code(principal, actor, id, { days: 5 });
    const second = await service.code(principal, actor, id, { days: 5 });
    expect(second.counter).toBe(first.counter + 1);
    expect(second.code).not.toBe(first.code);
    expect(checkUnlockCode(hmacSha256, plans[0]!.unlockSecret, first.code, 0)).toEqual({ counter: first.counter, days: 5 });
    const { id: bare } = await service.create(principal, actor, { ...plan, deviceId: 11, codeRegister: null });
    await expect(service.code(principal, actor, bare, { days: 5 })).rejects.toMatchObject({
      code: 'CONFLICT',
      messageKey: 'error.installmentNoCodeRegister',
    });
  });

  it('a plan or device outside the caller’s company is not found', async () => {
    const { service, plans } = fakeInstallments();
    const { id } = await service.create(principal, actor, plan);
    plans[0]!.companyId = 2;
    await expect(service.get(principal, id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(service.ofDevice(principal, 20)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
