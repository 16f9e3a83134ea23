import { and, count, desc, eq, ilike, inArray, ne, type SQL } from 'drizzle-orm';
import type { AlarmSourceListQuery, Scope } from '@fieldlink/domain';
import type { Database } from '../../db/client.js';
import { alarmSources, alarms, devices, points, projects } from '../../db/schema/index.js';
import { countedPage, projectRows, countThroughProject, escapeLike, projectScopeCondition } from '../../db/sql.js';

export type AlarmSourceRow = typeof alarmSources.$inferSelect;
export type AlarmSourceInsert = Omit<typeof alarmSources.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
type AlarmRow = typeof alarms.$inferSelect;

const sourceColumns = { source: alarmSources, pointName: points.name, deviceName: devices.name };

/** Alarm sources (spec §3 alarm configuration): the conditions configured on points, scoped by project. */
export function createAlarmSourcesRepository(db: Database) {
  const sourceRows = projectRows(db, alarmSources);
  return {
    /** The point with its device, project and company, if the scope may see it. */
    async pointInScope(scope: Scope, pointId: number) {
      const [row] = await db
        .select({ pointId: points.id, deviceId: devices.id, projectId: projects.id, companyId: projects.companyId })
        .from(points)
        .innerJoin(devices, eq(devices.id, points.deviceId))
        .innerJoin(projects, eq(projects.id, devices.projectId))
        .where(and(eq(points.id, pointId), projectScopeCondition(db, scope)));
      return row;
    },

    /** Which of these point IDs belong to the device. */
    async pointsOfDevice(deviceId: number, ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: points.id })
        .from(points)
        .where(and(eq(points.deviceId, deviceId), inArray(points.id, [...ids])));
      return rows.map((r) => r.id);
    },

    async listSources(scope: Scope, query: AlarmSourceListQuery) {
      const where: (SQL | undefined)[] = [projectScopeCondition(db, scope)];
      if (query.projectId) where.push(eq(alarmSources.projectId, query.projectId));
      if (query.deviceId) where.push(eq(alarmSources.deviceId, query.deviceId));
      if (query.pointId) where.push(eq(alarmSources.pointId, query.pointId));
      if (query.level) where.push(eq(alarmSources.level, query.level));
      if (query.companyId) where.push(eq(alarmSources.companyId, query.companyId));
      if (query.keyword) where.push(ilike(alarmSources.name, `%${escapeLike(query.keyword)}%`));
      const condition = and(...where);
      const from = () =>
        db
          .select(sourceColumns)
          .from(alarmSources)
          .innerJoin(projects, eq(projects.id, alarmSources.projectId))
          .innerJoin(devices, eq(devices.id, alarmSources.deviceId))
          .innerJoin(points, eq(points.id, alarmSources.pointId));
      const { items, total } = await countedPage(query, countThroughProject(db, alarmSources, condition), ({ limit, offset }) =>
        from().where(condition).orderBy(desc(alarmSources.id)).limit(limit).offset(offset),
      );
      return { items: items.map((r) => ({ ...r.source, pointName: r.pointName, deviceName: r.deviceName })), total };
    },

    findSource: sourceRows.find,
    insertSource: sourceRows.insert,
    updateSource: sourceRows.update,

    /** Clears the source's open alarm (nobody: the source went away or was switched off). */
    async clearOpenOf(sourceId: number): Promise<AlarmRow[]> {
      return db
        .update(alarms)
        .set({ state: 'cleared', clearedAt: new Date() })
        .where(and(eq(alarms.sourceId, sourceId), ne(alarms.state, 'cleared')))
        .returning();
    },

    /** Deletes the source; its open alarm is cleared first (history keeps it). */
    async deleteSource(id: number): Promise<AlarmRow[]> {
      return db.transaction(async (tx) => {
        const cleared = await tx
          .update(alarms)
          .set({ state: 'cleared', clearedAt: new Date() })
          .where(and(eq(alarms.sourceId, id), ne(alarms.state, 'cleared')))
          .returning();
        await tx.delete(alarmSources).where(eq(alarmSources.id, id));
        return cleared;
      });
    },

    /** The alarm sources of one project (the configuration hub). */
    async countOfProject(projectId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(alarmSources).where(eq(alarmSources.projectId, projectId));
      return row?.n ?? 0;
    },
  };
}

export type AlarmSourcesRepository = ReturnType<typeof createAlarmSourcesRepository>;
