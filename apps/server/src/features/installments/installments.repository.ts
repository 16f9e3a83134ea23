import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { encodeInstallmentNote, type LockRegister, type Scope } from '@fieldlink/domain';
import type { Database } from '../../db/client.js';
import {
  companies,
  devices,
  installmentEvents,
  installmentPayments,
  installmentPlans,
  projects,
  userProjects,
  users,
} from '../../db/schema/index.js';
import { projectScopeCondition } from '../../db/sql.js';

export { isUniqueViolation } from '../../db/sql.js';

export interface PlanRow {
  id: number;
  companyId: number;
  projectId: number;
  deviceId: number;
  deviceName: string;
  boxId: string;
  deviceStatus: 'online' | 'comm_failure' | 'offline';
  timeZone: string;
  customerName: string;
  customerPhone: string | null;
  totalCents: number;
  downPaymentCents: number;
  paidCents: number;
  periods: number;
  firstDueDate: string;
  intervalMonths: number;
  graceDays: number;
  remindDaysBefore: number;
  lockRegister: LockRegister;
  lockValue: number;
  unlockValue: number;
  codeRegister: LockRegister | null;
  unlockSecret: string;
  codeCounter: number;
  locked: boolean;
  lockStatus: 'none' | 'applied' | 'pending';
  unlockedUntil: Date | null;
  paidOffAt: Date | null;
  createdAt: Date;
}

export interface PlanWrite {
  companyId: number;
  deviceId: number;
  customerName: string;
  customerPhone: string | null;
  totalCents: number;
  downPaymentCents: number;
  periods: number;
  firstDueDate: string;
  intervalMonths: number;
  graceDays: number;
  remindDaysBefore: number;
  lockRegister: LockRegister;
  lockValue: number;
  unlockValue: number;
  codeRegister: LockRegister | null;
  unlockSecret: string;
  createdBy: number | null;
}

export type EventKind = 'lock' | 'unlock' | 'code' | 'payment' | 'reminder';

