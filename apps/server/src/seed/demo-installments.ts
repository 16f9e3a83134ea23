import { randomBytes } from 'node:crypto';
import { addDays, encodeInstallmentNote, addMonths, planSchedule } from '@fieldlink/domain';
import type { Database } from '../db/client.js';
import { installmentEvents, installmentPayments, installmentPlans } from '../db/schema/index.js';
import { localDate } from '../features/installments/installments.presenter.js';

/** The demo seed's installment plan. */
export function createDemoInstallmentsRepository(db: Database) {
  return {
    async insertPlan(input: typeof installmentPlans.$inferInsert): Promise<number> {
      const [row] = await db.insert(installmentPlans).values(input).returning({ id: installmentPlans.id });
      return row!.id;
    },
    async insertPayment(input: typeof installmentPayments.$inferInsert) {
      await db.insert(installmentPayments).values(input);
    },
    async insertEvent(input: typeof installmentEvents.$inferInsert) {
      await db.insert(installmentEvents).values(input);
    },
  };
}

export type DemoInstallmentsRepository = ReturnType<typeof createDemoInstallmentsRepository>;

/**
 * One demo machine sold on installments (spec §1): 12 monthly periods, the first paid, the second
 * due in five days (inside the seven-day reminder window, so the scheduler reminds at start). The
 * lock register is 4x900 and the HMI's unlock-code register 4x910; the plan starts unacknowledged,
 * so the scheduler's first pass sends the demo gateway its register and code secret.
 */
export async function seedDemoInstallments(
  repo: DemoInstallmentsRepository,
  companyId: number,
  deviceId: number,
  createdBy: number,
  now: Date,
) {
  const today = localDate(now, 'Asia/Shanghai');
  const terms = {
    totalCents: 12_800_000,
    downPaymentCents: 3_200_000,
    periods: 12,
    firstDueDate: addDays(addMonths(today, -1), 5),
    intervalMonths: 1,
  };
  const planId = await repo.insertPlan({
    companyId,
    deviceId,
    customerName: '苏州恒达塑胶制品有限公司',
    customerPhone: '0512-65550188',
    ...terms,
    graceDays: 5,
    remindDaysBefore: 7,
    lockRegister: { area: '4x', address: 900 },
    lockValue: 1,
    unlockValue: 0,
    codeRegister: { area: '4x', address: 910 },
    unlockSecret: randomBytes(32).toString('hex'),
    lockStatus: 'pending',
    createdBy,
  });
  const [first] = planSchedule(terms);
  await repo.insertPayment({
    planId,
    amountCents: first!.amountCents,
    paidOn: addDays(first!.dueDate, -2),
    note: '银行转账 / bank transfer',
    createdBy,
  });
  await repo.insertEvent({
    planId,
    kind: 'payment',
    reason: encodeInstallmentNote('payment', { amount: first!.amountCents / 100, paidOn: addDays(first!.dueDate, -2) }),
    createdBy,
  });
}
