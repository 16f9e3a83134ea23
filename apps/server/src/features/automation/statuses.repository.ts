import { and, count, desc, eq, ilike, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { Scope, StatusTableListQuery } from '@fieldlink/domain';
import type { Database } from '../../db/client.js';
import { companies, devices, points, statusTables } from '../../db/schema/index.js';
import { escapeLike, countedPage } from '../../db/sql.js';

export type StatusTableRow = typeof statusTables.$inferSelect;
export type StatusTableInsert = Omit<typeof statusTables.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** The rows a scope may see: every company's (grade 0), else the caller's company's. */
function companyScope(scope: Scope): SQL | undefined {
  return scope.kind === 'all' ? undefined : eq(statusTables.companyId, scope.companyId);
}

/** Status tables (spec §3 statuses): a company's value-to-text tables that points reference. */
export function createStatusesRepository(db: Database) {
  /** The tables a project's points read their words from. */
  const readByProject = (projectId: number) =>
    inArray(
      statusTables.id,
      db
        .select({ id: points.statusTableId })
        .from(points)
        .innerJoin(devices, eq(devices.id, points.deviceId))
        .where(and(eq(devices.projectId, projectId), isNotNull(points.statusTableId))),
    );

  /** How many points reference each table. */
  async function pointCounts(ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: points.statusTableId, n: count() })
      .from(points)
      .where(inArray(points.statusTableId, ids))
      .groupBy(points.statusTableId);
    return new Map(rows.map((r) => [r.id!, r.n]));
  }

  return {
    pointCounts,

    /** The status tables the project's points read their words from (the configuration hub's count). */
    async countOfProject(projectId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(statusTables).where(readByProject(projectId));
      return row?.n ?? 0;
    },

    async list(scope: Scope, query: StatusTableListQuery) {
      const where = and(
        companyScope(scope),
        query.companyId ? eq(statusTables.companyId, query.companyId) : undefined,
        query.keyword ? ilike(statusTables.name, `%${escapeLike(query.keyword)}%`) : undefined,
        query.projectId ? readByProject(query.projectId) : undefined,
      );
      const { items: rows, total } = await countedPage(
        query,
        db.select({ n: count() }).from(statusTables).where(where),
        ({ limit, offset }) => db.select().from(statusTables).where(where).orderBy(desc(statusTables.id)).limit(limit).offset(offset),
      );
      const counts = await pointCounts(rows.map((r) => r.id));
      return { items: rows.map((r) => ({ ...r, pointCount: counts.get(r.id) ?? 0 })), total };
    },

    async find(scope: Scope, id: number): Promise<StatusTableRow | undefined> {
      const [row] = await db
        .select()
        .from(statusTables)
        .where(and(eq(statusTables.id, id), companyScope(scope)));
      return row;
    },

    async nameTaken(companyId: number, name: string, exceptId?: number) {
      const rows = await db
        .select({ id: statusTables.id })
        .from(statusTables)
        .where(and(eq(statusTables.companyId, companyId), eq(statusTables.name, name)));
      return rows.some((r) => r.id !== exceptId);
    },

    async companyExists(companyId: number): Promise<boolean> {
      const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
      return row !== undefined;
    },

    async insert(values: StatusTableInsert): Promise<StatusTableRow> {
      const [row] = await db.insert(statusTables).values(values).returning();
      return row!;
    },

    async update(id: number, patch: Partial<StatusTableInsert>): Promise<StatusTableRow | undefined> {
      const [row] = await db
        .update(statusTables)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(statusTables.id, id))
        .returning();
      return row;
    },

    async remove(id: number) {
      await db.delete(statusTables).where(eq(statusTables.id, id));
    },
  };
}

export type StatusesRepository = ReturnType<typeof createStatusesRepository>;
