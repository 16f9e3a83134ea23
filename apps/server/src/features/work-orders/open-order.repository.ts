import { and, desc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  WORK_ORDER_NOTE_MAX_LENGTH,
  recurNote,
  recurrenceOrder,
  workOrderNumber,
  workOrderNumberPrefix,
  type AlarmOrder,
} from '@fieldlink/domain';
import { rowsOf, type Database } from '../../db/client.js';
import { alarms, companies, workOrderLog, workOrders } from '../../db/schema/index.js';

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

/**
 * A recurring alarm joins the order its source (or geofence) opened while that order is still open
 * (`recurrenceOrder`): the new alarm is written on the order's log as `recur` with its text in both languages, and no
 * second order is opened. Answers the order joined, or undefined when there is none to join.
 */
export async function joinOpenAlarmOrder(
  tx: Pick<Database, 'select' | 'insert'>,
  origin: SQL,
  problem: { problem: string; problemEn?: string | null | undefined },
): Promise<AlarmOrder | undefined> {
  const orders = await tx
    .select({ id: workOrders.id, status: workOrders.status })
    .from(workOrders)
    .innerJoin(alarms, eq(alarms.id, workOrders.alarmId))
    .where(and(origin, isNull(workOrders.deletedAt)));
  const order = recurrenceOrder(orders);
  if (!order) return undefined;
  await tx.insert(workOrderLog).values({
    orderId: order.id,
    action: 'recur',
    byUserId: null,
    fromStatus: order.status,
    toStatus: order.status,
    note: recurNote(problem.problem, problem.problemEn, WORK_ORDER_NOTE_MAX_LENGTH),
  });
  return order;
}

/**
 * Issue 39: the order still answering for a source's failure — completed and watched through its
 * recurrence window, or reopened and being reworked. A raise of the source then opens no new order:
 * the verification check reopens that one or opens its follow-up (company setting).
 */
export async function orderWatchingSource(tx: Pick<Database, 'execute'>, sourceId: number, now: Date): Promise<number | undefined> {
  const result = await tx.execute(sql`
    SELECT wo.id FROM work_orders wo
    JOIN alarms a ON a.id = wo.alarm_id
    JOIN alarm_sources s ON s.id = a.source_id
    WHERE a.source_id = ${sourceId} AND wo.deleted_at IS NULL
      AND ((wo.status = 'completed' AND wo.verification IN ('awaiting', 'verified', 'not_verifiable')
            AND wo.completed_at + s.recurrence_window_s * interval '1 second' >= ${now.toISOString()}::timestamptz)
        OR ((wo.verification = 'recurred' OR wo.follow_up_of IS NOT NULL) AND wo.status NOT IN ('completed', 'cancelled')))
    ORDER BY wo.id DESC LIMIT 1`);
  const id = rowsOf<{ id: number | string }>(result)[0]?.id;
  return id === undefined ? undefined : Number(id);
}