/** Installments: the only SQL of the feature. Reads are scoped through the device's project. */
export function createInstallmentsRepository(db: Database) {
  const paid = sql<number>`coalesce((select sum(${installmentPayments.amountCents}) from ${installmentPayments} where ${installmentPayments.planId} = ${installmentPlans.id}), 0)::int`;
  const base = () =>
    db
      .select({
        id: installmentPlans.id,
        companyId: installmentPlans.companyId,
        projectId: devices.projectId,
        deviceId: installmentPlans.deviceId,
        deviceName: devices.name,
        boxId: devices.boxId,
        deviceStatus: devices.status,
        timeZone: companies.timeZone,
        customerName: installmentPlans.customerName,
        customerPhone: installmentPlans.customerPhone,
        totalCents: installmentPlans.totalCents,
        downPaymentCents: installmentPlans.downPaymentCents,
        paidCents: paid,
        periods: installmentPlans.periods,
        firstDueDate: installmentPlans.firstDueDate,
        intervalMonths: installmentPlans.intervalMonths,
        graceDays: installmentPlans.graceDays,
        remindDaysBefore: installmentPlans.remindDaysBefore,
        lockRegister: installmentPlans.lockRegister,
        lockValue: installmentPlans.lockValue,
        unlockValue: installmentPlans.unlockValue,
        codeRegister: installmentPlans.codeRegister,
        unlockSecret: installmentPlans.unlockSecret,
        codeCounter: installmentPlans.codeCounter,
        locked: installmentPlans.locked,
        lockStatus: installmentPlans.lockStatus,
        unlockedUntil: installmentPlans.unlockedUntil,
        paidOffAt: installmentPlans.paidOffAt,
        createdAt: installmentPlans.createdAt,
      })
      .from(installmentPlans)
      .innerJoin(devices, eq(devices.id, installmentPlans.deviceId))
      .innerJoin(projects, eq(projects.id, devices.projectId))
      .innerJoin(companies, eq(companies.id, installmentPlans.companyId));

  return {
    /** Every plan the scope sees, newest first (a company's plans are few; states are computed from the clock). */
    async list(scope: Scope, filter: { deviceId?: number | undefined; q?: string | undefined }): Promise<PlanRow[]> {
      const where: (SQL | undefined)[] = [projectScopeCondition(db, scope)];
      if (filter.deviceId) where.push(eq(installmentPlans.deviceId, filter.deviceId));
      if (filter.q) {
        const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        where.push(or(sql`${installmentPlans.customerName} ilike ${like}`, sql`${devices.name} ilike ${like}`));
      }
      return base()
        .where(and(...where))
        .orderBy(desc(installmentPlans.id));
    },

    async find(scope: Scope, id: number): Promise<PlanRow | undefined> {
      const [row] = await base().where(and(eq(installmentPlans.id, id), projectScopeCondition(db, scope)));
      return row;
    },

    async findById(id: number): Promise<PlanRow | undefined> {
      const [row] = await base().where(eq(installmentPlans.id, id));
      return row;
    },

    /** Plans not paid off, for the scheduler. */
    async open(): Promise<PlanRow[]> {
      return base().where(isNull(installmentPlans.paidOffAt));
    },

    /** The device, when the scope sees it, with its company. */
    async device(scope: Scope, deviceId: number) {
      const [row] = await db
        .select({ id: devices.id, companyId: projects.companyId, name: devices.name })
        .from(devices)
        .innerJoin(projects, eq(projects.id, devices.projectId))
        .where(and(eq(devices.id, deviceId), projectScopeCondition(db, scope)));
      return row;
    },

    async insert(plan: PlanWrite): Promise<number> {
      const [row] = await db.insert(installmentPlans).values(plan).returning({ id: installmentPlans.id });
      return row!.id;
    },

    async remove(id: number) {
      await db.delete(installmentPlans).where(eq(installmentPlans.id, id));
    },

    async setLock(id: number, locked: boolean, lockStatus: PlanRow['lockStatus']) {
      await db.update(installmentPlans).set({ locked, lockStatus }).where(eq(installmentPlans.id, id));
    },

    async setUnlockedUntil(id: number, until: Date | null) {
      await db.update(installmentPlans).set({ unlockedUntil: until }).where(eq(installmentPlans.id, id));
    },

    async setPaidOff(id: number, at: Date) {
      await db.update(installmentPlans).set({ paidOffAt: at }).where(eq(installmentPlans.id, id));
    },

    /** The next unlock code's counter (one statement, so two codes never share one). */
    async nextCodeCounter(id: number): Promise<number> {
      const [row] = await db
        .update(installmentPlans)
        .set({ codeCounter: sql`${installmentPlans.codeCounter} + 1` })
        .where(eq(installmentPlans.id, id))
        .returning({ counter: installmentPlans.codeCounter });
      return row!.counter;
    },

    async payments(planId: number) {
      return db
        .select({
          id: installmentPayments.id,
          amountCents: installmentPayments.amountCents,
          paidOn: installmentPayments.paidOn,
          note: installmentPayments.note,
          receipt: installmentPayments.receipt,
          createdBy: users.userName,
          createdAt: installmentPayments.createdAt,
        })
        .from(installmentPayments)
        .leftJoin(users, eq(users.id, installmentPayments.createdBy))
        .where(eq(installmentPayments.planId, planId))
        .orderBy(desc(installmentPayments.paidOn), desc(installmentPayments.id));
    },

    async insertPayment(payment: {
      planId: number;
      amountCents: number;
      paidOn: string;
      note: string | null;
      receipt: string | null;
      createdBy: number;
    }) {
      const [row] = await db.insert(installmentPayments).values(payment).returning({ id: installmentPayments.id });
      return row!.id;
    },

    async events(planId: number, limit = 100) {
      return db
        .select({
          id: installmentEvents.id,
          kind: installmentEvents.kind,
          reason: installmentEvents.reason,
          status: installmentEvents.status,
          by: users.userName,
          at: installmentEvents.createdAt,
        })
        .from(installmentEvents)
        .leftJoin(users, eq(users.id, installmentEvents.createdBy))
        .where(eq(installmentEvents.planId, planId))
        .orderBy(desc(installmentEvents.id))
        .limit(limit);
    },

    async insertEvent(event: { planId: number; kind: EventKind; reason: string | null; status: string | null; createdBy: number | null }) {
      await db.insert(installmentEvents).values(event);
    },

    /** Claims a period's reminder: true the first time only. */
    async claimReminder(planId: number, periodIndex: number): Promise<boolean> {
      const rows = await db
        .insert(installmentEvents)
        .values({
          planId,
          kind: 'reminder',
          periodIndex,
          reason: encodeInstallmentNote('reminder', { period: periodIndex }),
          status: encodeInstallmentNote('sent'),
        })
        .onConflictDoNothing()
        .returning({ id: installmentEvents.id });
      return rows.length > 0;
    },

    /** Whom a plan's reminders reach: the company's administrators, its creator and the users of the device's project. */
    async recipients(plan: Pick<PlanRow, 'id' | 'companyId' | 'projectId'>): Promise<number[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.companyId, plan.companyId),
            eq(users.disabled, false),
            or(
              eq(users.grade, 1),
              inArray(
                users.id,
                db.select({ id: installmentPlans.createdBy }).from(installmentPlans).where(eq(installmentPlans.id, plan.id)),
              ),
              inArray(
                users.id,
                db.select({ id: userProjects.userId }).from(userProjects).where(eq(userProjects.projectId, plan.projectId)),
              ),
            ),
          ),
        );
      return rows.map((row) => row.id);
    },
  };
}

export type InstallmentsRepository = ReturnType<typeof createInstallmentsRepository>;
