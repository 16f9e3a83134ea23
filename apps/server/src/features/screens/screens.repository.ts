import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { ScreenLayout, Scope } from '@fieldlink/domain';
import type { Database } from '../../db/client.js';
import { devices, points, projects, screens, users, views } from '../../db/schema/index.js';
import { countedPage, countThroughProject, projectScopeCondition } from '../../db/sql.js';

/** A stored screen with its project's name and the name of whoever saved it last. */
export interface ScreenRow {
  id: number;
  companyId: number;
  projectId: number;
  projectName: string;
  name: string;
  layout: ScreenLayout;
  thumbnail: string;
  updatedAt: Date;
  updatedBy: string | null;
}

export interface ScreenWrite {
  name: string;
  layout: ScreenLayout;
  thumbnail: string;
}

export { isUniqueViolation } from '../../db/sql.js';

/** Large screens: the only SQL of the feature. Reads are scoped through the screen's project. */
export function createScreensRepository(db: Database) {
  const base = () =>
    db
      .select({
        id: screens.id,
        companyId: screens.companyId,
        projectId: screens.projectId,
        projectName: projects.name,
        name: screens.name,
        layout: screens.layout,
        thumbnail: screens.thumbnail,
        updatedAt: screens.updatedAt,
        updatedBy: users.userName,
      })
      .from(screens)
      .innerJoin(projects, eq(projects.id, screens.projectId))
      .leftJoin(users, eq(users.id, screens.updatedBy));

  return {
    /** The project, when the scope sees it, with its company. */
    async project(scope: Scope, projectId: number) {
      const [row] = await db
        .select({ id: projects.id, companyId: projects.companyId })
        .from(projects)
        .where(and(eq(projects.id, projectId), projectScopeCondition(db, scope)));
      return row;
    },

    async list(
      scope: Scope,
      query: { projectId?: number; page: number; pageSize: number },
    ): Promise<{ items: ScreenRow[]; total: number }> {
      const where = and(projectScopeCondition(db, scope), query.projectId ? eq(screens.projectId, query.projectId) : undefined);
      return countedPage(query, countThroughProject(db, screens, where), ({ limit, offset }) =>
        base().where(where).orderBy(desc(screens.updatedAt), asc(screens.id)).limit(limit).offset(offset),
      );
    },

    async find(scope: Scope, id: number): Promise<ScreenRow | undefined> {
      const [row] = await base().where(and(eq(screens.id, id), projectScopeCondition(db, scope)));
      return row;
    },

    async nameTaken(projectId: number, name: string, exceptId = 0): Promise<boolean> {
      const [row] = await db
        .select({ id: screens.id })
        .from(screens)
        .where(and(eq(screens.projectId, projectId), eq(screens.name, name), ne(screens.id, exceptId)));
      return row !== undefined;
    },

    async insert(input: ScreenWrite & { companyId: number; projectId: number; userId: number }): Promise<number> {
      const [row] = await db
        .insert(screens)
        .values({ ...input, createdBy: input.userId, updatedBy: input.userId })
        .returning({ id: screens.id });
      return row!.id;
    },

    async update(id: number, change: Partial<ScreenWrite>, userId: number) {
      await db
        .update(screens)
        .set({ ...change, updatedBy: userId, updatedAt: new Date() })
        .where(eq(screens.id, id));
    },

    async remove(id: number) {
      await db.delete(screens).where(eq(screens.id, id));
    },

    /** The points of `ids` on devices of the project, with their device. */
    async pointsOfProject(projectId: number, ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ pointId: points.id, deviceId: devices.id })
        .from(points)
        .innerJoin(devices, eq(devices.id, points.deviceId))
        .where(and(eq(devices.projectId, projectId), inArray(points.id, [...ids])));
    },

    /** The devices of `ids` in the project. */
    async deviceIdsOfProject(projectId: number, ids: readonly number[]) {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: devices.id })
        .from(devices)
        .where(and(eq(devices.projectId, projectId), inArray(devices.id, [...ids])));
      return rows.map((row) => row.id);
    },

    /** The views of `ids` in the project. */
    async viewIdsOfProject(projectId: number, ids: readonly number[]) {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: views.id })
        .from(views)
        .where(and(eq(views.projectId, projectId), inArray(views.id, [...ids])));
      return rows.map((row) => row.id);
    },

    /** The screens of one project (the configuration hub). */
    async countOfProject(projectId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(screens).where(eq(screens.projectId, projectId));
      return row?.n ?? 0;
    },
  };
}

export type ScreensRepository = ReturnType<typeof createScreensRepository>;
