import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Scope } from '@fieldlink/domain';
import type { Database } from '../../db/client.js';
import { companies, projects, users } from '../../db/schema/index.js';
import { countedPage, escapeLike } from '../../db/sql.js';

export type CompanyRow = typeof companies.$inferSelect;

/** A company is visible to its own members and to the equipment maker that serves it. */
function visible(scope: Scope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  return or(eq(companies.id, scope.companyId), eq(companies.parentId, scope.companyId));
}

export function createCompaniesRepository(db: Database) {
  return {
    async list(scope: Scope, query: { page: number; pageSize: number; keyword?: string | undefined }) {
      const condition = and(visible(scope), query.keyword ? ilike(companies.name, `%${escapeLike(query.keyword)}%`) : undefined);
      return countedPage(query, db.select({ n: count() }).from(companies).where(condition), ({ limit, offset }) =>
        db.select().from(companies).where(condition).orderBy(desc(companies.id)).limit(limit).offset(offset),
      );
    },

    async find(scope: Scope, id: number): Promise<CompanyRow | undefined> {
      const [row] = await db
        .select()
        .from(companies)
        .where(and(eq(companies.id, id), visible(scope)));
      return row;
    },

    async insert(input: typeof companies.$inferInsert): Promise<CompanyRow> {
      const [row] = await db.insert(companies).values(input).returning();
      return row!;
    },

    async update(id: number, patch: Partial<typeof companies.$inferInsert>): Promise<CompanyRow> {
      const [row] = await db.update(companies).set(patch).where(eq(companies.id, id)).returning();
      return row!;
    },

    async remove(id: number) {
      await db.delete(companies).where(eq(companies.id, id));
    },

    async inUse(id: number): Promise<boolean> {
      const [u] = await db.select({ n: count() }).from(users).where(eq(users.companyId, id));
      const [p] = await db.select({ n: count() }).from(projects).where(eq(projects.companyId, id));
      return (u?.n ?? 0) > 0 || (p?.n ?? 0) > 0;
    },
  };
}

export type CompaniesRepository = ReturnType<typeof createCompaniesRepository>;
