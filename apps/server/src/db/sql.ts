import { and, count, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Scope } from '@fieldlink/domain';
import type { Database } from './client.js';
import { devices, points, projects, statusTables, userProjects } from './schema/index.js';

/** A unique index refused the row (PostgreSQL 23505), whichever driver wrapped the error. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** A user's text inside a LIKE / ILIKE pattern, matched literally (`%`, `_` and `\` escaped). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The rows of `projects` a scope may see, shared by every project-bound query (join `projects`):
 * everything (grade 0), the company's projects (grade 1), or the company's projects assigned to the
 * user (grade 2).
 */
export function projectScopeCondition(db: Database, scope: Scope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  const company = eq(projects.companyId, scope.companyId);
  if (scope.kind === 'company') return company;
  const assigned = exists(
    db
      .select({ one: userProjects.projectId })
      .from(userProjects)
      .where(and(eq(userProjects.projectId, projects.id), eq(userProjects.userId, scope.userId))),
  );
  return and(company, assigned);
}

/**
 * The words of a point's status table (spec §3 statuses), null without one: what `formatReading` shows
 * before the point's own `multiSegment`. One indexed lookup per point row.
 */
export const statusWordsColumn = sql<
  string | null
>`(select ${statusTables.words} from ${statusTables} where ${statusTables.id} = ${points.statusTableId})`;

/**
 * A point as the domain's `formatReading` and `pointLabel` take it: what shows its values as people read
 * them (name, unit, decimals, data type, display format, value description and value words).
 */
export const pointReadingColumns = {
  id: points.id,
  name: points.name,
  unit: points.unit,
  decimals: points.decimals,
  dataType: points.dataType,
  displayFormat: points.displayFormat,
  valueDescription: points.valueDescription,
  multiSegment: points.multiSegment,
  statusWords: statusWordsColumn,
};

type PointReadingColumns = typeof pointReadingColumns;

/**
 * Reading columns under other names, for a row that carries a point's fields beside its own
 * (`{ unit: 'pointUnit' }` selects `pointUnit: points.unit`).
 */
export function pointReadingColumnsAs<const Names extends Partial<Record<keyof PointReadingColumns, string>>>(
  names: Names,
): { [K in keyof Names as Names[K] & string]: PointReadingColumns[K & keyof PointReadingColumns] } {
  return Object.fromEntries(
    Object.entries(names).map(([column, name]) => [name, pointReadingColumns[column as keyof PointReadingColumns]]),
  ) as never;
}

/** Points as reading columns with their device (id, name, company): join more and add the conditions. */
export function pointReadingsWithDevice(db: Database) {
  return db
    .select({ ...pointReadingColumns, deviceId: devices.id, deviceName: devices.name, companyId: devices.companyId })
    .from(points)
    .innerJoin(devices, eq(devices.id, points.deviceId));
}

/** A page of a list as the query asks it: its size and its 1-based number. */
export interface PageQuery {
  page: number;
  pageSize: number;
}

/** The rows a page spans, as SQL limit and offset. */
export const pageBounds = (query: PageQuery) => ({ limit: query.pageSize, offset: (query.page - 1) * query.pageSize });

/**
 * A list's answer: the count of every matching row, then the query's page of them (`rows` is given
 * the page's limit and offset). Every paged list runs this pair.
 */
export async function countedPage<Row>(
  query: PageQuery,
  total: PromiseLike<{ n: number }[]>,
  rows: (bounds: { limit: number; offset: number }) => PromiseLike<Row[]>,
): Promise<{ items: Row[]; total: number }> {
  const [counted] = await total;
  const items = await rows(pageBounds(query));
  return { items, total: counted?.n ?? 0 };
}

/** How many rows of a table with a `projectId` match, read through their project (where the scope's conditions stand). */
export function countThroughProject(db: Database, table: PgTable & { projectId: AnyPgColumn }, where: SQL | undefined) {
  return db.select({ n: count() }).from(table).innerJoin(projects, eq(projects.id, table.projectId)).where(where);
}

/** How many rows of a table with a `deviceId` match, read through their device and its project (where the scope's conditions stand). */
export function countThroughDevice(db: Database, table: PgTable & { deviceId: AnyPgColumn }, where: SQL | undefined) {
  return db
    .select({ n: count() })
    .from(table)
    .innerJoin(devices, eq(devices.id, table.deviceId))
    .innerJoin(projects, eq(projects.id, devices.projectId))
    .where(where);
}

/** A table of rows bound to a project, with an id and a time of last change. */
type ProjectRowsTable = PgTable & { id: AnyPgColumn; projectId: AnyPgColumn; updatedAt: AnyPgColumn };

/**
 * What every project-bound table's repository repeats: one row by id within what a scope may see (read
 * through its project), insert returning the row, and update by id returning it (`updatedAt` stamped).
 */
export function projectRows<T extends ProjectRowsTable>(db: Database, table: T) {
  type Row = T['$inferSelect'];
  type Insert = T['$inferInsert'];
  return {
    async find(scope: Scope, id: number): Promise<Row | undefined> {
      const [found] = await db
        .select({ row: table } as never)
        .from(table as PgTable)
        .innerJoin(projects, eq(projects.id, table.projectId))
        .where(and(eq(table.id, id), projectScopeCondition(db, scope)));
      return (found as { row: Row } | undefined)?.row;
    },
    async insert(values: Insert): Promise<Row> {
      const [row] = await db
        .insert(table as PgTable)
        .values(values as never)
        .returning();
      return row as Row;
    },
    async update(id: number, patch: Partial<Insert>): Promise<Row | undefined> {
      const [row] = await db
        .update(table as PgTable)
        .set({ ...patch, updatedAt: new Date() } as never)
        .where(eq(table.id, id))
        .returning();
      return row as Row | undefined;
    },
  };
}
