import { and, asc, eq, gte, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import { dayStart, type AssessmentRule, type Scope } from '@fieldlink/domain';
import type { Database } from '../../db/client.js';
import { assessmentRules, companies, orderRatings, projects, users, workOrders } from '../../db/schema/index.js';
import { projectScopeCondition } from '../../db/sql.js';

export interface CompletedOrderRow {
  orderId: number;
  companyId: number;
  number: string;
  userId: number;
  userName: string;
  kind: 'repair' | 'maintenance';
  nature: string | null;
  dueDate: string | null;
  completedAt: Date;
  stars: number | null;
  comment: string | null;
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

export function createAssessmentRepository(db: Database) {
  return {
    async rule(companyId: number) {
      const [row] = await db.select().from(assessmentRules).where(eq(assessmentRules.companyId, companyId));
      return row;
    },

    async rules(companyIds: number[]) {
      if (companyIds.length === 0) return [];
      return db.select().from(assessmentRules).where(inArray(assessmentRules.companyId, companyIds));
    },

    async saveRule(companyId: number, rule: AssessmentRule, byUserId: number) {
      const now = new Date();
      const [row] = await db
        .insert(assessmentRules)
        .values({ companyId, rule, updatedById: byUserId, updatedAt: now })
        .onConflictDoUpdate({ target: assessmentRules.companyId, set: { rule, updatedById: byUserId, updatedAt: now } })
        .returning();
      return row!;
    },

    /** Completed orders with an assignee in the period (completion day, inclusive), with their rating. */
    async completedOrders(
      scope: Scope,
      filter: { from: string; to: string; companyId?: number | undefined; userId?: number | undefined },
    ): Promise<CompletedOrderRow[]> {
      const where: (SQL | undefined)[] = [
        eq(workOrders.status, 'completed'),
        isNull(workOrders.deletedAt),
        // Issue 39: an alarm order counts once the data verified it (or a dispatcher confirmed it).
        or(isNull(workOrders.verification), inArray(workOrders.verification, ['verified', 'manual'])),
        gte(workOrders.completedAt, dayStart(filter.from)),
        lt(workOrders.completedAt, dayStart(nextDay(filter.to))),
      ];
      if (scope.kind !== 'all') where.push(eq(workOrders.companyId, scope.companyId));
      if (filter.companyId) where.push(eq(workOrders.companyId, filter.companyId));
      if (filter.userId) where.push(eq(workOrders.assigneeId, filter.userId));
      const rows = await db
        .select({
          orderId: workOrders.id,
          companyId: workOrders.companyId,
          number: workOrders.number,
          userId: users.id,
          userName: users.userName,
          kind: workOrders.kind,
          nature: workOrders.nature,
          dueDate: workOrders.dueDate,
          completedAt: workOrders.completedAt,
          stars: orderRatings.stars,
          comment: orderRatings.comment,
        })
        .from(workOrders)
        .innerJoin(users, eq(users.id, workOrders.assigneeId))
        .leftJoin(orderRatings, eq(orderRatings.orderId, workOrders.id))
        .where(and(...where))
        .orderBy(asc(workOrders.completedAt), asc(workOrders.id))
        .limit(20_000);
      return rows.map((row) => ({ ...row, completedAt: row.completedAt! }));
    },

    /** An order as the scope sees it (like the work-order list: its project in scope, or assigned to an ordinary user). */
    async order(scope: Scope, orderId: number) {
      let condition = projectScopeCondition(db, scope);
      if (scope.kind === 'assigned')
        condition = or(condition, and(eq(workOrders.companyId, scope.companyId), eq(workOrders.assigneeId, scope.userId)));
      const [row] = await db
        .select({ order: workOrders })
        .from(workOrders)
        .innerJoin(projects, eq(projects.id, workOrders.projectId))
        .where(and(eq(workOrders.id, orderId), isNull(workOrders.deletedAt), condition));
      return row?.order;
    },

    async rating(orderId: number) {
      const [row] = await db
        .select({
          orderId: orderRatings.orderId,
          stars: orderRatings.stars,
          comment: orderRatings.comment,
          ratedById: orderRatings.ratedById,
          ratedByName: users.userName,
          ratedAt: orderRatings.ratedAt,
        })
        .from(orderRatings)
        .leftJoin(users, eq(users.id, orderRatings.ratedById))
        .where(eq(orderRatings.orderId, orderId));
      return row ?? null;
    },

    async saveRating(values: { orderId: number; companyId: number; stars: number; comment: string | null; ratedById: number }) {
      const now = new Date();
      await db
        .insert(orderRatings)
        .values({ ...values, ratedAt: now })
        .onConflictDoUpdate({
          target: orderRatings.orderId,
          set: { stars: values.stars, comment: values.comment, ratedById: values.ratedById, ratedAt: now },
        });
    },

    async companyExists(companyId: number) {
      const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
      return row !== undefined;
    },
  };
}

export type AssessmentRepository = ReturnType<typeof createAssessmentRepository>;
