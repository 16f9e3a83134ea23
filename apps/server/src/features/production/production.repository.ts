import { and, asc, count, desc, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { MaterialUse, Scope, TaskListQuery, TaskStatus } from '@fieldlink/domain';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/client.js';
import {
  deviceStatusEvents,
  devices,
  points,
  productionMaterials,
  productionTasks,
  productionTemplates,
  projects,
  roles,
  userRoles,
  users,
} from '../../db/schema/index.js';
import { countedPage, countThroughDevice, projectScopeCondition } from '../../db/sql.js';

type MaterialRow = typeof productionMaterials.$inferSelect;
type TemplateRow = typeof productionTemplates.$inferSelect;
export type { MaterialRow, TemplateRow };

const companyCondition = (scope: Scope, column: typeof productionMaterials.companyId | typeof productionTemplates.companyId) =>
  scope.kind === 'all' ? undefined : eq(column, scope.companyId);

const taskColumns = {
  task: productionTasks,
  deviceName: devices.name,
  projectId: devices.projectId,
  counterPointName: points.name,
  operatorName: users.userName,
};

export interface TaskRow {
  task: typeof productionTasks.$inferSelect;
  deviceName: string;
  projectId: number;
  counterPointName: string | null;
  operatorName: string | null;
}

/** A running task that counts a counter point, as the counter engine keeps it. */
export interface CountedTask {
  id: number;
  companyId: number;
  counterPointId: number;
  dataType: number;
  lastCounter: number | null;
  /** Start of the running segment: a new one (paused and started again) begins from its own baseline. */
  resumedAt: Date | null;
  materials: MaterialUse[];
}

/** Production management: the only SQL of the feature. Materials and templates per company; tasks through their device's project, or as the operator's own. */
export function createProductionRepository(db: Database) {
  const tasksBase = () =>
    db
      .select(taskColumns)
      .from(productionTasks)
      .innerJoin(devices, eq(devices.id, productionTasks.deviceId))
      .innerJoin(projects, eq(projects.id, devices.projectId))
      .leftJoin(points, eq(points.id, productionTasks.counterPointId))
      .leftJoin(users, eq(users.id, productionTasks.operatorId));
  /** A task is seen through its device's project, and by its operator. */
  const taskScope = (scope: Scope, userId: number) =>
    or(projectScopeCondition(db, scope) ?? sql`true`, eq(productionTasks.operatorId, userId));

  return {
    // Materials
    materials: (scope: Scope, companyId?: number) =>
      db
        .select()
        .from(productionMaterials)
        .where(
          and(companyCondition(scope, productionMaterials.companyId), companyId ? eq(productionMaterials.companyId, companyId) : undefined),
        )
        .orderBy(asc(productionMaterials.name), asc(productionMaterials.id)),
    async material(scope: Scope, id: number): Promise<MaterialRow | undefined> {
      const [row] = await db
        .select()
        .from(productionMaterials)
        .where(and(eq(productionMaterials.id, id), companyCondition(scope, productionMaterials.companyId)));
      return row;
    },
    materialsOfCompany: (companyId: number, ids: readonly number[]) =>
      ids.length === 0
        ? Promise.resolve([] as MaterialRow[])
        : db
            .select()
            .from(productionMaterials)
            .where(and(eq(productionMaterials.companyId, companyId), inArray(productionMaterials.id, [...ids]))),
    async insertMaterial(values: typeof productionMaterials.$inferInsert) {
      const [row] = await db.insert(productionMaterials).values(values).returning();
      return row!;
    },
    async updateMaterial(id: number, values: Partial<typeof productionMaterials.$inferInsert>) {
      const [row] = await db
        .update(productionMaterials)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(productionMaterials.id, id))
        .returning();
      return row!;
    },
    async materialInUse(id: number): Promise<boolean> {
      const use = JSON.stringify([{ materialId: id }]);
      const [template] = await db
        .select({ n: count() })
        .from(productionTemplates)
        .where(sql`${productionTemplates.materials} @> ${use}::jsonb`);
      const [task] = await db
        .select({ n: count() })
        .from(productionTasks)
        .where(and(sql`${productionTasks.materials} @> ${use}::jsonb`, sql`${productionTasks.status} <> 'finished'`));
      return (template?.n ?? 0) + (task?.n ?? 0) > 0;
    },
    deleteMaterial: (id: number) => db.delete(productionMaterials).where(eq(productionMaterials.id, id)),

    // Templates
    templates: (scope: Scope) =>
      db
        .select()
        .from(productionTemplates)
        .where(companyCondition(scope, productionTemplates.companyId))
        .orderBy(asc(productionTemplates.name), asc(productionTemplates.id)),
    async template(scope: Scope, id: number): Promise<TemplateRow | undefined> {
      const [row] = await db
        .select()
        .from(productionTemplates)
        .where(and(eq(productionTemplates.id, id), companyCondition(scope, productionTemplates.companyId)));
      return row;
    },
    async insertTemplate(values: typeof productionTemplates.$inferInsert) {
      const [row] = await db.insert(productionTemplates).values(values).returning();
      return row!;
    },
    async updateTemplate(id: number, values: Partial<typeof productionTemplates.$inferInsert>) {
      const [row] = await db
        .update(productionTemplates)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(productionTemplates.id, id))
        .returning();
      return row!;
    },
    deleteTemplate: (id: number) => db.delete(productionTemplates).where(eq(productionTemplates.id, id)),

    // Tasks
    async tasks(scope: Scope, userId: number, query: TaskListQuery) {
      const where = and(
        query.mine ? eq(productionTasks.operatorId, userId) : taskScope(scope, userId),
        query.status ? eq(productionTasks.status, query.status) : undefined,
        query.deviceId ? eq(productionTasks.deviceId, query.deviceId) : undefined,
      );
      return countedPage<TaskRow>(query, countThroughDevice(db, productionTasks, where), ({ limit, offset }) =>
        tasksBase()
          .where(where)
          .orderBy(desc(productionTasks.day), asc(productionTasks.status), desc(productionTasks.id))
          .limit(limit)
          .offset(offset),
      );
    },
    async task(scope: Scope, userId: number, id: number): Promise<TaskRow | undefined> {
      const [row] = await tasksBase().where(and(eq(productionTasks.id, id), taskScope(scope, userId)));
      return row;
    },
    /** Tasks of a day range (figures), in the scope. */
    tasksBetween: (
      scope: Scope,
      { from, to, deviceId, projectId }: { from: string; to: string; deviceId?: number | undefined; projectId?: number | undefined },
    ): Promise<TaskRow[]> =>
      tasksBase()
        .where(
          and(
            projectScopeCondition(db, scope),
            gte(productionTasks.day, from),
            lte(productionTasks.day, to),
            deviceId ? eq(productionTasks.deviceId, deviceId) : undefined,
            projectId ? eq(devices.projectId, projectId) : undefined,
          ),
        )
        .orderBy(asc(productionTasks.day), asc(productionTasks.id)),
    async insertTask(values: typeof productionTasks.$inferInsert) {
      const [row] = await db.insert(productionTasks).values(values).returning({ id: productionTasks.id });
      return row!.id;
    },
    /** A change of status (or counts) when the task is still in `from`: false when another request moved it first. */
    async updateTask(id: number, from: TaskStatus, values: Partial<typeof productionTasks.$inferInsert>): Promise<boolean> {
      const rows = await db
        .update(productionTasks)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(productionTasks.id, id), eq(productionTasks.status, from)))
        .returning({ id: productionTasks.id });
      return rows.length > 0;
    },
    deleteTask: (id: number) => db.delete(productionTasks).where(eq(productionTasks.id, id)),

    /** The device, when the scope sees it, with its company. */
    async device(scope: Scope, deviceId: number) {
      const [row] = await db
        .select({ id: devices.id, companyId: projects.companyId, name: devices.name })
        .from(devices)
        .innerJoin(projects, eq(projects.id, devices.projectId))
        .where(and(eq(devices.id, deviceId), projectScopeCondition(db, scope)));
      return row;
    },
    async pointOfDevice(deviceId: number, pointId: number) {
      const [row] = await db
        .select({ id: points.id, dataType: points.dataType })
        .from(points)
        .where(and(eq(points.id, pointId), eq(points.deviceId, deviceId)));
      return row;
    },
    async userOfCompany(companyId: number, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.companyId, companyId)));
      return row !== undefined;
    },
    /** Users of the company (the operator picker). */
    usersOfCompany: (companyId: number | undefined) =>
      db
        .select({ id: users.id, name: users.userName })
        .from(users)
        .where(and(companyId ? eq(users.companyId, companyId) : undefined, eq(users.disabled, false)))
        .orderBy(asc(users.userName))
        .limit(500),

    // The counter engine
    /** The running tasks of a device that count a counter point. */
    async countedTasks(deviceId: number): Promise<CountedTask[]> {
      const rows = await db
        .select({
          id: productionTasks.id,
          companyId: productionTasks.companyId,
          counterPointId: productionTasks.counterPointId,
          dataType: points.dataType,
          lastCounter: productionTasks.lastCounter,
          resumedAt: productionTasks.resumedAt,
          materials: productionTasks.materials,
        })
        .from(productionTasks)
        .innerJoin(points, eq(points.id, productionTasks.counterPointId))
        .where(and(eq(productionTasks.deviceId, deviceId), eq(productionTasks.status, 'running')));
      return rows.map((r) => ({ ...r, counterPointId: r.counterPointId! }));
    },
    /**
     * Output counted: the task's output and last reading, and each material's stock, in one
     * transaction. Answers the task as counted and each material's stock before and after. Nothing
     * (no task) when the task no longer runs.
     */
    async count(taskId: number, delta: number, reading: number, uses: { materialId: number; amount: number }[]) {
      return db.transaction(async (tx) => {
        const moved = await tx
          .update(productionTasks)
          .set({ output: sql`${productionTasks.output} + ${delta}`, lastCounter: reading, updatedAt: new Date() })
          .where(and(eq(productionTasks.id, taskId), eq(productionTasks.status, 'running')))
          .returning();
        const task = moved[0];
        if (!task || delta === 0) return { task, changes: [] };
        const changes: { id: number; companyId: number; name: string; unit: string; before: number; after: number; lowStock: number }[] =
          [];
        for (const use of uses) {
          const result = rowsOf<{ id: number; company_id: number; name: string; unit: string; after: number; low_stock: number }>(
            await tx.execute(
              sql`update production_materials set stock = round((stock - ${use.amount})::numeric, 4)::float8, updated_at = now()
                  where id = ${use.materialId} returning id, company_id, name, unit, stock as after, low_stock`,
            ),
          );
          const row = result[0];
          if (row)
            changes.push({
              id: row.id,
              companyId: row.company_id,
              name: row.name,
              unit: row.unit,
              before: Math.round((Number(row.after) + use.amount) * 10_000) / 10_000,
              after: Number(row.after),
              lowStock: Number(row.low_stock),
            });
        }
        return { task, changes };
      });
    },

    /** Active users of a company whose roles grant productionManagement `edit`: they hear of low stock. */
    async managersOf(companyId: number): Promise<number[]> {
      const rows = await db
        .selectDistinct({ id: users.id })
        .from(users)
        .innerJoin(userRoles, eq(userRoles.userId, users.id))
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(
          and(eq(users.companyId, companyId), eq(users.disabled, false), sql`${roles.permissions} -> 'productionManagement' ? 'edit'`),
        );
      return rows.map((row) => row.id);
    },

    /** State changes of devices in [from, to), and the state each had before `from`. */
    async stateChanges(deviceIds: readonly number[], from: Date, to: Date) {
      if (deviceIds.length === 0) return { changes: [], initial: new Map<number, string>() };
      const changes = await db
        .select({ deviceId: deviceStatusEvents.deviceId, status: deviceStatusEvents.status, at: deviceStatusEvents.at })
        .from(deviceStatusEvents)
        .where(and(inArray(deviceStatusEvents.deviceId, [...deviceIds]), gte(deviceStatusEvents.at, from), lt(deviceStatusEvents.at, to)))
        .orderBy(asc(deviceStatusEvents.at));
      const initial = new Map<number, string>();
      const before = rowsOf<{ device_id: number; status: string }>(
        await db.execute(
          sql`select distinct on (device_id) device_id, status from device_status_events
              where device_id in (${sql.join(
                deviceIds.map((d) => sql`${d}`),
                sql`, `,
              )}) and at < ${from.toISOString()} order by device_id, at desc`,
        ),
      );
      for (const row of before) initial.set(row.device_id, row.status);
      return { changes, initial };
    },
    /** Whether a device is online now (no events at all: its current status column decides). */
    async deviceStatuses(deviceIds: readonly number[]) {
      if (deviceIds.length === 0) return new Map<number, string>();
      const rows = await db
        .select({ id: devices.id, status: devices.status })
        .from(devices)
        .where(inArray(devices.id, [...deviceIds]));
      return new Map(rows.map((r) => [r.id, r.status]));
    },
  };
}

export type ProductionRepository = ReturnType<typeof createProductionRepository>;
