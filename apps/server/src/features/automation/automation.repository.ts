import { and, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AutomationListQuery, Scope } from '@fieldlink/domain';
import type { Database } from '../../db/client.js';
import { automationAssignments, automationTriggers, devices, points, projects } from '../../db/schema/index.js';
import { countedPage, projectRows, countThroughProject, escapeLike, projectScopeCondition } from '../../db/sql.js';

export type TriggerRow = typeof automationTriggers.$inferSelect;
export type TriggerInsert = Omit<typeof automationTriggers.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type AssignmentRow = typeof automationAssignments.$inferSelect;
export type AssignmentInsert = Omit<typeof automationAssignments.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'lastWrittenAt'>;

const targets = alias(points, 'target_points');
const sources = alias(points, 'source_points');

/** Conditional triggers and assignments (spec §3), scoped by project like alarm sources. */
export function createAutomationRepository(db: Database) {
  const triggerRows = projectRows(db, automationTriggers);
  const assignmentRows = projectRows(db, automationAssignments);
  function filters(table: typeof automationTriggers | typeof automationAssignments, scope: Scope, query: AutomationListQuery) {
    const where: (SQL | undefined)[] = [projectScopeCondition(db, scope)];
    if (query.projectId) where.push(eq(table.projectId, query.projectId));
    if (query.deviceId) where.push(eq(table.deviceId, query.deviceId));
    if (query.companyId) where.push(eq(table.companyId, query.companyId));
    if (query.keyword) where.push(ilike(table.name, `%${escapeLike(query.keyword)}%`));
    return where;
  }

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

    /** The points of the device among these IDs, with whether each is writable. */
    async pointsOfDevice(deviceId: number, ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: points.id, writable: points.writable })
        .from(points)
        .where(and(eq(points.deviceId, deviceId), inArray(points.id, [...ids])));
    },

    async listTriggers(scope: Scope, query: AutomationListQuery) {
      const where = and(...filters(automationTriggers, scope, query));
      const { items: rows, total } = await countedPage(query, countThroughProject(db, automationTriggers, where), ({ limit, offset }) =>
        db
          .select({
            trigger: automationTriggers,
            pointName: points.name,
            pointDescription: points.valueDescription,
            deviceName: devices.name,
          })
          .from(automationTriggers)
          .innerJoin(projects, eq(projects.id, automationTriggers.projectId))
          .innerJoin(devices, eq(devices.id, automationTriggers.deviceId))
          .innerJoin(points, eq(points.id, automationTriggers.pointId))
          .where(where)
          .orderBy(desc(automationTriggers.id))
          .limit(limit)
          .offset(offset),
      );
      return { items: rows.map(({ trigger, ...names }) => ({ ...trigger, ...names })), total };
    },

    findTrigger: triggerRows.find,
    insertTrigger: triggerRows.insert,
    updateTrigger: triggerRows.update,

    async deleteTrigger(id: number) {
      await db.delete(automationTriggers).where(eq(automationTriggers.id, id));
    },

    async listAssignments(scope: Scope, query: AutomationListQuery) {
      const where = and(
        ...filters(automationAssignments, scope, query),
        query.triggerId ? eq(automationAssignments.triggerId, query.triggerId) : undefined,
      );
      const { items: rows, total } = await countedPage(query, countThroughProject(db, automationAssignments, where), ({ limit, offset }) =>
        db
          .select({
            assignment: automationAssignments,
            triggerName: automationTriggers.name,
            targetPointName: targets.name,
            targetPointDescription: targets.valueDescription,
            sourcePointName: sources.name,
            sourcePointDescription: sources.valueDescription,
          })
          .from(automationAssignments)
          .innerJoin(projects, eq(projects.id, automationAssignments.projectId))
          .innerJoin(automationTriggers, eq(automationTriggers.id, automationAssignments.triggerId))
          .innerJoin(targets, eq(targets.id, automationAssignments.targetPointId))
          .leftJoin(sources, eq(sources.id, automationAssignments.sourcePointId))
          .where(where)
          .orderBy(desc(automationAssignments.id))
          .limit(limit)
          .offset(offset),
      );
      return { items: rows.map(({ assignment, ...names }) => ({ ...assignment, ...names })), total };
    },

    findAssignment: assignmentRows.find,
    insertAssignment: assignmentRows.insert,
    updateAssignment: assignmentRows.update,

    async deleteAssignment(id: number) {
      await db.delete(automationAssignments).where(eq(automationAssignments.id, id));
    },

    /** What the engine evaluates for a device: its enabled triggers and their enabled assignments. */
    async evaluationOf(deviceId: number) {
      const triggers = await db
        .select()
        .from(automationTriggers)
        .where(and(eq(automationTriggers.deviceId, deviceId), eq(automationTriggers.enabled, true)));
      const assignments =
        triggers.length === 0
          ? []
          : await db
              .select()
              .from(automationAssignments)
              .where(
                and(
                  inArray(
                    automationAssignments.triggerId,
                    triggers.map((t) => t.id),
                  ),
                  eq(automationAssignments.enabled, true),
                ),
              );
      return { triggers, assignments };
    },

    /** An assignment wrote at `at` (its cooldown starts). */
    async markWritten(id: number, at: Date) {
      await db.update(automationAssignments).set({ lastWrittenAt: at }).where(eq(automationAssignments.id, id));
    },

    /** The triggers and assignments of one project (the configuration hub). */
    async countsOfProject(projectId: number): Promise<{ triggers: number; assignments: number }> {
      const [triggers] = await db.select({ n: count() }).from(automationTriggers).where(eq(automationTriggers.projectId, projectId));
      const [assignments] = await db
        .select({ n: count() })
        .from(automationAssignments)
        .where(eq(automationAssignments.projectId, projectId));
      return { triggers: triggers?.n ?? 0, assignments: assignments?.n ?? 0 };
    },
  };
}

export type AutomationRepository = ReturnType<typeof createAutomationRepository>;
