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
  /**
   * With an assignee in the values: the order starts dispatched to them, logged as this user's
   * dispatch (a maintenance plan's technician, dispatched as the plan's creator).
   */
  dispatchedBy?: number | null;
}

/**
 * The one way a work order comes to be, inside the caller's transaction: the company row is locked
 * so two orders never draw one number, the order takes the next service number of its company for
 * the day (status pending, or dispatched when asked), and its first log entry says who created it. Work orders, alarms and
 * maintenance plans all open their orders here.
 */
export async function openWorkOrder(
  tx: Pick<Database, 'select' | 'insert'>,
  values: NewWorkOrder,
  { byUserId, now = new Date(), skipDuplicate = false, dispatchedBy }: OpenWorkOrderOptions,
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
  const dispatched = dispatchedBy !== undefined && values.assigneeId != null;
  const insert = tx
    .insert(workOrders)
    .values({ ...values, number: workOrderNumber(now, next), status: dispatched ? 'dispatched' : 'pending' });
  const guarded = skipDuplicate === false ? insert : insert.onConflictDoNothing(skipDuplicate === true ? undefined : skipDuplicate);
  const [row] = await guarded.returning();
  if (!row) return undefined;
  await tx.insert(workOrderLog).values({ orderId: row.id, action: 'create', byUserId, fromStatus: null, toStatus: 'pending' });
  if (dispatched) {
    await tx
      .insert(workOrderLog)
      .values({ orderId: row.id, action: 'dispatch', byUserId: dispatchedBy, fromStatus: 'pending', toStatus: 'dispatched' });
  }
  return row;
}
