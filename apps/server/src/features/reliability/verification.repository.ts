import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { AlarmSpan, StateChange, VerificationEvidence, VerificationState, WorkOrderStatus } from '@fieldlink/domain';
import type { Database } from '../../db/client.js';
import { alarmSources, alarms, companies, deviceStatusEvents, samples, workOrderLog, workOrders } from '../../db/schema/index.js';
import { openWorkOrder } from '../work-orders/index.js';

/** An alarm order the verification check still watches, with its source's windows. */
export interface WatchedOrder {
  id: number;
  number: string;
  companyId: number;
  projectId: number;
  deviceId: number | null;
  problem: string;
  contactName: string;
  contactPhone: string;
  creatorId: number | null;
  assigneeId: number | null;
  dispatcherId: number | null;
  status: WorkOrderStatus;
  version: number;
  verification: VerificationState | null;
  completedAt: Date;
  repeatCount: number;
  alarmId: number;
  alarmRaisedAt: Date;
  alarmDeviceId: number;
  pointId: number;
  sourceId: number | null;
  sourceName: string;
  verificationWindowS: number;
  recurrenceWindowS: number;
  recurrenceAction: 'reopen' | 'follow_up';
}

const EVIDENCE_SAMPLES = 400;
const EVIDENCE_LEAD_MS = 15 * 60_000;

