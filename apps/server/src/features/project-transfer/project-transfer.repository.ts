import type { Scene, ViewPlatform } from '@fieldlink/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { devices, points, projects, views } from '../../db/schema/index.js';

type DeviceRow = typeof devices.$inferSelect;
type PointRow = typeof points.$inferSelect;
type DeviceFields = Omit<typeof devices.$inferInsert, 'id' | 'companyId' | 'projectId'>;
type PointFields = Omit<typeof points.$inferInsert, 'id' | 'deviceId'>;

/** The written devices and points: a device by its box ID (lower case), a point by `<deviceId>:<name in lower case>`. */
export interface NewIds {
  deviceByBox: Map<string, number>;
  pointByName: Map<string, number>;
}

export interface ViewWrite {
  name: string;
  platform: ViewPlatform;
  isMain: boolean;
  scene: Scene;
}

/** How an import treats the project's views. */
export type ViewsPlan =
  | {
      /** The file's views replace the project's: written for the new ids, links between them by `viewIds` (file id -> new id). */
      replace: (ids: NewIds, viewIds: ReadonlyMap<number, number>) => ViewWrite[];
      /** The file's view ids, in the order `replace` answers them. */
      oldIds: number[];
    }
  | {
      /** The project keeps its views (overwrite only), bound again to the new devices. */
      rebind: (
        views: { id: number; scene: Scene }[],
        before: { devices: Map<number, string>; points: Map<number, { deviceId: number; name: string }> },
        ids: NewIds,
      ) => { id: number; scene: Scene }[];
    };

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

    /** The project's views, oldest first. */
    async views(projectId: number) {
      return db
        .select({ id: views.id, name: views.name, platform: views.platform, isMain: views.isMain, scene: views.scene })
        .from(views)
        .where(eq(views.projectId, projectId))
        .orderBy(asc(views.id));
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
     * Writes the file's devices and points into a project, and its views as `views` plans, all or
     * nothing: a new project when `target` is null, otherwise the project's devices are replaced.
     */
    async write(input: {
      target: number | null;
      companyId: number;
      project: { name: string; location: string; groupId: number | null; createdBy: number };
      devices: (DeviceFields & { points: PointFields[] })[];
      userId: number;
      views: ViewsPlan;
    }): Promise<number> {
      return db.transaction(async (tx) => {
        let projectId = input.target;
        // What the project's views name today, before its devices go (their ids change).
        const before = { devices: new Map<number, string>(), points: new Map<number, { deviceId: number; name: string }>() };
        const ownViews =
          input.target !== null && 'rebind' in input.views
            ? await tx.select({ id: views.id, scene: views.scene }).from(views).where(eq(views.projectId, input.target))
            : [];
        if (ownViews.length) {
          const oldDevices = await tx
            .select({ id: devices.id, boxId: devices.boxId })
            .from(devices)
            .where(eq(devices.projectId, input.target!));
          for (const device of oldDevices) before.devices.set(device.id, device.boxId);
          if (oldDevices.length) {
            const oldPoints = await tx
              .select({ id: points.id, deviceId: points.deviceId, name: points.name })
              .from(points)
              .where(
                inArray(
                  points.deviceId,
                  oldDevices.map((device) => device.id),
                ),
              );
            for (const point of oldPoints) before.points.set(point.id, { deviceId: point.deviceId, name: point.name });
          }
        }
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
        const ids: NewIds = { deviceByBox: new Map(), pointByName: new Map() };
        for (const { points: devicePoints, ...device } of input.devices) {
          const [row] = await tx
            .insert(devices)
            .values({ ...device, companyId: input.companyId, projectId })
            .returning({ id: devices.id });
          ids.deviceByBox.set(device.boxId.toLowerCase(), row!.id);
          if (!devicePoints.length) continue;
          const written = await tx
            .insert(points)
            .values(devicePoints.map((point) => ({ ...point, deviceId: row!.id })))
            .returning({ id: points.id, name: points.name });
          for (const point of written) ids.pointByName.set(`${row!.id}:${point.name.toLowerCase()}`, point.id);
        }
        const now = new Date();
        if ('replace' in input.views) {
          if (input.target !== null) await tx.delete(views).where(eq(views.projectId, projectId));
          // Written once to learn their ids, then their scenes again with the links between them.
          const viewIds = new Map<number, number>();
          for (const [i, view] of input.views.replace(ids, viewIds).entries()) {
            const [row] = await tx
              .insert(views)
              .values({ companyId: input.companyId, projectId, ...view, createdBy: input.userId, updatedBy: input.userId })
              .returning({ id: views.id });
            viewIds.set(input.views.oldIds[i]!, row!.id);
          }
          for (const [i, view] of input.views.replace(ids, viewIds).entries())
            await tx
              .update(views)
              .set({ scene: view.scene })
              .where(eq(views.id, viewIds.get(input.views.oldIds[i]!)!));
        } else if (ownViews.length) {
          // A new version: an editor open on the old bindings cannot save over the new ones.
          for (const view of input.views.rebind(ownViews, before, ids))
            await tx
              .update(views)
              .set({ scene: view.scene, version: sql`${views.version} + 1`, updatedBy: input.userId, updatedAt: now })
              .where(and(eq(views.id, view.id), eq(views.projectId, projectId)));
        }
        return projectId;
      });
    },
  };
}

export type ProjectTransferRepository = ReturnType<typeof createProjectTransferRepository>;
