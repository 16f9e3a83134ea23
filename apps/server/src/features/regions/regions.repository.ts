import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Scope } from '@fieldlink/domain';
import type { Database } from '../../db/client.js';
import { regions } from '../../db/schema/index.js';

export type RegionRow = typeof regions.$inferSelect;

/** Grade 0 works on the platform's tree; everyone else on their company's. */
function owned(scope: Scope): SQL {
  return scope.kind === 'all' ? isNull(regions.companyId) : eq(regions.companyId, scope.companyId);
}

export function createRegionsRepository(db: Database) {
  return {
    list: (scope: Scope) => db.select().from(regions).where(owned(scope)).orderBy(asc(regions.name), asc(regions.id)),

    async find(scope: Scope, id: number): Promise<RegionRow | undefined> {
      const [row] = await db
        .select()
        .from(regions)
        .where(and(eq(regions.id, id), owned(scope)));
      return row;
    },

    async insert(input: typeof regions.$inferInsert): Promise<RegionRow> {
      const [row] = await db.insert(regions).values(input).returning();
      return row!;
    },

    async update(id: number, patch: Partial<typeof regions.$inferInsert>): Promise<RegionRow> {
      const [row] = await db.update(regions).set(patch).where(eq(regions.id, id)).returning();
      return row!;
    },

    async remove(id: number) {
      await db.delete(regions).where(eq(regions.id, id));
    },
  };
}

export type RegionsRepository = ReturnType<typeof createRegionsRepository>;
