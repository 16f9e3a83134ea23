import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { devices, points, projects } from '../../db/schema/index.js';

type DeviceRow = typeof devices.$inferSelect;
type PointRow = typeof points.$inferSelect;
type DeviceFields = Omit<typeof devices.$inferInsert, 'id' | 'companyId' | 'projectId'>;
type PointFields = Omit<typeof points.$inferInsert, 'id' | 'deviceId'>;

export function createProjectTransferRepository(db: Database) {
  return {
    /** The project's devices and their points, in a stable order. */
    async load(
      projectId: number,
    ): Promise<{ project: typeof projects.$inferSelect; devices: (DeviceRow & { points: PointRow[] })[] } | undefined> {
      const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
      if (!project) return undefined;
      const deviceRows = await db.select().from(devices).where(eq(devices.projectId, projectId)).orderBy(asc(devices.id));
      const pointRows = deviceRows.length
        ? await db
            .select()
            .from(points)
            .where(
              inArray(
                points.deviceId,
                deviceRows.map((d) => d.id),
              ),
            )
            .orderBy(asc(points.id))
        : [];
      return { project, devices: deviceRows.map((device) => ({ ...device, points: pointRows.filter((p) => p.deviceId === device.id) })) };
    },

    /** Box IDs among `boxIds` used by devices outside `exceptProjectId`. */
    async boxIdsInUse(boxIds: string[], exceptProjectId: number | null): Promise<string[]> {
      if (!boxIds.length) return [];
      const rows = await db
        .select({ boxId: devices.boxId, projectId: devices.projectId })
        .from(devices)
        .where(
          inArray(
            sql`lower(${devices.boxId})`,
            boxIds.map((id) => id.toLowerCase()),
          ),
        );
      return rows.filter((row) => row.projectId !== exceptProjectId).map((row) => row.boxId);
    },

    /**
     * Writes the file's devices and points into a project, all or nothing: a new project when
     * `target` is null, otherwise the project's devices are replaced.
     */
    async write(input: {
      target: number | null;
      companyId: number;
      project: { name: string; location: string; groupId: number | null; createdBy: number };
      devices: (DeviceFields & { points: PointFields[] })[];
    }): Promise<number> {
      return db.transaction(async (tx) => {
        let projectId = input.target;
        if (projectId === null) {
          const [created] = await tx
            .insert(projects)
            .values({ companyId: input.companyId, ...input.project })
            .returning({ id: projects.id });
          projectId = created!.id;
        } else {
          await tx
            .update(projects)
            .set({ name: input.project.name, location: input.project.location, groupId: input.project.groupId, updatedAt: new Date() })
            .where(eq(projects.id, projectId));
          await tx.delete(devices).where(eq(devices.projectId, projectId));
        }
        for (const { points: devicePoints, ...device } of input.devices) {
          const [row] = await tx
            .insert(devices)
            .values({ ...device, companyId: input.companyId, projectId })
            .returning({ id: devices.id });
          if (devicePoints.length) await tx.insert(points).values(devicePoints.map((point) => ({ ...point, deviceId: row!.id })));
        }
        return projectId;
      });
    },
  };
}

export type ProjectTransferRepository = ReturnType<typeof createProjectTransferRepository>;
