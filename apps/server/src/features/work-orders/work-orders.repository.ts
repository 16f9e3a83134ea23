import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  WORK_ORDER_STATUSES,
  type Scope,
  type WorkOrderFileKind,
  type WorkOrderListQuery,
  type WorkOrderLogAction,
  type WorkOrderStatus,
} from '@fieldlink/domain';
import type { Database } from '../../db/client.js';
import { devices, projects, users, workOrderFiles, workOrderLog, workOrders } from '../../db/schema/index.js';
import { openWorkOrder, type NewWorkOrder } from './open-order.repository.js';
import { escapeLike, projectScopeCondition, countedPage, countThroughProject } from '../../db/sql.js';

export type WorkOrderRow = typeof workOrders.$inferSelect;
export type WorkOrderInsert = NewWorkOrder;
/** A stored image to record with an order's change (request photos, completion photos, signature). */
export interface NewOrderFile {
  kind: WorkOrderFileKind;
  name: string;
  size: number;
  byUserId: number | null;
}

type TransitionField =
  'status' | 'assigneeId' | 'dispatcherId' | 'solution' | 'suggestion' | 'workingHours' | 'completedAt' | 'verification';
/** What an edit of a pending order may change (WorkOrderEditSchema). */
export type EditableField =
  'deviceId' | 'nature' | 'problem' | 'problemEn' | 'contactName' | 'contactPhone' | 'dueDate' | 'detail' | 'warrantyUntil' | 'public';

export interface WorkOrderLogInsert {
  action: WorkOrderLogAction;
  byUserId: number | null;
  note?: string | null;
  fromStatus: WorkOrderStatus | null;
  toStatus: WorkOrderStatus;
}

/**
 * The orders a scope may see: those of its projects (as for every project-bound row) and, for an
 * ordinary user, the orders assigned to them in their company even on a project not assigned; never
 * a deleted one. Used with `projects` joined on the order's project.
 */
function orderScopeCondition(db: Database, scope: Scope): SQL | undefined {
  const project = projectScopeCondition(db, scope);
  const visible =
    scope.kind !== 'assigned'
      ? project
      : or(project, and(eq(workOrders.companyId, scope.companyId), eq(workOrders.assigneeId, scope.userId)));
  return and(isNull(workOrders.deletedAt), visible);
}

