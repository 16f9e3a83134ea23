import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { automationAssignments, automationTriggers, devices, points, statusTables } from '../db/schema/index.js';

/** The demo seed's writes for conditional automation and status tables. */
export function createDemoAutomationRepository(db: Database) {
  return {
    /** A point of a demo box with its device and project. */
    async point(boxId: string, name: string) {
      const [row] = await db
        .select({ id: points.id, deviceId: devices.id, projectId: devices.projectId })
        .from(points)
        .innerJoin(devices, eq(devices.id, points.deviceId))
        .where(and(eq(devices.boxId, boxId), eq(points.name, name)));
      return row!;
    },
    async insertStatusTable(input: typeof statusTables.$inferInsert) {
      const [row] = await db.insert(statusTables).values(input).returning({ id: statusTables.id });
      return row!.id;
    },
    /** The point shows its values through the table (its own words are left to the table). */
    async useStatusTable(pointId: number, statusTableId: number) {
      await db.update(points).set({ statusTableId, multiSegment: null }).where(eq(points.id, pointId));
    },
    async insertTrigger(input: typeof automationTriggers.$inferInsert) {
      const [row] = await db.insert(automationTriggers).values(input).returning({ id: automationTriggers.id });
      return row!.id;
    },
    async insertAssignment(input: typeof automationAssignments.$inferInsert) {
      await db.insert(automationAssignments).values(input);
    },
  };
}

export type DemoAutomationRepository = ReturnType<typeof createDemoAutomationRepository>;
