import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Scene, Scope, ViewPlatform } from '@fieldlink/domain';
import type { Database } from '../../db/client.js';
import { devices, points, projects, users, views } from '../../db/schema/index.js';
import { projectScopeCondition } from '../../db/sql.js';

/** A stored view with its project's company and the name of whoever saved it last. */
export interface ViewRow {
  id: number;
  companyId: number;
  projectId: number;
  name: string;
  platform: ViewPlatform;
  isMain: boolean;
  version: number;
  updatedAt: Date;
  updatedBy: string | null;
  elementCount: number;
}

export interface NewView {
  companyId: number;
  projectId: number;
  name: string;
  platform: ViewPlatform;
  isMain: boolean;
  scene: Scene;
  userId: number;
}

export interface ViewChange {
  name?: string;
  platform?: ViewPlatform;
  scene?: Scene;
}

const summary = {
  id: views.id,
  companyId: views.companyId,
  projectId: views.projectId,
  name: views.name,
  platform: views.platform,
  isMain: views.isMain,
  version: views.version,
  updatedAt: views.updatedAt,
  updatedBy: users.userName,
  // Top-level elements (a group counts as one), enough for a list.
  elementCount: sql<number>`coalesce(jsonb_array_length(${views.scene}->'elements'), 0)::int`,
};

export { isUniqueViolation } from '../../db/sql.js';

/** SCADA views (GraphConfig): the only SQL of the feature. Reads are scoped through the view's project. */
export function createViewsRepository(db: Database) {
  const base = (withScene: boolean) =>
    db
      .select(withScene ? { ...summary, scene: views.scene } : { ...summary, scene: sql<null>`null` })
      .from(views)
      .innerJoin(projects, eq(projects.id, views.projectId))
      .leftJoin(users, eq(users.id, views.updatedBy));

  /** Only one main view per project and platform: the others stop being main. */
  const clearMain = (tx: Pick<Database, 'update'>, projectId: number, platform: ViewPlatform, exceptId = 0) =>
    tx
      .update(views)
      .set({ isMain: false })
      .where(and(eq(views.projectId, projectId), eq(views.platform, platform), eq(views.isMain, true), ne(views.id, exceptId)));

  return {
    /** The project, when the scope sees it, with its company. */
    async project(scope: Scope, projectId: number) {
      const [row] = await db
        .select({ id: projects.id, companyId: projects.companyId })
        .from(projects)
        .where(and(eq(projects.id, projectId), projectScopeCondition(db, scope)));
      return row;
    },

    /** A project's views: main first, then by name. */
    async list(projectId: number): Promise<ViewRow[]> {
      return base(false).where(eq(views.projectId, projectId)).orderBy(desc(views.isMain), asc(views.name), asc(views.id)) as Promise<
        ViewRow[]
      >;
    },

    async find(scope: Scope, id: number): Promise<(ViewRow & { scene: unknown }) | undefined> {
      const [row] = await base(true).where(and(eq(views.id, id), projectScopeCondition(db, scope)));
      return row as (ViewRow & { scene: unknown }) | undefined;
    },

    async nameTaken(projectId: number, name: string, exceptId = 0): Promise<boolean> {
      const [row] = await db
        .select({ id: views.id })
        .from(views)
        .where(and(eq(views.projectId, projectId), eq(views.name, name), ne(views.id, exceptId)));
      return row !== undefined;
    },

    /** A new view; made main, it takes over from the platform's main view in the same transaction. */
    async insert(input: NewView): Promise<number> {
      return db.transaction(async (tx) => {
        if (input.isMain) await clearMain(tx, input.projectId, input.platform);
        const [row] = await tx
          .insert(views)
          .values({
            companyId: input.companyId,
            projectId: input.projectId,
            name: input.name,
            platform: input.platform,
            isMain: input.isMain,
            scene: input.scene,
            createdBy: input.userId,
            updatedBy: input.userId,
          })
          .returning({ id: views.id });
        return row!.id;
      });
    },

    /**
     * A save of the version the editor loaded: one `UPDATE ... WHERE id AND version`, so of two
     * saves of one version only the first lands. False: the stored version moved on (or the view is gone).
     * A view that changes platform stops being main (a popup never is, another platform has its own).
     */
    async update(id: number, version: number, change: ViewChange, userId: number): Promise<boolean> {
      const rows = await db
        .update(views)
        .set({
          ...change,
          ...(change.platform ? { isMain: sql`${views.isMain} and ${views.platform} = ${change.platform}` } : {}),
          version: sql`${views.version} + 1`,
          updatedBy: userId,
          updatedAt: new Date(),
        })
        .where(and(eq(views.id, id), eq(views.version, version)))
        .returning({ id: views.id });
      return rows.length === 1;
    },

    /** An import over a view: its scene replaced whatever version it was at (the editor warned). */
    async replaceScene(id: number, scene: Scene, userId: number) {
      await db
        .update(views)
        .set({ scene, version: sql`${views.version} + 1`, updatedBy: userId, updatedAt: new Date() })
        .where(eq(views.id, id));
    },

    async setMain(id: number, projectId: number, platform: ViewPlatform) {
      await db.transaction(async (tx) => {
        await clearMain(tx, projectId, platform, id);
        await tx.update(views).set({ isMain: true }).where(eq(views.id, id));
      });
    },

    async remove(id: number) {
      await db.delete(views).where(eq(views.id, id));
    },

    /** The points of `ids` on devices of the project, with their device's and their own names. */
    async pointsOfProject(projectId: number, ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ pointId: points.id, pointName: points.name, deviceId: devices.id, deviceName: devices.name })
        .from(points)
        .innerJoin(devices, eq(devices.id, points.deviceId))
        .where(and(eq(devices.projectId, projectId), inArray(points.id, [...ids])));
    },

    /** Every point of the project's devices, with names (an import binds by them). */
    async allPointsOfProject(projectId: number) {
      return db
        .select({ pointId: points.id, pointName: points.name, deviceId: devices.id, deviceName: devices.name })
        .from(points)
        .innerJoin(devices, eq(devices.id, points.deviceId))
        .where(eq(devices.projectId, projectId));
    },

    /** The devices of `ids` in the project. */
    async devicesOfProject(projectId: number, ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: devices.id, name: devices.name })
        .from(devices)
        .where(and(eq(devices.projectId, projectId), inArray(devices.id, [...ids])));
    },

    /** Every device of the project by name (an import's device links). */
    async allDevicesOfProject(projectId: number) {
      return db.select({ id: devices.id, name: devices.name }).from(devices).where(eq(devices.projectId, projectId));
    },

    /** The views of `ids` in the project (link targets). */
    async viewIdsOfProject(projectId: number, ids: readonly number[]) {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: views.id })
        .from(views)
        .where(and(eq(views.projectId, projectId), inArray(views.id, [...ids])));
      return rows.map((row) => row.id);
    },

    /** The views of one project (the configuration hub). */
    async countOfProject(projectId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(views).where(eq(views.projectId, projectId));
      return row?.n ?? 0;
    },
  };
}

export type ViewsRepository = ReturnType<typeof createViewsRepository>;