export function createVerificationRepository(db: Database) {
  return {
    /** Completed alarm orders awaiting their verdict, or judged and still inside their recurrence window. */
    async watched(now: Date, limit = 200): Promise<WatchedOrder[]> {
      const recurrenceWindow = sql<number>`coalesce(${alarmSources.recurrenceWindowS}, 604800)`;
      const rows = await db
        .select({
          order: workOrders,
          alarmRaisedAt: alarms.raisedAt,
          alarmDeviceId: alarms.deviceId,
          pointId: alarms.pointId,
          sourceId: alarms.sourceId,
          sourceName: alarms.name,
          verificationWindowS: sql<number>`coalesce(${alarmSources.verificationWindowS}, 1800)`,
          recurrenceWindowS: recurrenceWindow,
          recurrenceAction: companies.recurrenceAction,
        })
        .from(workOrders)
        .innerJoin(alarms, eq(alarms.id, workOrders.alarmId))
        .innerJoin(companies, eq(companies.id, workOrders.companyId))
        .leftJoin(alarmSources, eq(alarmSources.id, alarms.sourceId))
        .where(
          and(
            isNull(workOrders.deletedAt),
            eq(workOrders.status, 'completed'),
            or(
              eq(workOrders.verification, 'awaiting'),
              and(
                inArray(workOrders.verification, ['verified', 'not_verifiable']),
                sql`${workOrders.completedAt} + ${recurrenceWindow} * interval '1 second' >= ${now.toISOString()}::timestamptz`,
              ),
            ),
          ),
        )
        .orderBy(asc(workOrders.completedAt))
        .limit(limit);
      return rows.map(({ order, ...rest }) => ({
        ...order,
        completedAt: order.completedAt ?? order.updatedAt,
        alarmId: order.alarmId!,
        ...rest,
        verificationWindowS: Number(rest.verificationWindowS),
        recurrenceWindowS: Number(rest.recurrenceWindowS),
      }));
    },

    /** The alarms of a source from `since` on (and any still open then). */
    async alarmsOfSource(sourceId: number, since: Date): Promise<AlarmSpan[]> {
      const rows = await db
        .select({ id: alarms.id, raisedAt: alarms.raisedAt, clearedAt: alarms.clearedAt })
        .from(alarms)
        .where(and(eq(alarms.sourceId, sourceId), or(gte(alarms.raisedAt, since), isNull(alarms.clearedAt), gte(alarms.clearedAt, since))))
        .orderBy(asc(alarms.raisedAt))
        .limit(500);
      return rows.map((r) => ({ id: r.id, raisedAt: r.raisedAt.getTime(), clearedAt: r.clearedAt?.getTime() ?? null }));
    },

    async alarmSpan(alarmId: number): Promise<AlarmSpan[]> {
      const rows = await db
        .select({ id: alarms.id, raisedAt: alarms.raisedAt, clearedAt: alarms.clearedAt })
        .from(alarms)
        .where(eq(alarms.id, alarmId));
      return rows.map((r) => ({ id: r.id, raisedAt: r.raisedAt.getTime(), clearedAt: r.clearedAt?.getTime() ?? null }));
    },

    /** The device's state at `from` (its last change before) and every change after. */
    async statesOf(deviceId: number, from: Date): Promise<StateChange[]> {
      const [before] = await db
        .select({ status: deviceStatusEvents.status, at: deviceStatusEvents.at })
        .from(deviceStatusEvents)
        .where(and(eq(deviceStatusEvents.deviceId, deviceId), lte(deviceStatusEvents.at, from)))
        .orderBy(desc(deviceStatusEvents.at), desc(deviceStatusEvents.id))
        .limit(1);
      const after = await db
        .select({ status: deviceStatusEvents.status, at: deviceStatusEvents.at })
        .from(deviceStatusEvents)
        .where(and(eq(deviceStatusEvents.deviceId, deviceId), gt(deviceStatusEvents.at, from)))
        .orderBy(asc(deviceStatusEvents.at), asc(deviceStatusEvents.id))
        .limit(2000);
      return [...(before ? [before] : []), ...after].map((r) => ({ status: r.status, at: r.at.getTime() }));
    },

    /** The point's samples from a little before the failure to `to`, thinned to a chart's worth. */
    async samplesAround(pointId: number, raisedAt: Date, to: Date): Promise<[string, number][]> {
      const rows = await db
        .select({ ts: samples.ts, value: samples.value })
        .from(samples)
        .where(and(eq(samples.pointId, pointId), gte(samples.ts, new Date(raisedAt.getTime() - EVIDENCE_LEAD_MS)), lte(samples.ts, to)))
        .orderBy(asc(samples.ts))
        .limit(20_000);
      const numeric = rows.filter((r): r is { ts: Date; value: number } => r.value !== null);
      const step = Math.max(1, Math.ceil(numeric.length / EVIDENCE_SAMPLES));
      return numeric.filter((_, i) => i % step === 0 || i === numeric.length - 1).map((r) => [r.ts.toISOString(), r.value]);
    },

    /** The data's verdict on an order still as read; undefined when it changed meanwhile. */
    async judge(order: WatchedOrder, state: VerificationState, evidence: VerificationEvidence, at: Date, note: string | null) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(workOrders)
          .set({
            verification: state,
            verifiedAt: state === 'verified' ? at : null,
            verificationEvidence: evidence,
            version: sql`${workOrders.version} + 1`,
            updatedAt: new Date(),
          })
          .where(and(eq(workOrders.id, order.id), eq(workOrders.version, order.version)))
          .returning();
        if (!row) return undefined;
        if (state === 'verified')
          await tx
            .insert(workOrderLog)
            .values({ orderId: order.id, action: 'verify', byUserId: null, note, fromStatus: row.status, toStatus: row.status });
        return row;
      });
    },

    /**
     * The repair did not hold: the order is reopened (back to its technician, or pending without one)
     * or, by the company's setting, stays completed and a linked follow-up order is opened for the new
     * alarm. Either way it counts one more repeat and the new alarm is linked to the order handling it.
     */
    async recur(order: WatchedOrder, recurrence: { id: number; raisedAt: Date }, evidence: VerificationEvidence, now: Date) {
      return db.transaction(async (tx) => {
        const reopen = order.recurrenceAction === 'reopen';
        const status: WorkOrderStatus = reopen ? (order.assigneeId !== null ? 'dispatched' : 'pending') : order.status;
        const [row] = await tx
          .update(workOrders)
          .set({
            status,
            verification: 'recurred',
            verificationEvidence: evidence,
            repeatCount: sql`${workOrders.repeatCount} + 1`,
            version: sql`${workOrders.version} + 1`,
            updatedAt: now,
          })
          .where(and(eq(workOrders.id, order.id), eq(workOrders.version, order.version)))
          .returning();
        if (!row) return undefined;
        await tx.insert(workOrderLog).values({
          orderId: order.id,
          action: 'reopen',
          byUserId: null,
          note: order.sourceName,
          fromStatus: order.status,
          toStatus: status,
        });
        let followUp: typeof row | undefined;
        if (!reopen) {
          followUp = await openWorkOrder(
            tx,
            {
              companyId: order.companyId,
              projectId: order.projectId,
              deviceId: order.deviceId,
              kind: 'repair',
              source: 'alarm',
              alarmId: recurrence.id,
              followUpOf: order.id,
              problem: order.problem,
              contactName: order.contactName,
              contactPhone: order.contactPhone,
              assigneeId: order.assigneeId,
            },
            { byUserId: null, now, skipDuplicate: true, ...(order.assigneeId !== null ? { dispatchedBy: order.dispatcherId } : {}) },
          );
        }
        const handler = followUp?.id ?? order.id;
        await tx
          .update(alarms)
          .set({ workOrderId: handler })
          .where(and(eq(alarms.id, recurrence.id), isNull(alarms.workOrderId)));
        return { order: row, followUp };
      });
    },
  };
}

export type VerificationRepository = ReturnType<typeof createVerificationRepository>;
