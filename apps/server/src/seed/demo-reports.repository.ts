import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { collectionTasks, deviceStatusEvents, devices, points, reportConfigs } from '../db/schema/index.js';

/** The demo seed's writes for collection tasks and saved reports. */
export function createDemoReportsRepository(db: Database) {
  return {
    /** Points of the demo boxes by `boxId/name`, with their device. */
    async pointsOf(boxIds: readonly string[]) {
      const rows = await db
        .select({ id: points.id, name: points.name, deviceId: devices.id, boxId: devices.boxId })
        .from(points)
        .innerJoin(devices, eq(devices.id, points.deviceId))
        .where(inArray(devices.boxId, [...boxIds]));
      return new Map(rows.map((r) => [`${r.boxId}/${r.name}`, r]));
    },
    async insertTask(input: typeof collectionTasks.$inferInsert) {
      await db.insert(collectionTasks).values(input);
    },
    /** A past week of state changes (status statistics and the gateway log are full on first start). */
    async insertStatusEvents(rows: (typeof deviceStatusEvents.$inferInsert)[]) {
      if (rows.length > 0) await db.insert(deviceStatusEvents).values(rows);
    },
    async insertReport(input: typeof reportConfigs.$inferInsert) {
      await db.insert(reportConfigs).values(input);
    },
  };
}

export type DemoReportsRepository = ReturnType<typeof createDemoReportsRepository>;
