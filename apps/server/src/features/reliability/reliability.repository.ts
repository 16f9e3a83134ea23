import { and, asc, eq, gte, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import type { FailureAlarm, ReliabilityOrder, Scope, StateChange, VerificationState } from '@fieldlink/domain';
import type { Database } from '../../db/client.js';
import {
  alarmSources,
  alarms,
  companies,
  deviceStatusEvents,
  deviceTypes,
  devices,
  pointLatest,
  points,
  projects,
  users,
  workOrderLog,
  workOrders,
} from '../../db/schema/index.js';
import { pointReadingColumnsAs, projectScopeCondition } from '../../db/sql.js';

export interface ScopedDevice {
  id: number;
  name: string;
  projectId: number;
  projectName: string;
  deviceTypeId: number | null;
  typeName: string | null;
  customerId: number;
  customerName: string;
}

export type OrderWithAssignee = ReliabilityOrder & { assigneeId: number | null; assigneeName: string | null };

/** What the figures are computed from, read in the caller's scope (the only SQL of the figures). */
export function createReliabilityRepository(db: Database) {
  return {
    async devices(scope: Scope): Promise<ScopedDevice[]> {
      return db
        .select({
          id: devices.id,
          name: devices.name,
          projectId: projects.id,
          projectName: projects.name,
          deviceTypeId: devices.deviceTypeId,
          typeName: deviceTypes.name,
          customerId: companies.id,
          customerName: companies.name,
        })
        .from(devices)
        .innerJoin(projects, eq(projects.id, devices.projectId))
        .innerJoin(companies, eq(companies.id, projects.companyId))
        .leftJoin(deviceTypes, eq(deviceTypes.id, devices.deviceTypeId))
        .where(projectScopeCondition(db, scope))
        .orderBy(asc(devices.id))
        .limit(5000);
    },

    async alarms(deviceIds: number[], from: Date, to: Date): Promise<FailureAlarm[]> {
      if (!deviceIds.length) return [];
      const rows = await db
        .select({
          deviceId: alarms.deviceId,
          sourceId: alarms.sourceId,
          sourceName: alarms.name,
          level: alarms.level,
          raisedAt: alarms.raisedAt,
          clearedAt: alarms.clearedAt,
          workOrderId: alarms.workOrderId,
        })
        .from(alarms)
        .where(and(inArray(alarms.deviceId, deviceIds), lt(alarms.raisedAt, to), or(isNull(alarms.clearedAt), gte(alarms.clearedAt, from))))
        .limit(50_000);
      return rows.map((r) => ({ ...r, raisedAt: r.raisedAt.getTime(), clearedAt: r.clearedAt?.getTime() ?? null }));
    },

    async orders(deviceIds: number[], from: Date, to: Date): Promise<OrderWithAssignee[]> {
      if (!deviceIds.length) return [];
      const rows = await db
        .select({ order: workOrders, assigneeName: users.userName })
        .from(workOrders)
        .leftJoin(users, eq(users.id, workOrders.assigneeId))
        .where(
          and(
            inArray(workOrders.deviceId, deviceIds),
            isNull(workOrders.deletedAt),
            lt(workOrders.createdAt, to),
            or(isNull(workOrders.completedAt), gte(workOrders.completedAt, from)),
          ),
        )
        .limit(20_000);
      const ids = rows.map((r) => r.order.id);
      const logs = ids.length
        ? await db
            .select({ orderId: workOrderLog.orderId, at: workOrderLog.at, toStatus: workOrderLog.toStatus })
            .from(workOrderLog)
            .where(inArray(workOrderLog.orderId, ids))
            .orderBy(asc(workOrderLog.at), asc(workOrderLog.id))
        : [];
      const byOrder = new Map<number, { at: number; toStatus: string }[]>();
      for (const entry of logs) {
        const list = byOrder.get(entry.orderId) ?? [];
        list.push({ at: entry.at.getTime(), toStatus: entry.toStatus });
        byOrder.set(entry.orderId, list);
      }
      return rows.map(({ order, assigneeName }) => ({
        id: order.id,
        deviceId: order.deviceId,
        kind: order.kind,
        createdAt: order.createdAt.getTime(),
        completedAt: order.completedAt?.getTime() ?? null,
        verification: order.verification as VerificationState | null,
        verifiedAt: order.verifiedAt?.getTime() ?? null,
        repeatCount: order.repeatCount,
        log: byOrder.get(order.id) ?? [],
        assigneeId: order.assigneeId,
        assigneeName,
      }));
    },

    async states(deviceIds: number[], from: Date, to: Date): Promise<Map<number, StateChange[]>> {
      const map = new Map<number, StateChange[]>();
      if (!deviceIds.length) return map;
      // The state each device had at `from`, then every change in the period.
      const rows = await db
        .select({ deviceId: deviceStatusEvents.deviceId, status: deviceStatusEvents.status, at: deviceStatusEvents.at })
        .from(deviceStatusEvents)
        .where(and(inArray(deviceStatusEvents.deviceId, deviceIds), lte(deviceStatusEvents.at, to)))
        .orderBy(asc(deviceStatusEvents.at), asc(deviceStatusEvents.id))
        .limit(200_000);
      for (const row of rows) {
        const list = map.get(row.deviceId) ?? [];
        const change = { status: row.status, at: row.at.getTime() };
        // Changes before the period only matter for the last one.
        if (change.at <= from.getTime() && list.length && list[list.length - 1]!.at <= from.getTime()) list[list.length - 1] = change;
        else list.push(change);
        map.set(row.deviceId, list);
      }
      return map;
    },

    /** The alarm that opened an order, its point with the newest value, and its source's windows (the order page). */
    async orderAlarm(alarmId: number) {
      const [row] = await db
        .select({
          id: alarms.id,
          name: alarms.name,
          level: alarms.level,
          pointId: alarms.pointId,
          pointName: points.name,
          unit: points.unit,
          ...pointReadingColumnsAs({
            valueDescription: 'pointDescription',
            decimals: 'decimals',
            dataType: 'dataType',
            displayFormat: 'displayFormat',
            multiSegment: 'multiSegment',
            statusWords: 'statusWords',
          }),
          raisedAt: alarms.raisedAt,
          clearedAt: alarms.clearedAt,
          verificationWindowS: alarmSources.verificationWindowS,
          recurrenceWindowS: alarmSources.recurrenceWindowS,
          liveValue: pointLatest.value,
          liveText: pointLatest.text,
          liveAt: pointLatest.ts,
        })
        .from(alarms)
        .innerJoin(points, eq(points.id, alarms.pointId))
        .leftJoin(alarmSources, eq(alarmSources.id, alarms.sourceId))
        .leftJoin(pointLatest, eq(pointLatest.pointId, alarms.pointId))
        .where(eq(alarms.id, alarmId));
      return row;
    },

    async recurrenceAction(companyId: number) {
      const [row] = await db.select({ recurrenceAction: companies.recurrenceAction }).from(companies).where(eq(companies.id, companyId));
      return row?.recurrenceAction ?? 'reopen';
    },

    async setRecurrenceAction(companyId: number, recurrenceAction: 'reopen' | 'follow_up') {
      await db.update(companies).set({ recurrenceAction }).where(eq(companies.id, companyId));
    },

    /** A dispatcher confirms an alarm order's repair by hand (a reason, logged); undefined when it changed meanwhile. */
    async confirm(order: { id: number; version: number; status: 'completed' }, byUserId: number, reason: string, at: Date) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(workOrders)
          .set({ verification: 'manual', verifiedAt: at, version: order.version + 1, updatedAt: at })
          .where(
            and(
              eq(workOrders.id, order.id),
              eq(workOrders.version, order.version),
              inArray(workOrders.verification, ['awaiting', 'not_verifiable']),
            ),
          )
          .returning();
        if (!row) return undefined;
        await tx
          .insert(workOrderLog)
          .values({ orderId: order.id, action: 'verify', byUserId, note: reason, fromStatus: 'completed', toStatus: 'completed' });
        return row;
      });
    },
  };
}

export type ReliabilityRepository = ReturnType<typeof createReliabilityRepository>;
