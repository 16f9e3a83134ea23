import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PartListQuery, Scope, StockMovementListQuery, StockMovementType } from '@fieldlink/domain';
import type { Database } from '../../db/client.js';
import { companies, partApplications, parts, stockMovements, users, workOrders } from '../../db/schema/index.js';
import { countedPage, escapeLike } from '../../db/sql.js';

export type PartRow = typeof parts.$inferSelect;
export type PartInsert = Omit<typeof parts.$inferInsert, 'id' | 'stock' | 'createdAt' | 'updatedAt'>;

/** Rows of a company-bound table a scope may see (parts are not bound to a project). */
export function companyScope(scope: Scope, column: typeof parts.companyId | typeof stockMovements.companyId): SQL | undefined {
  return scope.kind === 'all' ? undefined : eq(column, scope.companyId);
}

/** The day after `day` (YYYY-MM-DD), for an inclusive `to`. */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

export interface MovementInsert {
  companyId: number;
  partId: number;
  type: StockMovementType;
  /** Signed change. */
  delta: number;
  orderId?: number | null;
  applicationId?: number | null;
  byUserId: number | null;
  note?: string | null;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Moves stock by `delta` and records the movement, in the caller's transaction. The update is one
 * statement that only matches while the result stays at or above zero, so two concurrent issues
 * can never take the same units: the loser matches no row and gets undefined.
 */
export async function moveStock(tx: Tx | Database, movement: MovementInsert): Promise<{ balance: number } | undefined> {
  const [row] = await tx
    .update(parts)
    .set({ stock: sql`${parts.stock} + ${movement.delta}`, updatedAt: new Date() })
    .where(and(eq(parts.id, movement.partId), gte(sql`${parts.stock} + ${movement.delta}`, 0)))
    .returning({ balance: parts.stock });
  if (!row) return undefined;
  await tx.insert(stockMovements).values({
    companyId: movement.companyId,
    partId: movement.partId,
    type: movement.type,
    quantity: movement.delta,
    balance: row.balance,
    orderId: movement.orderId ?? null,
    applicationId: movement.applicationId ?? null,
    byUserId: movement.byUserId,
    note: movement.note ?? null,
  });
  return row;
}

export function createPartsRepository(db: Database) {
  function listCondition(scope: Scope, query: Pick<PartListQuery, 'keyword' | 'companyId' | 'lowStock'>) {
    const where: (SQL | undefined)[] = [companyScope(scope, parts.companyId)];
    if (query.companyId) where.push(eq(parts.companyId, query.companyId));
    if (query.keyword) {
      const like = `%${escapeLike(query.keyword)}%`;
      where.push(or(ilike(parts.code, like), ilike(parts.name, like), ilike(parts.model, like)));
    }
    if (query.lowStock) where.push(and(sql`${parts.safetyStock} > 0`, lt(parts.stock, parts.safetyStock)));
    return and(...where);
  }

  return {
    async list(scope: Scope, query: PartListQuery) {
      const condition = listCondition(scope, query);
      return countedPage(query, db.select({ n: count() }).from(parts).where(condition), ({ limit, offset }) =>
        db.select().from(parts).where(condition).orderBy(asc(parts.code), asc(parts.id)).limit(limit).offset(offset),
      );
    },

    /** Every matching part, for the export (capped). */
    all: (scope: Scope, query: Pick<PartListQuery, 'keyword' | 'companyId' | 'lowStock'>) =>
      db.select().from(parts).where(listCondition(scope, query)).orderBy(asc(parts.code)).limit(10_000),

    async find(scope: Scope, id: number): Promise<PartRow | undefined> {
      const [row] = await db
        .select()
        .from(parts)
        .where(and(eq(parts.id, id), companyScope(scope, parts.companyId)));
      return row;
    },

    async codeTaken(companyId: number, code: string, exceptId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: parts.id })
        .from(parts)
        .where(and(eq(parts.companyId, companyId), eq(parts.code, code)));
      return row !== undefined && row.id !== exceptId;
    },

