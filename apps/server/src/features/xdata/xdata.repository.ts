import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { XDATA_VALUE_MAX_CHARS, type Scope, type XDataColumn, type XDataColumnType } from '@fieldlink/domain';
import { rowsOf, XDATA_READER_ROLE, type Database } from '../../db/client.js';
import { xdataModels, xdataScreenGroups, xdataScreens, xdataSources } from '../../db/schema/index.js';

export { isUniqueViolation } from '../../db/sql.js';

export type XDataSourceRow = typeof xdataSources.$inferSelect;
export type XDataModelRow = typeof xdataModels.$inferSelect;
export type XDataScreenRow = typeof xdataScreens.$inferSelect;
export type XDataScreenGroupRow = typeof xdataScreenGroups.$inferSelect;

export { XDATA_READER_ROLE };
/** The most rows one FETCH of a model query's cursor takes. */
const FETCH_MAX = 100;

/** A physical table name: the server's own, `s_<id>` or a load table beside it, never a user's text. */
const PHYSICAL = /^s_\d+(_load_[0-9a-f]{8})?$/u;
function physical(name: string): SQL {
  if (!PHYSICAL.test(name)) throw new Error(`not an xdata table name: ${name}`);
  return sql.raw(`xdata.${name}`);
}
const columnList = (count: number) => Array.from({ length: count }, (_, i) => `c${i + 1}`);

const INT8 = 20;
const NUMERIC = 1700;

/**
 * A result cell as JSON carries it: bigint and numeric come from node-postgres as text (and bigint
 * from PGlite as a BigInt); they are numbers when the number is exact, text otherwise.
 */
function cellValue(value: unknown, typeId: number | undefined): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
  if (typeof value === 'string' && (typeId === INT8 || typeId === NUMERIC)) {
    const n = Number(value);
    return Number.isFinite(n) && (typeId !== INT8 || Number.isSafeInteger(n)) ? n : value;
  }
  return value;
}

/** The SQL type a column's values are read as (the stored text is cast on the way out). */
export const SQL_TYPE: Record<XDataColumnType, string> = {
  text: 'text',
  integer: 'bigint',
  number: 'double precision',
  date: 'date',
  timestamp: 'timestamptz',
  boolean: 'boolean',
};

/** A PostgreSQL array literal, passed as one text parameter; an empty field is NULL. */
function pgArray(items: readonly string[]): string {
  return `{${items.map((item) => (item === '' ? 'NULL' : `"${item.replace(/\0/g, '').replace(/(["\\])/g, '\\$1')}"`)).join(',')}}`;
}

function companyCondition(scope: Scope, column: PgColumn) {
  if (scope.kind === 'all') return undefined;
  return eq(column, scope.companyId);
}

/** Fieldlink's own tables a model query may read (the device history), whose statistics it refreshes. */
export const HISTORY_RELATIONS = ['samples', 'points', 'devices', 'user_projects'] as const;
const ANALYZABLE = new Set<string>(HISTORY_RELATIONS);
const ANALYZE_EVERY_MS = 10 * 60_000;

/** A model query the planner expects to cost more than allowed: refused before it runs. */
export class QueryTooCostly extends Error {
  constructor(readonly cost: number) {
    super(`model query cost ${cost} is over the limit`);
  }
}

/** The total cost of the top plan node from `EXPLAIN (FORMAT JSON)`'s one row (JSON, or its text). */
function planCost(rows: readonly Record<string, unknown>[]): number {
  const cell = Object.values(rows[0] ?? {})[0];
  const plans = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan?: { 'Total Cost'?: unknown } }[] | undefined;
  const cost = plans?.[0]?.Plan?.['Total Cost'];
  return typeof cost === 'number' ? cost : Number.POSITIVE_INFINITY;
}

