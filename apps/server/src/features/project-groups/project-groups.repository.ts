import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Scope } from '@fieldlink/domain';
import type { Database } from '../../db/client.js';
import { projectGroups, treeNodes } from '../../db/schema/index.js';

export type ProjectGroupRow = typeof projectGroups.$inferSelect;
export type TreeNodeRow = typeof treeNodes.$inferSelect;

/**
 * The ids of a tree node and every node under it, as a subquery (`column in (...)`). UNION, not
 * UNION ALL: the recursion ends even if a cycle ever got in.
 */
export function treeNodeSubtree(nodeId: number): SQL {
  return sql`with recursive subtree(id) as (
    select ${treeNodes.id} from ${treeNodes} where ${treeNodes.id} = ${nodeId}
    union
    select child.id from ${treeNodes} child join subtree on child.parent_id = subtree.id
  ) select id from subtree`;
}

/** Grade 0 sees every company's rows; everyone else their company's (groups are not project-bound). */
function inScope(scope: Scope, column: typeof projectGroups.companyId | typeof treeNodes.companyId, companyId?: number) {
  return and(scope.kind === 'all' ? undefined : eq(column, scope.companyId), companyId ? eq(column, companyId) : undefined);
}

export function createProjectGroupsRepository(db: Database) {
  return {
    listGroups: (scope: Scope, companyId?: number) =>
      db
        .select()
        .from(projectGroups)
        .where(inScope(scope, projectGroups.companyId, companyId))
        .orderBy(asc(projectGroups.sortOrder), asc(projectGroups.name), asc(projectGroups.id)),

    async findGroup(scope: Scope, id: number): Promise<ProjectGroupRow | undefined> {
      const [row] = await db
        .select()
        .from(projectGroups)
        .where(and(eq(projectGroups.id, id), inScope(scope, projectGroups.companyId)));
      return row;
    },

    async insertGroup(input: typeof projectGroups.$inferInsert): Promise<ProjectGroupRow> {
      const [row] = await db.insert(projectGroups).values(input).returning();
      return row!;
    },

    async updateGroup(id: number, patch: Partial<typeof projectGroups.$inferInsert>): Promise<ProjectGroupRow> {
      const [row] = await db.update(projectGroups).set(patch).where(eq(projectGroups.id, id)).returning();
      return row!;
    },

    /** Its projects stay, without a group (the foreign key sets null). */
    async removeGroup(id: number) {
      await db.delete(projectGroups).where(eq(projectGroups.id, id));
    },

    async groupInCompany(companyId: number, id: number): Promise<boolean> {
      const rows = await db
        .select({ id: projectGroups.id })
        .from(projectGroups)
        .where(and(eq(projectGroups.id, id), eq(projectGroups.companyId, companyId)));
      return rows.length > 0;
    },

    listNodes: (scope: Scope, companyId?: number) =>
      db
        .select()
        .from(treeNodes)
        .where(inScope(scope, treeNodes.companyId, companyId))
        .orderBy(asc(treeNodes.sortOrder), asc(treeNodes.name), asc(treeNodes.id)),

    async findNode(scope: Scope, id: number): Promise<TreeNodeRow | undefined> {
      const [row] = await db
        .select()
        .from(treeNodes)
        .where(and(eq(treeNodes.id, id), inScope(scope, treeNodes.companyId)));
      return row;
    },

    /** The shape of one company's tree (for the cycle check). */
    nodesOfCompany: (companyId: number) =>
      db.select({ id: treeNodes.id, parentId: treeNodes.parentId }).from(treeNodes).where(eq(treeNodes.companyId, companyId)),

    async subtreeIds(id: number): Promise<number[]> {
      const rows = await db
        .select({ id: treeNodes.id })
        .from(treeNodes)
        .where(sql`${treeNodes.id} in (${treeNodeSubtree(id)})`);
      return rows.map((row) => row.id).sort((a, b) => a - b);
    },

    async nodeInCompany(companyId: number, id: number): Promise<boolean> {
      const rows = await db
        .select({ id: treeNodes.id })
        .from(treeNodes)
        .where(and(eq(treeNodes.id, id), eq(treeNodes.companyId, companyId)));
      return rows.length > 0;
    },

    async insertNode(input: typeof treeNodes.$inferInsert): Promise<TreeNodeRow> {
      const [row] = await db.insert(treeNodes).values(input).returning();
      return row!;
    },

    async updateNode(id: number, patch: Partial<typeof treeNodes.$inferInsert>): Promise<TreeNodeRow> {
      const [row] = await db.update(treeNodes).set(patch).where(eq(treeNodes.id, id)).returning();
      return row!;
    },

    /** The node and its subtree (the parent key cascades); their projects leave the tree. */
    async removeNode(id: number) {
      await db.delete(treeNodes).where(eq(treeNodes.id, id));
    },
  };
}

export type ProjectGroupsRepository = ReturnType<typeof createProjectGroupsRepository>;
