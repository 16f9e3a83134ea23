import type { Database } from '../db/client.js';
import { installmentPlans } from '../db/schema/index.js';

/**
 * An installment plan on a device for a customer named `name` (the name is in every answer), due far
 * ahead so no lock falls due during the walk, with an unlock-code register.
 */
export async function matrixInstallment(db: Database, companyId: number, deviceId: number, name: string): Promise<number> {
  const [row] = await db
    .insert(installmentPlans)
    .values({
      companyId,
      deviceId,
      customerName: name,
      totalCents: 120_000,
      downPaymentCents: 20_000,
      periods: 10,
      firstDueDate: '2035-01-31',
      intervalMonths: 1,
      graceDays: 3,
      remindDaysBefore: 3,
      lockRegister: { area: '4x', address: 100 },
      lockValue: 1,
      unlockValue: 0,
      codeRegister: { area: '4x', address: 110 },
      unlockSecret: '0'.repeat(64),
    })
    .returning();
  return row!.id;
}

/** The bodies of the installment routes (multipart payments have none the matrix can send). */
export const installmentBodies = (deviceId: number) => ({
  'POST /api/v1/installments': {
    deviceId,
    customerName: 'MatrixCustomer',
    total: 1000,
    downPayment: 100,
    periods: 3,
    firstDueDate: '2035-01-31',
    lockRegister: { area: '4x', address: 100 },
  },
  'DELETE /api/v1/installments/:id': undefined,
  'POST /api/v1/installments/:id/payments': undefined,
  'POST /api/v1/installments/:id/unlock': { days: 1 },
  'POST /api/v1/installments/:id/unlock-codes': { days: 1 },
});