    async insert(values: PartInsert, initialStock: number, byUserId: number | null): Promise<PartRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(parts).values(values).returning();
        if (initialStock > 0) {
          const moved = await moveStock(tx, {
            companyId: row!.companyId,
            partId: row!.id,
            type: 'purchase',
            delta: initialStock,
            byUserId,
          });
          return { ...row!, stock: moved!.balance };
        }
        return row!;
      });
    },

    async update(id: number, patch: Partial<PartInsert>): Promise<PartRow | undefined> {
      const [row] = await db
        .update(parts)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(parts.id, id))
        .returning();
      return row;
    },

    async inUse(id: number): Promise<boolean> {
      const [application] = await db
        .select({ id: partApplications.id })
        .from(partApplications)
        .where(eq(partApplications.partId, id))
        .limit(1);
      if (application) return true;
      const [movement] = await db
        .select({ id: stockMovements.id })
        .from(stockMovements)
        .where(and(eq(stockMovements.partId, id), sql`${stockMovements.type} <> 'purchase'`))
        .limit(1);
      return movement !== undefined;
    },

    async remove(id: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(stockMovements).where(eq(stockMovements.partId, id));
        await tx.delete(parts).where(eq(parts.id, id));
      });
    },

    /** A stock in or adjustment; undefined when it would take the stock below zero. */
    move: (movement: MovementInsert) => db.transaction((tx) => moveStock(tx, movement)),

    /** A page of movements, newest first; `all` takes every match (the export, capped at 10,000). */
    async movements(scope: Scope, query: StockMovementListQuery, all = false) {
      const where: (SQL | undefined)[] = [companyScope(scope, stockMovements.companyId)];
      if (query.companyId) where.push(eq(stockMovements.companyId, query.companyId));
      if (query.partId) where.push(eq(stockMovements.partId, query.partId));
      if (query.orderId) where.push(eq(stockMovements.orderId, query.orderId));
      if (query.type) where.push(eq(stockMovements.type, query.type));
      if (query.from) where.push(gte(stockMovements.at, new Date(`${query.from}T00:00:00Z`)));
      if (query.to) where.push(lt(stockMovements.at, new Date(`${nextDay(query.to)}T00:00:00Z`)));
      if (query.keyword) {
        const like = `%${escapeLike(query.keyword)}%`;
        where.push(or(ilike(parts.code, like), ilike(parts.name, like), ilike(stockMovements.note, like)));
      }
      const condition = and(...where);
      return countedPage(
        all ? { page: 1, pageSize: 10_000 } : query,
        db.select({ n: count() }).from(stockMovements).innerJoin(parts, eq(parts.id, stockMovements.partId)).where(condition),
        ({ limit, offset }) =>
          db
            .select({
              id: stockMovements.id,
              companyId: stockMovements.companyId,
              partId: stockMovements.partId,
              partCode: parts.code,
              partName: parts.name,
              type: stockMovements.type,
              quantity: stockMovements.quantity,
              balance: stockMovements.balance,
              orderId: stockMovements.orderId,
              orderNumber: workOrders.number,
              applicationId: stockMovements.applicationId,
              byUserId: stockMovements.byUserId,
              byName: users.userName,
              note: stockMovements.note,
              at: stockMovements.at,
            })
            .from(stockMovements)
            .innerJoin(parts, eq(parts.id, stockMovements.partId))
            .leftJoin(workOrders, eq(workOrders.id, stockMovements.orderId))
            .leftJoin(users, eq(users.id, stockMovements.byUserId))
            .where(condition)
            .orderBy(desc(stockMovements.at), desc(stockMovements.id))
            .limit(limit)
            .offset(offset),
      );
    },

    async companyExists(companyId: number): Promise<boolean> {
      const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
      return row !== undefined;
    },
  };
}

export type PartsRepository = ReturnType<typeof createPartsRepository>;