/** XDATA's SQL: the tables of sources, models and screens, the load tables, and the guarded model query. */
export function createXDataRepository(
  db: Database,
  {
    sandbox,
    onNoSandbox,
  }: {
    /** PostgreSQL: the pool logged in as the reader role (DatabaseHandle.sandbox). */
    sandbox?: (() => Promise<Database | undefined>) | undefined;
    /** Called when there is a sandbox to ask for but the reader cannot log in. */
    onNoSandbox?: () => void;
  } = {},
) {
  let readerRole: Promise<boolean> | undefined;
  /** Whether this connection may SET ROLE to the reader (asked once). */
  const mayUseReader = () =>
    (readerRole ??= db
      .execute(sql`select pg_has_role(current_user, ${XDATA_READER_ROLE}, 'MEMBER') as ok`)
      .then((r) => rowsOf<{ ok: boolean }>(r)[0]?.ok === true)
      .catch(() => false));

  /** When this process last refreshed each relation's planner statistics. */
  const analyzedAt = new Map<string, number>();

  return {
    /**
     * Planner statistics for the relations a model query reads, so that EXPLAIN's estimate means
     * something: PGlite has no autovacuum, so without this its tables are never analyzed and the
     * planner guesses a few dozen rows for any of them. A relation is analyzed when this process has
     * not done so in the last {@link ANALYZE_EVERY_MS} (ANALYZE samples rows; it blocks no writer).
     */
    async freshenStatistics(relations: readonly string[], now = Date.now()) {
      for (const relation of relations) {
        if (!ANALYZABLE.has(relation) && !PHYSICAL.test(relation.replace(/^xdata\./u, ''))) throw new Error(`not analyzable: ${relation}`);
        if (now - (analyzedAt.get(relation) ?? Number.NEGATIVE_INFINITY) < ANALYZE_EVERY_MS) continue;
        await db.execute(sql.raw(`analyze ${relation}`));
        analyzedAt.set(relation, now);
      }
    },
    async sources(scope: Scope) {
      return db
        .select()
        .from(xdataSources)
        .where(companyCondition(scope, xdataSources.companyId))
        .orderBy(asc(xdataSources.name), asc(xdataSources.id));
    },
    async source(scope: Scope, id: number) {
      const [row] = await db
        .select()
        .from(xdataSources)
        .where(and(eq(xdataSources.id, id), companyCondition(scope, xdataSources.companyId)));
      return row;
    },
    async sourceNameTaken(companyId: number | null, field: 'name' | 'tableName', value: string, exceptId = 0) {
      const column = field === 'name' ? xdataSources.name : xdataSources.tableName;
      const company = companyId === null ? sql`${xdataSources.companyId} is null` : eq(xdataSources.companyId, companyId);
      const [row] = await db
        .select({ id: xdataSources.id })
        .from(xdataSources)
        .where(and(company, eq(column, value), ne(xdataSources.id, exceptId)));
      return row !== undefined;
    },
    async insertSource(values: typeof xdataSources.$inferInsert) {
      const [row] = await db.insert(xdataSources).values(values).returning({ id: xdataSources.id });
      return row!.id;
    },
    async updateSource(id: number, change: Partial<typeof xdataSources.$inferInsert>) {
      await db
        .update(xdataSources)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(xdataSources.id, id));
    },
    async removeSource(id: number) {
      await db.delete(xdataSources).where(eq(xdataSources.id, id));
      await db.execute(sql`drop table if exists ${physical(`s_${id}`)}`);
    },

    /** A new load table of `count` text columns. */
    async createTable(name: string, count: number) {
      await db.execute(sql`create table ${physical(name)} (${sql.raw(columnList(count).join(' text, '))} text)`);
    },
    async dropTable(name: string) {
      await db.execute(sql`drop table if exists ${physical(name)}`);
    },
    /** One batch of rows, one array parameter per column. */
    async insertRows(name: string, count: number, rows: readonly string[][]) {
      const arrays = columnList(count).map((_, i) => sql`${pgArray(rows.map((r) => r[i] ?? ''))}::text[]`);
      await db.execute(
        sql`insert into ${physical(name)} (${sql.raw(columnList(count).join(', '))}) select * from unnest(${sql.join(arrays, sql`, `)})`,
      );
    },
    /** The loaded rows become the source's: in place of its rows (replace) or after them (append). */
    async commitLoad(id: number, load: string, method: 'replace' | 'append', change: Partial<typeof xdataSources.$inferInsert>) {
      await db.transaction(async (tx) => {
        if (method === 'replace') {
          await tx.execute(sql`drop table if exists ${physical(`s_${id}`)}`);
          await tx.execute(sql`alter table ${physical(load)} rename to ${sql.raw(`s_${id}`)}`);
        } else {
          await tx.execute(sql`insert into ${physical(`s_${id}`)} select * from ${physical(load)}`);
          await tx.execute(sql`drop table ${physical(load)}`);
        }
        const [n] = rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from ${physical(`s_${id}`)}`));
        await tx
          .update(xdataSources)
          .set({ ...change, rowCount: n?.n ?? 0, updatedAt: new Date() })
          .where(eq(xdataSources.id, id));
      });
    },
    /** The first rows as stored (the file's order), each value cut at the longest a model query may hold. */
    async firstRows(id: number, columns: readonly XDataColumn[], limit: number): Promise<unknown[][]> {
      if (columns.length === 0) return [];
      const keys = columns.map((c) => c.key).filter((k) => /^c\d+$/u.test(k));
      const cut = keys.map((k) => `left(${k}, ${XDATA_VALUE_MAX_CHARS}) as ${k}`).join(', ');
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`select ${sql.raw(cut)} from ${physical(`s_${id}`)} order by ctid limit ${limit}`),
      );
      return rows.map((r) => keys.map((k) => r[k] ?? null));
    },
    /** Whether every stored value of the column reads as `type`. */
    async castFits(id: number, key: string, type: XDataColumnType): Promise<boolean> {
      if (!/^c\d+$/u.test(key)) return false;
      try {
        await db.execute(sql`select max((${sql.raw(key)})::${sql.raw(SQL_TYPE[type])}::text) from ${physical(`s_${id}`)}`);
        return true;
      } catch {
        return false;
      }
    },

    async models(scope: Scope) {
      return db
        .select()
        .from(xdataModels)
        .where(companyCondition(scope, xdataModels.companyId))
        .orderBy(asc(xdataModels.name), asc(xdataModels.id));
    },
    async model(scope: Scope, id: number) {
      const [row] = await db
        .select()
        .from(xdataModels)
        .where(and(eq(xdataModels.id, id), companyCondition(scope, xdataModels.companyId)));
      return row;
    },
    async insertModel(values: typeof xdataModels.$inferInsert) {
      const [row] = await db.insert(xdataModels).values(values).returning({ id: xdataModels.id });
      return row!.id;
    },
    async updateModel(id: number, change: Partial<typeof xdataModels.$inferInsert>) {
      await db
        .update(xdataModels)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(xdataModels.id, id));
    },
    async removeModel(id: number) {
      await db.delete(xdataModels).where(eq(xdataModels.id, id));
    },
    /** Whether a model uses the source. */
    async sourceInUse(sourceId: number) {
      const [row] = await db
        .select({ id: xdataModels.id })
        .from(xdataModels)
        .where(sql`${xdataModels.tables} @> ${JSON.stringify([{ kind: 'source', sourceId }])}::jsonb`);
      return row !== undefined;
    },

    async screens(scope: Scope) {
      return db.select().from(xdataScreens).where(companyCondition(scope, xdataScreens.companyId)).orderBy(asc(xdataScreens.name));
    },
    async screen(scope: Scope, id: number) {
      const [row] = await db
        .select()
        .from(xdataScreens)
        .where(and(eq(xdataScreens.id, id), companyCondition(scope, xdataScreens.companyId)));
      return row;
    },
    async saveScreen(id: number | undefined, values: typeof xdataScreens.$inferInsert) {
      if (id === undefined) {
        const [row] = await db.insert(xdataScreens).values(values).returning({ id: xdataScreens.id });
        return row!.id;
      }
      await db
        .update(xdataScreens)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(xdataScreens.id, id));
      return id;
    },
    async removeScreen(id: number) {
      await db.delete(xdataScreens).where(eq(xdataScreens.id, id));
    },
    async groups(scope: Scope) {
      return db
        .select()
        .from(xdataScreenGroups)
        .where(companyCondition(scope, xdataScreenGroups.companyId))
        .orderBy(asc(xdataScreenGroups.name));
    },
    async group(scope: Scope, id: number) {
      const [row] = await db
        .select()
        .from(xdataScreenGroups)
        .where(and(eq(xdataScreenGroups.id, id), companyCondition(scope, xdataScreenGroups.companyId)));
      return row;
    },
    async screensOfGroup(groupId: number) {
      return db.select().from(xdataScreens).where(eq(xdataScreens.groupId, groupId)).orderBy(asc(xdataScreens.name));
    },
    async saveGroup(id: number | undefined, values: typeof xdataScreenGroups.$inferInsert) {
      if (id === undefined) {
        const [row] = await db.insert(xdataScreenGroups).values(values).returning({ id: xdataScreenGroups.id });
        return row!.id;
      }
      await db
        .update(xdataScreenGroups)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(xdataScreenGroups.id, id));
      return id;
    },
    async removeGroup(id: number) {
      await db.delete(xdataScreenGroups).where(eq(xdataScreenGroups.id, id));
    },

    /**
     * Runs a checked model query: a read-only transaction, a statement timeout, and a row limit around
     * the query (one row more, to tell truncation). On PostgreSQL it runs on the sandbox pool, logged in
     * as the reader role; elsewhere (PGlite, or a reader that cannot log in) under SET LOCAL ROLE when
     * this connection may take it. Before it runs, the planner's estimate of the limited query is read
     * (EXPLAIN, which runs nothing) and a query costing more than `costMax` is refused with
     * {@link QueryTooCostly}. The rows are then fetched from a cursor a few at a time, no more at once
     * than could fill what is left of `maxBytes`, and cut where the result would pass it (`cutAtBytes`).
     */
    async runGuarded(query: string, options: { timeoutMs: number; limit: number; costMax: number; maxBytes: number }) {
      const reader = await sandbox?.();
      if (sandbox && !reader) onNoSandbox?.();
      const useRole = reader ? false : await mayUseReader();
      const limited = `select * from (${query}) q limit ${Math.trunc(options.limit) + 1}`;
      const deadline = Date.now() + options.timeoutMs;
      return (reader ?? db).transaction(async (tx) => {
        await tx.execute(sql`set transaction read only`);
        await tx.execute(sql.raw(`set local statement_timeout = ${Math.trunc(options.timeoutMs)}`));
        if (useRole) await tx.execute(sql.raw(`set local role ${XDATA_READER_ROLE}`));
        const cost = planCost(rowsOf<Record<string, unknown>>(await tx.execute(sql.raw(`explain (format json) ${limited}`))));
        if (!(cost <= options.costMax)) throw new QueryTooCostly(cost);
        await tx.execute(sql.raw(`declare xdata_rows no scroll cursor for ${limited}`));
        let columns: string[] | undefined;
        let types: (number | undefined)[] = [];
        const rows: unknown[][] = [];
        let bytes = 0;
        let batch = 1;
        for (;;) {
          // Each FETCH has the statement timeout; the whole query has it too.
          if (Date.now() > deadline) throw Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
          const result = await tx.execute(sql.raw(`fetch forward ${batch} from xdata_rows`));
          const described = (result as { fields?: { name: string; dataTypeID?: number }[] }).fields ?? [];
          const fetched = rowsOf<Record<string, unknown>>(result);
          columns ??= described.length > 0 ? described.map((f) => f.name) : Object.keys(fetched[0] ?? {});
          if (types.length === 0) types = described.map((f) => f.dataTypeID);
          for (const r of fetched) {
            if (rows.length === options.limit) return { columns, rows, truncated: true };
            const cells = columns.map((c, i) => cellValue(r[c], types[i]));
            bytes += Buffer.byteLength(JSON.stringify(cells));
            if (bytes > options.maxBytes) return { columns, rows, truncated: true, cutAtBytes: options.maxBytes };
            rows.push(cells);
          }
          if (fetched.length < batch) return { columns, rows, truncated: false };
          // The most a row can weigh: every value at the longest a query can build, 4 bytes a character.
          const rowMax = Math.max(1, columns.length) * XDATA_VALUE_MAX_CHARS * 4;
          batch = Math.max(1, Math.min(FETCH_MAX, Math.floor((options.maxBytes - bytes) / rowMax)));
        }
      });
    },
  };
}

export type XDataRepository = ReturnType<typeof createXDataRepository>;
