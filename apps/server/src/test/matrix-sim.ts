import { luhnCheckDigit } from '@fieldlink/domain';
import type { Database } from '../db/client.js';
import { simCards, simInvoiceApplications, simInvoiceCards } from '../db/schema/index.js';

/** A 20-digit ICCID unique per `n` and `tag` (one digit), with its check digit. */
export const matrixIccid = (tag: number, n: number) => {
  const body = `8986${tag}${String(n).padStart(14, '0')}`;
  return body + luhnCheckDigit(body);
};

/** A manual SIM card in a device (the device's name, with its marker, is in every answer). */
export async function matrixSimCard(db: Database, companyId: number, deviceId: number, iccid: string): Promise<number> {
  const [row] = await db
    .insert(simCards)
    .values({
      companyId,
      deviceId,
      iccid,
      carrier: 'china_mobile',
      provider: 'manual',
      planName: 'Matrix 1GB',
      planDataMb: 1024,
      expiresOn: '2035-01-01',
      cycleStart: '2026-11-01',
    })
    .returning();
  return row!.id;
}

/** A pending invoice application of a company on one card, titled `title`. */
export async function matrixInvoice(db: Database, companyId: number, cardId: number, title: string): Promise<number> {
  const [row] = await db
    .insert(simInvoiceApplications)
    .values({ companyId, kind: 'normal', title, taxNumber: '91330100MA2B000001', amountCents: 100, email: 'm@x.cn' })
    .returning();
  await db.insert(simInvoiceCards).values({ applicationId: row!.id, cardId });
  return row!.id;
}

/** The SIM routes' sample bodies (`n` keeps ICCIDs and titles unique per call). */
export function simBodies(objects: { device: { A: number }; simCard: { A: number } }, n: number): Record<string, unknown> {
  return {
    'POST /api/v1/sim-cards': {
      deviceId: objects.device.A,
      iccid: matrixIccid(9, n),
      carrier: 'china_mobile',
      provider: 'manual',
      planName: 'P',
      planDataMb: 100,
      expiresOn: '2030-01-01',
    },
    'PUT /api/v1/sim-cards/:id': { deviceId: objects.device.A, carrier: 'china_unicom', provider: 'manual' },
    'DELETE /api/v1/sim-cards/:id': undefined,
    'POST /api/v1/sim-cards/:id/renew': { months: 1 },
    'POST /api/v1/sim-cards/:id/extend': { days: 1 },
    'POST /api/v1/sim-cards/:id/change-plan': { planName: `P${n}`, planDataMb: 200, monthlyFee: 5 },
    'POST /api/v1/sim-cards/:id/top-up': { dataMb: 100 },
    'POST /api/v1/sim-cards/warning-level': { ids: [objects.simCard.A], warningPercent: 90 },
    'POST /api/v1/sim-cards/sync': { ids: [objects.simCard.A] },
    'POST /api/v1/sim-invoices': {
      cardIds: [objects.simCard.A],
      kind: 'normal',
      title: `Inv${n}`,
      taxNumber: '91330100MA2B000001',
      amount: 1,
      email: 'm@x.cn',
    },
    'POST /api/v1/sim-invoices/:id/settle': { outcome: 'rejected' },
  };
}
