import { and, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Scope, UserSummary } from '@fieldlink/domain';
import type { Database } from '../../db/client.js';
import { authTokens, companies, roles, userProjects, userRoles, users } from '../../db/schema/index.js';
import { escapeLike, countedPage } from '../../db/sql.js';

export type UserListItem = UserSummary;

/** Users a scope may manage: everyone for grade 0, else the company's own users. */
function visible(scope: Scope): SQL | undefined {
  return scope.kind === 'all' ? undefined : eq(users.companyId, scope.companyId);
}

export function createUsersRepository(db: Database) {
  const creator = alias(users, 'creator');

  async function attach(rows: Omit<UserListItem, 'roles' | 'projectIds'>[]): Promise<UserListItem[]> {
    const ids = rows.map((row) => row.id);
    if (ids.length === 0) return [];
    const roleRows = await db
      .select({ userId: userRoles.userId, id: roles.id, name: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(inArray(userRoles.userId, ids));
    const projectRows = await db.select().from(userProjects).where(inArray(userProjects.userId, ids));
    return rows.map((row) => ({
      ...row,
      roles: roleRows.filter((r) => r.userId === row.id).map(({ id, name }) => ({ id, name })),
      projectIds: projectRows.filter((p) => p.userId === row.id).map((p) => p.projectId),
    }));
  }

  const columns = {
    id: users.id,
    userName: users.userName,
    phone: users.phone,
    email: users.email,
    grade: users.grade,
    companyId: users.companyId,
    companyName: companies.name,
    disabled: users.disabled,
    isDemo: users.isDemo,
    remarks: users.remarks,
    createdBy: users.createdBy,
    createdByName: creator.userName,
    createdAt: users.createdAt,
  };

  return {
    async list(scope: Scope, query: { page: number; pageSize: number; keyword?: string | undefined; companyId?: number | undefined }) {
      const keyword = query.keyword ? `%${escapeLike(query.keyword)}%` : undefined;
      const condition = and(
        visible(scope),
        keyword ? or(ilike(users.userName, keyword), ilike(users.phone, keyword), ilike(users.email, keyword)) : undefined,
        query.companyId ? eq(users.companyId, query.companyId) : undefined,
      );
      const { items: rows, total } = await countedPage(query, db.select({ n: count() }).from(users).where(condition), ({ limit, offset }) =>
        db
          .select(columns)
          .from(users)
          .leftJoin(companies, eq(companies.id, users.companyId))
          .leftJoin(creator, eq(creator.id, users.createdBy))
          .where(condition)
          .orderBy(desc(users.id))
          .limit(limit)
          .offset(offset),
      );
      return { items: await attach(rows), total };
    },

    async find(scope: Scope, id: number): Promise<UserListItem | undefined> {
      const rows = await db
        .select(columns)
        .from(users)
        .leftJoin(companies, eq(companies.id, users.companyId))
        .leftJoin(creator, eq(creator.id, users.createdBy))
        .where(and(eq(users.id, id), visible(scope)));
      const [row] = await attach(rows);
      return row;
    },

    async nameTaken(userName: string, exceptId?: number): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.userName}) = lower(${userName})`, exceptId ? ne(users.id, exceptId) : undefined));
      return rows.length > 0;
    },

    async insert(input: typeof users.$inferInsert, roleIds: number[], projectIds: number[]): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(users).values(input).returning({ id: users.id });
        const id = row!.id;
        if (roleIds.length) await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId: id, roleId })));
        if (projectIds.length) await tx.insert(userProjects).values(projectIds.map((projectId) => ({ userId: id, projectId })));
        return id;
      });
    },

    async update(id: number, patch: Partial<typeof users.$inferInsert>, roleIds?: number[], projectIds?: number[]) {
      await db.transaction(async (tx) => {
        if (Object.keys(patch).length)
          await tx
            .update(users)
            .set({ ...patch, updatedAt: new Date() })
            .where(eq(users.id, id));
        if (roleIds) {
          await tx.delete(userRoles).where(eq(userRoles.userId, id));
          if (roleIds.length) await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId: id, roleId })));
        }
        if (projectIds) {
          await tx.delete(userProjects).where(eq(userProjects.userId, id));
          if (projectIds.length) await tx.insert(userProjects).values(projectIds.map((projectId) => ({ userId: id, projectId })));
        }
        // A disabled user's sessions end at once.
        if (patch.disabled) await tx.delete(authTokens).where(eq(authTokens.userId, id));
      });
    },

    async setPassword(id: number, passwordHash: string) {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
        await tx.delete(authTokens).where(eq(authTokens.userId, id));
      });
    },

    async remove(id: number) {
      await db.delete(users).where(eq(users.id, id));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
