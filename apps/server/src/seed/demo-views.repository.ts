import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { devices, points, projects, screens, views } from '../db/schema/index.js';

/** The demo seed's reads and writes for views. */
export function createDemoViewsRepository(db: Database) {
  return {
    async projectsOf(companyId: number) {
      return db
        .select({ id: projects.id, name: projects.name })
        .from(projects)
        .where(eq(projects.companyId, companyId))
        .orderBy(asc(projects.id));
    },
    /** The project's devices by box, each with its points by name. */
    async devicesOf(projectId: number) {
      const rows = await db
        .select({ deviceId: devices.id, boxId: devices.boxId, pointId: points.id, pointName: points.name })
        .from(devices)
        .leftJoin(points, eq(points.deviceId, devices.id))
        .where(eq(devices.projectId, projectId));
      const out = new Map<string, { id: number; points: Record<string, number> }>();
      for (const row of rows) {
        const device = out.get(row.boxId) ?? { id: row.deviceId, points: {} };
        if (row.pointId !== null && row.pointName !== null) device.points[row.pointName] = row.pointId;
        out.set(row.boxId, device);
      }
      return out;
    },
    async insertScreen(input: typeof screens.$inferInsert) {
      await db.insert(screens).values(input);
    },
    async insertView(input: typeof views.$inferInsert): Promise<number> {
      const [row] = await db.insert(views).values(input).returning({ id: views.id });
      return row!.id;
    },
  };
}

export type DemoViewsRepository = ReturnType<typeof createDemoViewsRepository>;
