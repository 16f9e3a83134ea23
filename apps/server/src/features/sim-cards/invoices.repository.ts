import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { InvoiceListQuery, InvoiceStatus, Scope } from '@fieldlink/domain';
import type { Database } from '../../db/client.js';
import { simCards, simInvoiceApplications, simInvoiceCards, users } from '../../db/schema/index.js';
import { escapeLike, countedPage } from '../../db/sql.js';

export type InvoiceInsert = typeof simInvoiceApplications.$inferInsert;

/** Invoice applications: company-bound (the platform's super user sees all). */
export function createInvoicesRepository(db: Database) {
  const applicant = alias(users, 'applicant');
  const companyCondition = (scope: Scope) => (scope.kind === 'all' ? undefined : eq(simInvoiceApplications.companyId, scope.companyId));
  const base = () =>
    db
      .select({
        id: simInvoiceApplications.id,
        companyId: simInvoiceApplications.companyId,
        kind: simInvoiceApplications.kind,
        title: simInvoiceApplications.title,
        taxNumber: simInvoiceApplications.taxNumber,
        amountCents: simInvoiceApplications.amountCents,
        email: simInvoiceApplications.email,
        address: simInvoiceApplications.address,
        phone: simInvoiceApplications.phone,
        bank: simInvoiceApplications.bank,
        bankAccount: simInvoiceApplications.bankAccount,
        remark: simInvoiceApplications.remark,
        status: simInvoiceApplications.status,
        invoiceNo: simInvoiceApplications.invoiceNo,
        note: simInvoiceApplications.note,
        applicantName: applicant.userName,
        createdAt: simInvoiceApplications.createdAt,
        processedAt: simInvoiceApplications.processedAt,
      })
      .from(simInvoiceApplications)
      .leftJoin(applicant, eq(applicant.id, simInvoiceApplications.applicantId));

  type Row = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];
  async function withCards(rows: Row[]) {
    if (rows.length === 0) return [];
    const cards = await db
      .select({ applicationId: simInvoiceCards.applicationId, id: simCards.id, iccid: simCards.iccid, msisdn: simCards.msisdn })
      .from(simInvoiceCards)
      .innerJoin(simCards, eq(simCards.id, simInvoiceCards.cardId))
      .where(
        inArray(
          simInvoiceCards.applicationId,
          rows.map((r) => r.id),
        ),
      );
    return rows.map((row) => ({
      ...row,
      cards: cards.filter((c) => c.applicationId === row.id).map(({ applicationId: _a, ...card }) => card),
    }));
  }

  return {
    async list(scope: Scope, query: InvoiceListQuery) {
      const where: (SQL | undefined)[] = [companyCondition(scope)];
      if (query.status) where.push(eq(simInvoiceApplications.status, query.status));
      if (query.keyword) {
        const like = `%${escapeLike(query.keyword)}%`;
        where.push(or(ilike(simInvoiceApplications.title, like), ilike(simInvoiceApplications.invoiceNo, like)));
      }
      const { items: rows, total } = await countedPage(
        query,
        db
          .select({ n: count() })
          .from(simInvoiceApplications)
          .where(and(...where)),
        ({ limit, offset }) =>
          base()
            .where(and(...where))
            .orderBy(desc(simInvoiceApplications.createdAt), desc(simInvoiceApplications.id))
            .limit(limit)
            .offset(offset),
      );
      return { items: await withCards(rows), total };
    },

    async find(scope: Scope, id: number) {
      const rows = await base().where(and(eq(simInvoiceApplications.id, id), companyCondition(scope)));
      return (await withCards(rows))[0];
    },

    async insert(values: InvoiceInsert, cardIds: readonly number[]): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(simInvoiceApplications).values(values).returning({ id: simInvoiceApplications.id });
        await tx.insert(simInvoiceCards).values([...new Set(cardIds)].map((cardId) => ({ applicationId: row!.id, cardId })));
        return row!.id;
      });
    },

    /** Settles a pending application; false when it was no longer pending. */
    async settle(id: number, change: { status: InvoiceStatus; invoiceNo: string; note: string; processedBy: number }): Promise<boolean> {
      const rows = await db
        .update(simInvoiceApplications)
        .set({ ...change, processedAt: new Date() })
        .where(and(eq(simInvoiceApplications.id, id), eq(simInvoiceApplications.status, 'pending')))
        .returning({ id: simInvoiceApplications.id });
      return rows.length === 1;
    },
  };
}

export type InvoicesRepository = ReturnType<typeof createInvoicesRepository>;
export type InvoiceRow = NonNullable<Awaited<ReturnType<InvoicesRepository['find']>>>;