export function createWorkOrdersRepository(db: Database) {
  const scopedOrders = (scope: Scope, ...conditions: (SQL | undefined)[]) =>
    db
      .select({ order: workOrders })
      .from(workOrders)
      .innerJoin(projects, eq(projects.id, workOrders.projectId))
      .where(and(orderScopeCondition(db, scope), ...conditions));

  return {
    async list(scope: Scope, query: WorkOrderListQuery, callerId: number) {
      const where: (SQL | undefined)[] = [orderScopeCondition(db, scope)];
      if (query.status) where.push(eq(workOrders.status, query.status));
      if (query.projectId) where.push(eq(workOrders.projectId, query.projectId));
      if (query.companyId) where.push(eq(workOrders.companyId, query.companyId));
      if (query.assigneeId !== undefined) where.push(eq(workOrders.assigneeId, query.assigneeId === 'me' ? callerId : query.assigneeId));
      if (query.keyword) {
        const like = `%${escapeLike(query.keyword)}%`;
        where.push(or(ilike(workOrders.number, like), ilike(workOrders.problem, like), ilike(workOrders.contactName, like)));
      }
      const condition = and(...where);
      const { items: rows, total } = await countedPage(query, countThroughProject(db, workOrders, condition), ({ limit, offset }) =>
        db
          .select({ order: workOrders })
          .from(workOrders)
          .innerJoin(projects, eq(projects.id, workOrders.projectId))
          .where(condition)
          .orderBy(desc(workOrders.id))
          .limit(limit)
          .offset(offset),
      );
      return { items: rows.map((row) => row.order), total };
    },

    async find(scope: Scope, id: number): Promise<WorkOrderRow | undefined> {
      const [row] = await scopedOrders(scope, eq(workOrders.id, id));
      return row?.order;
    },

    /** The order's steps, oldest first, with the acting user's name. */
    async log(orderId: number) {
      return db
        .select({
          action: workOrderLog.action,
          by: users.userName,
          byId: workOrderLog.byUserId,
          at: workOrderLog.at,
          note: workOrderLog.note,
          fromStatus: workOrderLog.fromStatus,
          toStatus: workOrderLog.toStatus,
        })
        .from(workOrderLog)
        .leftJoin(users, eq(users.id, workOrderLog.byUserId))
        .where(eq(workOrderLog.orderId, orderId))
        .orderBy(asc(workOrderLog.at), asc(workOrderLog.id));
    },

    /** A new order (see `openWorkOrder`) with its photos, in one transaction. */
    async insert(
      values: WorkOrderInsert,
      log: { byUserId: number | null },
      now = new Date(),
      files: readonly NewOrderFile[] = [],
    ): Promise<WorkOrderRow> {
      return db.transaction(async (tx) => {
        const row = (await openWorkOrder(tx, values, { byUserId: log.byUserId, now }))!;
        if (files.length) await tx.insert(workOrderFiles).values(files.map((file) => ({ ...file, orderId: row.id })));
        return row;
      });
    },

    /**
     * One state change or edit, only if the order is still as read (status and version), and its log
     * entry, in one transaction. Undefined: someone else changed the order first; nothing written.
     */
    async transition(
      id: number,
      expected: { status: WorkOrderStatus; version: number },
      patch: Partial<Pick<WorkOrderRow, TransitionField | EditableField>>,
      log: WorkOrderLogInsert,
      files: readonly NewOrderFile[] = [],
    ): Promise<WorkOrderRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(workOrders)
          .set({ ...patch, version: sql`${workOrders.version} + 1`, updatedAt: new Date() })
          .where(and(eq(workOrders.id, id), eq(workOrders.status, expected.status), eq(workOrders.version, expected.version)))
          .returning();
        if (!row) return undefined;
        await tx.insert(workOrderLog).values({ ...log, orderId: id });
        if (files.length) await tx.insert(workOrderFiles).values(files.map((file) => ({ ...file, orderId: id })));
        return row;
      });
    },

    /** Deletes an order softly (an administrator's cleanup): kept with its log and files, shown nowhere. */
    async softDelete(id: number, byUserId: number, now = new Date()): Promise<WorkOrderRow | undefined> {
      const [row] = await db
        .update(workOrders)
        .set({ deletedAt: now, deletedBy: byUserId, version: sql`${workOrders.version} + 1`, updatedAt: now })
        .where(and(eq(workOrders.id, id), isNull(workOrders.deletedAt)))
        .returning();
      return row;
    },

    /** Orders per status in the scope (the overview cards); every status present, 0 when none. */
    async counts(scope: Scope, query: Pick<WorkOrderListQuery, 'projectId' | 'assigneeId'>, callerId: number) {
      const where: (SQL | undefined)[] = [orderScopeCondition(db, scope)];
      if (query.projectId) where.push(eq(workOrders.projectId, query.projectId));
      if (query.assigneeId !== undefined) where.push(eq(workOrders.assigneeId, query.assigneeId === 'me' ? callerId : query.assigneeId));
      const rows = await db
        .select({ status: workOrders.status, n: count() })
        .from(workOrders)
        .innerJoin(projects, eq(projects.id, workOrders.projectId))
        .where(and(...where))
        .groupBy(workOrders.status);
      return Object.fromEntries(WORK_ORDER_STATUSES.map((status) => [status, rows.find((row) => row.status === status)?.n ?? 0])) as Record<
        WorkOrderStatus,
        number
      >;
    },
    /** The names an order's page shows beside the ids. */
    async names(order: Pick<WorkOrderRow, 'projectId' | 'deviceId' | 'assigneeId' | 'creatorId'>) {
      const nameOf = async (id: number | null) =>
        id === null ? null : ((await db.select({ name: users.userName }).from(users).where(eq(users.id, id)))[0]?.name ?? null);
      const [project] = await db.select({ name: projects.name }).from(projects).where(eq(projects.id, order.projectId));
      const [device] = order.deviceId ? await db.select({ name: devices.name }).from(devices).where(eq(devices.id, order.deviceId)) : [];
      return {
        projectName: project?.name ?? null,
        deviceName: device?.name ?? null,
        assigneeName: await nameOf(order.assigneeId),
        creatorName: await nameOf(order.creatorId),
      };
    },
    async files(orderId: number) {
      return db
        .select({ id: workOrderFiles.id, kind: workOrderFiles.kind, name: workOrderFiles.name, at: workOrderFiles.at })
        .from(workOrderFiles)
        .where(eq(workOrderFiles.orderId, orderId))
        .orderBy(asc(workOrderFiles.id));
    },
    /** Active users of a company an order can be given to (dispatch, transfer). */
    async companyUsers(companyId: number) {
      return db
        .select({ id: users.id, userName: users.userName })
        .from(users)
        .where(and(eq(users.companyId, companyId), eq(users.disabled, false)))
        .orderBy(asc(users.userName))
        .limit(500);
    },
    /** Whether `userId` is an active user of `companyId`. */
    async userInCompany(userId: number, companyId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.companyId, companyId), eq(users.disabled, false)));
      return row !== undefined;
    },

    async deviceInProject(deviceId: number, projectId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: devices.id })
        .from(devices)
        .where(and(eq(devices.id, deviceId), eq(devices.projectId, projectId)));
      return row !== undefined;
    },
  };
}

export type WorkOrdersRepository = ReturnType<typeof createWorkOrdersRepository>;
