import { addDays, cycleStart, luhnCheckDigit, wallDate } from '@fieldlink/domain';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { devices, simCardOperations, simCardUsage, simCards, simInvoiceApplications, simInvoiceCards } from '../db/schema/index.js';

/** The demo seed's SIM cards. */
export function createDemoSimCardsRepository(db: Database) {
  return {
    async devicesOf(projectId: number) {
      return db.select({ id: devices.id }).from(devices).where(eq(devices.projectId, projectId)).orderBy(asc(devices.id));
    },
    async insertCard(values: typeof simCards.$inferInsert): Promise<number> {
      const [row] = await db.insert(simCards).values(values).returning({ id: simCards.id });
      return row!.id;
    },
    async insertUsage(rows: (typeof simCardUsage.$inferInsert)[]) {
      if (rows.length > 0) await db.insert(simCardUsage).values(rows);
    },
    async insertOperation(values: typeof simCardOperations.$inferInsert) {
      await db.insert(simCardOperations).values(values);
    },
    async insertInvoice(values: typeof simInvoiceApplications.$inferInsert, cardIds: number[]) {
      const [row] = await db.insert(simInvoiceApplications).values(values).returning({ id: simInvoiceApplications.id });
      await db.insert(simInvoiceCards).values(cardIds.map((cardId) => ({ applicationId: row!.id, cardId })));
    },
  };
}

export type DemoSimCardsRepository = ReturnType<typeof createDemoSimCardsRepository>;

const ZONE = 'Asia/Shanghai';
const HISTORY_DAYS = 30;

interface DemoCard {
  body: string;
  msisdn: string;
  planName: string;
  planDataMb: number;
  feeCents: number;
  /** This cycle's use today, as a share of the plan. */
  share: number;
  expiresInDays: number;
  warningPercent: number;
}

const CARDS: DemoCard[] = [
  // Over its 80 % warning level: the first usage sync tells the demo account, once this cycle.
  {
    body: '8986041120231000012',
    msisdn: '1440431000012',
    planName: '物联网 1GB 月包',
    planDataMb: 1024,
    feeCents: 1000,
    share: 0.88,
    expiresInDays: 400,
    warningPercent: 80,
  },
  {
    body: '8986041120231000020',
    msisdn: '1440431000020',
    planName: '物联网 2GB 月包',
    planDataMb: 2048,
    feeCents: 1800,
    share: 0.42,
    expiresInDays: 200,
    warningPercent: 80,
  },
  // Expiring within the month.
  {
    body: '8986041120231000038',
    msisdn: '1440431000038',
    planName: '物联网 500MB 月包',
    planDataMb: 500,
    feeCents: 600,
    share: 0.25,
    expiresInDays: 12,
    warningPercent: 90,
  },
];

/**
 * A handful of manual SIM cards (spec §1 SIM card management) in the demo plant's devices, with a
 * month of daily usage: one above its warning level, one expiring soon, a renewal on record, and an
 * invoice application issued and one pending.
 */
export async function seedDemoSimCards(repo: DemoSimCardsRepository, companyId: number, projectId: number, userId: number, now: Date) {
  const deviceIds = (await repo.devicesOf(projectId)).map((d) => d.id);
  if (deviceIds.length === 0) return;
  const today = wallDate(now, ZONE);
  const cycle = cycleStart(today, 1);
  const cardIds: number[] = [];
  for (const [index, card] of CARDS.entries()) {
    const used = Math.round(card.planDataMb * card.share * 1000) / 1000;
    const iccid = card.body + luhnCheckDigit(card.body);
    const id = await repo.insertCard({
      companyId,
      deviceId: deviceIds[index % deviceIds.length]!,
      iccid,
      imsi: `46004${card.msisdn.slice(-10)}`,
      msisdn: card.msisdn,
      carrier: 'china_mobile',
      provider: 'manual',
      status: 'active',
      planName: card.planName,
      planDataMb: card.planDataMb,
      monthlyFeeCents: card.feeCents,
      activatedOn: addDays(today, -300 - index * 20),
      expiresOn: addDays(today, card.expiresInDays),
      warningPercent: card.warningPercent,
      cycleStart: cycle,
      usedMb: used,
      createdBy: userId,
    });
    cardIds.push(id);
    // A month of days: the previous cycle's days at an even pace, this cycle's days weighted to today's total.
    const days = Array.from({ length: HISTORY_DAYS + 1 }, (_, i) => addDays(today, i - HISTORY_DAYS));
    const current = days.filter((day) => day >= cycle);
    const weights = current.map((_, i) => 1 + ((i * 7 + index * 3) % 5) / 4);
    const total = weights.reduce((a, b) => a + b, 0);
    let cumulative = 0;
    let previousCycle = 0;
    const rows = days.map((day) => {
      if (day < cycle) {
        const start = cycleStart(day, 1);
        previousCycle = day === start ? 0 : previousCycle;
        previousCycle += (card.planDataMb * 0.6) / 30;
        return { cardId: id, day, cycleStart: start, cycleUsedMb: Math.round(previousCycle * 1000) / 1000 };
      }
      cumulative += (used * weights[current.indexOf(day)]!) / total;
      return { cardId: id, day, cycleStart: cycle, cycleUsedMb: Math.round(cumulative * 1000) / 1000 };
    });
    await repo.insertUsage(rows);
  }
  await repo.insertOperation({
    cardId: cardIds[1]!,
    kind: 'renew',
    detail: { months: 12, from: addDays(today, 200 - 365), to: addDays(today, 200), fee: 216, remark: '年度续费' },
    userId,
    createdAt: new Date(now.getTime() - 20 * 86_400_000),
  });
  const invoice = {
    companyId,
    kind: 'normal' as const,
    title: '华东精密机械有限公司',
    taxNumber: '91320500MA1XXXXX3C',
    email: 'finance@fieldlink.example',
    applicantId: userId,
  };
  await repo.insertInvoice(
    {
      ...invoice,
      amountCents: 21_600,
      status: 'issued',
      invoiceNo: 'FP-20260001',
      processedBy: userId,
      processedAt: new Date(now.getTime() - 15 * 86_400_000),
    },
    [cardIds[1]!],
  );
  await repo.insertInvoice({ ...invoice, amountCents: 3_400, remark: '本季度流量费' }, cardIds);
}
