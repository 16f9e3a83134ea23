import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PartApplicationListQuery, PartApplicationStatus, Scope } from '@fieldlink/domain';
import type { Database } from '../../db/client.js';
import { partApplications, parts, projects, users, workOrders } from '../../db/schema/index.js';
import { moveStock, nextDay } from './parts.repository.js';
import { escapeLike, projectScopeCondition, countedPage } from '../../db/sql.js';

export type ApplicationRow = typeof partApplications.$inferSelect;

const applicant = alias(users, 'applicant');
const approver = alias(users, 'approver');

/**
 * The applications a scope may see: those of the orders it may see (the order's project in scope,
 * or, for an ordinary user, an order assigned to them in their company).
 */
function orderScope(db: Database, scope: Scope): SQL | undefined {
  const project = projectScopeCondition(db, scope);
  if (scope.kind !== 'assigned') return project;
  return or(project, and(eq(workOrders.companyId, scope.companyId), eq(workOrders.assigneeId, scope.userId)));
}

export function createApplicationsRepository(db: Database) {
  const view = () =>
    db
      .select({
        id: partApplications.id,
        companyId: partApplications.companyId,
        orderId: partApplications.orderId,
        orderNumber: workOrders.number,
        partId: partApplications.partId,
        partCode: parts.code,
        partName: parts.name,
        partModel: parts.model,
        unit: parts.unit,
        stock: parts.stock,
        quantity: partApplications.quantity,
        status: partApplications.status,
        note: partApplications.note,
        applicantId: partApplications.applicantId,
        applicantName: applicant.userName,
        approverId: partApplications.approverId,
        approverName: approver.userName,
        decisionNote: partApplications.decisionNote,
        decidedAt: partApplications.decidedAt,
        issuedById: partApplications.issuedById,
        issuedAt: partApplications.issuedAt,
        version: partApplications.version,
        createdAt: partApplications.createdAt,
      })
      .from(partApplications)
      .innerJoin(workOrders, eq(workOrders.id, partApplications.orderId))
      .innerJoin(projects, eq(projects.id, workOrders.projectId))
      .innerJoin(parts, eq(parts.id, partApplications.partId))
      .leftJoin(applicant, eq(applicant.id, partApplications.applicantId))
      .leftJoin(approver, eq(approver.id, partApplications.approverId));

  function condition(scope: Scope, query: Omit<PartApplicationListQuery, 'page' | 'pageSize'>, callerId: number) {
    const where: (SQL | undefined)[] = [orderScope(db, scope)];
    if (query.companyId) where.push(eq(partApplications.companyId, query.companyId));
    if (query.orderId) where.push(eq(partApplications.orderId, query.orderId));
    if (query.partId) where.push(eq(partApplications.partId, query.partId));
    if (query.status) where.push(eq(partApplications.status, query.status));
    if (query.applicantId !== undefined)
      where.push(eq(partApplications.applicantId, query.applicantId === 'me' ? callerId : query.applicantId));
    if (query.from) where.push(gte(partApplications.createdAt, new Date(`${query.from}T00:00:00Z`)));
    if (query.to) where.push(lt(partApplications.createdAt, new Date(`${nextDay(query.to)}T00:00:00Z`)));
    if (query.keyword) {
      const like = `%${escapeLike(query.keyword)}%`;
      where.push(or(ilike(parts.code, like), ilike(parts.name, like), ilike(workOrders.number, like)));
    }
    return and(...where);
  }

  return {
    async list(scope: Scope, query: PartApplicationListQuery, callerId: number) {
      const where = condition(scope, query, callerId);
      return countedPage(
        query,
        db
          .select({ n: count() })
          .from(partApplications)
          .innerJoin(workOrders, eq(workOrders.id, partApplications.orderId))
          .innerJoin(projects, eq(projects.id, workOrders.projectId))
          .innerJoin(parts, eq(parts.id, partApplications.partId))
          .where(where),
        ({ limit, offset }) =>
          view().where(where).orderBy(desc(partApplications.createdAt), desc(partApplications.id)).limit(limit).offset(offset),
      );
    },

    async find(scope: Scope, id: number) {
      const [row] = await view().where(and(eq(partApplications.id, id), orderScope(db, scope)));
      return row;
    },

    /** The order as the caller's scope sees it, or undefined. */
    async order(scope: Scope, orderId: number) {
      const [row] = await db
        .select({ order: workOrders })
        .from(workOrders)
        .innerJoin(projects, eq(projects.id, workOrders.projectId))
        .where(and(eq(workOrders.id, orderId), orderScope(db, scope)));
      return row?.order;
    },

    async insert(values: {
      companyId: number;
      orderId: number;
      partId: number;
      quantity: number;
      note: string | null;
      applicantId: number;
    }) {
      const [row] = await db.insert(partApplications).values(values).returning({ id: partApplications.id });
      return row!.id;
    },

    /**
     * One decision (approve, reject, cancel), only if the application is still as read. False:
     * someone else changed it first; nothing written.
     */
    async decide(
      id: number,
      expected: { status: PartApplicationStatus; version: number },
      patch: { status: PartApplicationStatus; approverId?: number; decisionNote: string | null },
    ): Promise<boolean> {
      const rows = await db
        .update(partApplications)
        .set({ ...patch, decidedAt: new Date(), version: sql`${partApplications.version} + 1`, updatedAt: new Date() })
        .where(
          and(eq(partApplications.id, id), eq(partApplications.status, expected.status), eq(partApplications.version, expected.version)),
        )
        .returning({ id: partApplications.id });
      return rows.length === 1;
    },

    /**
     * Issue: the application moves approved → issued and the stock drops by its quantity, both or
     * neither. 'conflict': the application changed meanwhile; 'short': not enough stock (the
     * decrement is one guarded statement, so concurrent issues never oversell).
     */
    async issue(
      application: { id: number; companyId: number; orderId: number; partId: number; quantity: number; version: number },
      byUserId: number,
      note: string | null,
    ): Promise<'ok' | 'conflict' | 'short'> {
      try {
        return await db.transaction(async (tx) => {
          const claimed = await tx
            .update(partApplications)
            .set({
              status: 'issued',
              issuedById: byUserId,
              issuedAt: new Date(),
              version: sql`${partApplications.version} + 1`,
              updatedAt: new Date(),
            })
            .where(
              and(
                eq(partApplications.id, application.id),
                eq(partApplications.status, 'approved'),
                eq(partApplications.version, application.version),
              ),
            )
            .returning({ id: partApplications.id });
          if (claimed.length !== 1) throw new Rollback('conflict');
          const moved = await moveStock(tx, {
            companyId: application.companyId,
            partId: application.partId,
            type: 'issue',
            delta: -application.quantity,
            orderId: application.orderId,
            applicationId: application.id,
            byUserId,
            note,
          });
          if (!moved) throw new Rollback('short');
          return 'ok' as const;
        });
      } catch (error) {
        if (error instanceof Rollback) return error.reason;
        throw error;
      }
    },
  };
}

class Rollback extends Error {
  constructor(readonly reason: 'conflict' | 'short') {
    super(reason);
  }
}

export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;
