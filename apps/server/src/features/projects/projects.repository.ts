import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { ProjectListQuery, Scope } from '@fieldlink/domain';
import type { Database } from '../../db/client.js';
import { devices, projects, userProjects } from '../../db/schema/index.js';
import { countedPage, escapeLike, projectScopeCondition } from '../../db/sql.js';
import { treeNodeSubtree } from '../project-groups/index.js';

export type ProjectRow = typeof projects.$inferSelect;

export function createProjectsRepository(db: Database) {
  return {
    async list(scope: Scope, query: ProjectListQuery) {
      const where = [projectScopeCondition(db, scope)];
      if (query.keyword) where.push(ilike(projects.name, `%${escapeLike(query.keyword)}%`));
      if (query.companyId) where.push(eq(projects.companyId, query.companyId));
      if (query.groupId) where.push(eq(projects.groupId, query.groupId));
      if (query.treeNodeId) where.push(sql`${projects.treeNodeId} in (${treeNodeSubtree(query.treeNodeId)})`);
      const condition = and(...where);
      return countedPage(query, db.select({ n: count() }).from(projects).where(condition), ({ limit, offset }) =>
        db.select().from(projects).where(condition).orderBy(desc(projects.id)).limit(limit).offset(offset),
      );
    },

    async find(scope: Scope, id: number): Promise<ProjectRow | undefined> {
      const [row] = await db
        .select()
        .from(projects)
        .where(and(eq(projects.id, id), projectScopeCondition(db, scope)));
      return row;
    },

    async insert(input: typeof projects.$inferInsert, assignTo: number | null): Promise<ProjectRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(projects).values(input).returning();
        if (assignTo !== null) await tx.insert(userProjects).values({ userId: assignTo, projectId: row!.id });
        return row!;
      });
    },

    /**
     * A project and its first device in one transaction: if the device cannot be written, the
     * project is not kept either.
     */
    async insertWithDevice(
      project: typeof projects.$inferInsert,
      assignTo: number | null,
      device: Omit<typeof devices.$inferInsert, 'projectId' | 'companyId'>,
    ): Promise<{ project: ProjectRow; deviceId: number }> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(projects).values(project).returning();
        if (assignTo !== null) await tx.insert(userProjects).values({ userId: assignTo, projectId: row!.id });
        const [created] = await tx
          .insert(devices)
          .values({ ...device, companyId: row!.companyId, projectId: row!.id })
          .returning({ id: devices.id });
        return { project: row!, deviceId: created!.id };
      });
    },

    async assign(userId: number, projectId: number) {
      await db.insert(userProjects).values({ userId, projectId }).onConflictDoNothing();
    },

    async update(id: number, patch: Partial<typeof projects.$inferInsert>): Promise<ProjectRow> {
      const [row] = await db
        .update(projects)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(projects.id, id))
        .returning();
      return row!;
    },

    async remove(id: number) {
      await db.delete(projects).where(eq(projects.id, id));
    },

    /** The ids among `ids` that belong to `companyId`. */
    async idsOfCompany(companyId: number, ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: projects.id })
        .from(projects)
        .where(and(eq(projects.companyId, companyId), inArray(projects.id, ids)));
      return rows.map((row) => row.id);
    },
  };
}

export type ProjectsRepository = ReturnType<typeof createProjectsRepository>;
