import { asc, eq, sql } from 'drizzle-orm';
import type { AssessmentRule } from '@fieldlink/domain';
import type { Database } from '../db/client.js';
import { assessmentRules, orderRatings, partApplications, parts, stockMovements, workOrders } from '../db/schema/index.js';

/** The demo seed's writes for spare parts and assessment. */
export function createDemoSparePartsRepository(db: Database) {
  return {
    async insertPart(input: typeof parts.$inferInsert): Promise<number> {
      const [row] = await db.insert(parts).values(input).returning({ id: parts.id });
      return row!.id;
    },
    async insertMovement(input: typeof stockMovements.$inferInsert) {
      await db.insert(stockMovements).values(input);
    },
    ordersOf: (companyId: number) =>
      db
        .select({ id: workOrders.id, status: workOrders.status, assigneeId: workOrders.assigneeId })
        .from(workOrders)
        .where(eq(workOrders.companyId, companyId))
        .orderBy(asc(workOrders.id)),
    async insertApplication(input: typeof partApplications.$inferInsert): Promise<number> {
      const [row] = await db.insert(partApplications).values(input).returning({ id: partApplications.id });
      return row!.id;
    },
    /** Takes an issued application's quantity from stock with its movement. */
    async issue(companyId: number, partId: number, applicationId: number, orderId: number, quantity: number, byUserId: number) {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(parts)
          .set({ stock: sql`${parts.stock} - ${quantity}` })
          .where(eq(parts.id, partId))
          .returning({ balance: parts.stock });
        await tx.insert(stockMovements).values({
          companyId,
          partId,
          type: 'issue',
          quantity: -quantity,
          balance: row!.balance,
          orderId,
          applicationId,
          byUserId,
        });
      });
    },
    async saveRule(companyId: number, rule: AssessmentRule, byUserId: number) {
      await db.insert(assessmentRules).values({ companyId, rule, updatedById: byUserId });
    },
    async rate(orderId: number, companyId: number, stars: number, comment: string | null) {
      await db.insert(orderRatings).values({ orderId, companyId, stars, comment, ratedById: null });
    },
  };
}

export type DemoSparePartsRepository = ReturnType<typeof createDemoSparePartsRepository>;
