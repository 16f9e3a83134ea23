import { and, desc, eq, ilike } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { workOrderNumber, workOrderNumberPrefix } from '@fieldlink/domain';
import type { Database } from '../../db/client.js';
import { companies, workOrderLog, workOrders } from '../../db/schema/index.js';

/** The columns of a new order; its number and first status are the opener's. */
export type NewWorkOrder = Omit<typeof workOrders.$inferInsert, 'id' | 'number' | 'status' | 'version' | 'createdAt' | 'updatedAt'>;
export type OpenedWorkOrder = typeof workOrders.$inferSelect;

export interface OpenWorkOrderOptions {
  /** Who opened it (null: the system, e.g. an alarm or a maintenance plan). */
  byUserId: number | null;
  now?: Date;
  /**
   * An order that already exists for the same cause is not opened twice: with `skipDuplicate`, a
   * conflict on a unique index (one order per alarm; with a target, one per plan occurrence) writes
   * nothing and answers undefined.
   */
  skipDuplicate?: boolean | { target: PgColumn[] };
}

/**
 * The one way a work order comes to be, inside the caller's transaction: the company row is locked
 * so two orders never draw one number, the order takes the next service number of its company for
 * the day (status pending), and its first log entry says who created it. Work orders, alarms and
 * maintenance plans all open their orders here.
 */
export async function openWorkOrder(
  tx: Pick<Database, 'select' | 'insert'>,
  values: NewWorkOrder,
  { byUserId, now = new Date(), skipDuplicate = false }: OpenWorkOrderOptions,
): Promise<OpenedWorkOrder | undefined> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, values.companyId)).for('update');
  const prefix = workOrderNumberPrefix(now);
  const [last] = await tx
    .select({ number: workOrders.number })
    .from(workOrders)
    .where(and(eq(workOrders.companyId, values.companyId), ilike(workOrders.number, `${prefix}%`)))
    .orderBy(desc(workOrders.number))
    .limit(1);
  const next = (last ? Number(last.number.slice(prefix.length)) : 0) + 1;
  const insert = tx.insert(workOrders).values({ ...values, number: workOrderNumber(now, next), status: 'pending' });
  const guarded = skipDuplicate === false ? insert : insert.onConflictDoNothing(skipDuplicate === true ? undefined : skipDuplicate);
  const [row] = await guarded.returning();
  if (!row) return undefined;
  await tx.insert(workOrderLog).values({ orderId: row.id, action: 'create', byUserId, fromStatus: null, toStatus: 'pending' });
  return row;
}
