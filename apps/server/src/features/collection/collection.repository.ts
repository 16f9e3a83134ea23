import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { CollectionTaskBody, CollectionTaskListQuery, Scope } from '@fieldlink/domain';
import type { Database } from '../../db/client.js';
import { collectionCaptures, collectionTasks, devices, points, projects } from '../../db/schema/index.js';
import { countedPage, countThroughDevice, escapeLike, projectScopeCondition } from '../../db/sql.js';

export type CollectionTaskRow = typeof collectionTasks.$inferSelect & { deviceName: string };
export type CaptureInsert = typeof collectionCaptures.$inferInsert;

const taskColumns = {
  id: collectionTasks.id,
  companyId: collectionTasks.companyId,
  deviceId: collectionTasks.deviceId,
  deviceName: devices.name,
  name: collectionTasks.name,
  mode: collectionTasks.mode,
  intervalS: collectionTasks.intervalS,
  pointIds: collectionTasks.pointIds,
  conditions: collectionTasks.conditions,
  logic: collectionTasks.logic,
  windows: collectionTasks.windows,
  utcOffsetMinutes: collectionTasks.utcOffsetMinutes,
  enabled: collectionTasks.enabled,
  createdBy: collectionTasks.createdBy,
  createdAt: collectionTasks.createdAt,
  updatedAt: collectionTasks.updatedAt,
};

/** Collection tasks (hisdataconfig) and the samples conditional tasks captured. The only SQL of the feature. */
export function createCollectionRepository(db: Database) {
  const selectTasks = () =>
    db
      .select(taskColumns)
      .from(collectionTasks)
      .innerJoin(devices, eq(devices.id, collectionTasks.deviceId))
      .innerJoin(projects, eq(projects.id, devices.projectId));

  return {
    async list(scope: Scope, query: CollectionTaskListQuery) {
      const where = and(
        projectScopeCondition(db, scope),
        query.deviceId ? eq(collectionTasks.deviceId, query.deviceId) : undefined,
        query.projectId ? eq(devices.projectId, query.projectId) : undefined,
        query.keyword ? ilike(collectionTasks.name, `%${escapeLike(query.keyword)}%`) : undefined,
        query.companyId ? eq(collectionTasks.companyId, query.companyId) : undefined,
      );
      const { items, total } = await countedPage(query, countThroughDevice(db, collectionTasks, where), ({ limit, offset }) =>
        selectTasks().where(where).orderBy(desc(collectionTasks.id)).limit(limit).offset(offset),
      );
      return { items: items as CollectionTaskRow[], total };
    },

    async find(scope: Scope, id: number): Promise<CollectionTaskRow | undefined> {
      const [row] = await selectTasks().where(and(eq(collectionTasks.id, id), projectScopeCondition(db, scope)));
      return row as CollectionTaskRow | undefined;
    },

    /** Which of `pointIds` belong to the device. */
    async pointsOfDevice(deviceId: number, pointIds: readonly number[]): Promise<number[]> {
      if (pointIds.length === 0) return [];
      const rows = await db
        .select({ id: points.id })
        .from(points)
        .where(and(eq(points.deviceId, deviceId), inArray(points.id, [...pointIds])));
      return rows.map((r) => r.id);
    },

    async insert(companyId: number, createdBy: number | null, body: CollectionTaskBody): Promise<number> {
      const [row] = await db
        .insert(collectionTasks)
        .values({ ...body, companyId, createdBy })
        .returning({ id: collectionTasks.id });
      return row!.id;
    },

    async update(id: number, body: CollectionTaskBody) {
      await db
        .update(collectionTasks)
        .set({ ...body, updatedAt: new Date() })
        .where(eq(collectionTasks.id, id));
    },

    async remove(id: number) {
      await db.delete(collectionTasks).where(eq(collectionTasks.id, id));
    },

    /** Every enabled task (small: read by the ingest hook at start and every few seconds). */
    async enabledTasks() {
      return db.select().from(collectionTasks).where(eq(collectionTasks.enabled, true));
    },

    /** A fingerprint of the task table: the hook reloads only when it moves. */
    async version(): Promise<string> {
      const [row] = await db
        .select({
          n: count(),
          at: sql<string>`coalesce(max(${collectionTasks.updatedAt})::text, '')`,
          ids: sql<string>`coalesce(sum(${collectionTasks.id})::text, '')`,
        })
        .from(collectionTasks);
      return `${row?.n ?? 0}|${row?.at ?? ''}|${row?.ids ?? ''}`;
    },

    async insertCaptures(rows: CaptureInsert[]) {
      if (rows.length === 0) return;
      await db.insert(collectionCaptures).values(rows);
    },

    /** The collection tasks of the project's devices (the configuration hub). */
    async countOfProject(projectId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(collectionTasks)
        .innerJoin(devices, eq(devices.id, collectionTasks.deviceId))
        .where(eq(devices.projectId, projectId));
      return row?.n ?? 0;
    },
  };
}

export type CollectionRepository = ReturnType<typeof createCollectionRepository>;
