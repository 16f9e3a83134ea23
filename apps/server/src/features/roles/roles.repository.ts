import { and, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Scope } from '@fieldlink/domain';
import type { Database } from '../../db/client.js';
import { roles, userRoles } from '../../db/schema/index.js';
import { escapeLike, countedPage } from '../../db/sql.js';

export type RoleRow = typeof roles.$inferSelect;

function visible(scope: Scope): SQL | undefined {
  return scope.kind === 'all' ? undefined : eq(roles.companyId, scope.companyId);
}

export function createRolesRepository(db: Database) {
  return {
    async list(scope: Scope, query: { page: number; pageSize: number; keyword?: string | undefined; companyId?: number | undefined }) {
      const condition = and(
        visible(scope),
        query.keyword ? ilike(roles.name, `%${escapeLike(query.keyword)}%`) : undefined,
        query.companyId ? eq(roles.companyId, query.companyId) : undefined,
      );
      return countedPage(query, db.select({ n: count() }).from(roles).where(condition), ({ limit, offset }) =>
        db
          .select({
            id: roles.id,
            companyId: roles.companyId,
            name: roles.name,
            remarks: roles.remarks,
            permissions: roles.permissions,
            createdAt: roles.createdAt,
            userCount: sql<number>`(select count(*)::int from ${userRoles} where ${userRoles.roleId} = ${roles.id})`,
          })
          .from(roles)
          .where(condition)
          .orderBy(desc(roles.id))
          .limit(limit)
          .offset(offset),
      );
    },

    async find(scope: Scope, id: number): Promise<RoleRow | undefined> {
      const [row] = await db
        .select()
        .from(roles)
        .where(and(eq(roles.id, id), visible(scope)));
      return row;
    },

    async nameTaken(companyId: number | null, name: string, exceptId?: number): Promise<boolean> {
      const rows = await db
        .select({ id: roles.id })
        .from(roles)
        .where(
          and(
            companyId === null ? sql`${roles.companyId} is null` : eq(roles.companyId, companyId),
            sql`lower(${roles.name}) = lower(${name})`,
          ),
        );
      return rows.some((row) => row.id !== exceptId);
    },

    async insert(input: typeof roles.$inferInsert): Promise<RoleRow> {
      const [row] = await db.insert(roles).values(input).returning();
      return row!;
    },

    async update(id: number, patch: Partial<typeof roles.$inferInsert>): Promise<RoleRow> {
      const [row] = await db.update(roles).set(patch).where(eq(roles.id, id)).returning();
      return row!;
    },

    async remove(id: number) {
      await db.delete(roles).where(eq(roles.id, id));
    },

    /** The ids among `ids` that belong to `companyId`. */
    async idsOfCompany(companyId: number, ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.companyId, companyId), inArray(roles.id, ids)));
      return rows.map((row) => row.id);
    },
  };
}

export type RolesRepository = ReturnType<typeof createRolesRepository>;
