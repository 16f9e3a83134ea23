import {
  DEVICE_HISTORY_COLUMNS,
  XDATA_MODEL_PREVIEW_ROWS,
  XDATA_QUERY_COST_MAX,
  XDATA_QUERY_TIMEOUT_MS,
  XDATA_RESULT_MAX_BYTES,
  XDATA_VALUE_MAX_CHARS,
  scopeOf,
  type Scope,
  type XDataColumn,
  type XDataModel,
  type XDataModelBody,
  type XDataQueryResult,
} from '@fieldlink/domain';
import { AppError } from '../../lib/app-error.js';
import type { Actor, AuditService } from '../audit/index.js';
import type { UserPrincipal } from '../auth/index.js';
import { guardModelSql, quoteIdent, type ModelTableBinding } from './xdata-sql.js';
import { HISTORY_RELATIONS, QueryTooCostly, SQL_TYPE, type XDataModelRow, type XDataRepository } from './xdata.repository.js';

const notFound = () => new AppError('NOT_FOUND', {}, 'error.xdataModelNotFound');
const badJoin = (i: number) => new AppError('BAD_REQUEST', {}, 'validation.xdataJoinCondition', `joins.${i}`);

interface ResolvedTable {
  table: XDataModelRow['tables'][number];
  name: string;
  columns: XDataColumn[];
  binding: ModelTableBinding;
}

const HISTORY_COLUMNS: XDataColumn[] = DEVICE_HISTORY_COLUMNS.map((c) => ({ key: c.name, name: c.name, type: c.type }));

/**
 * The device history as a model table, inside the scope: its company's devices, and for a user with
 * assigned projects only those projects' devices. Ids are numbers written as literals.
 */
function historySql(scope: Scope): string {
  const base =
    'SELECT d.id AS device_id, d.name AS device_name, d.box_id, p.name AS point_name, s.ts, s.value FROM samples s JOIN points p ON p.id = s.point_id JOIN devices d ON d.id = p.device_id';
  if (scope.kind === 'all') return base;
  const company = `d.company_id = ${Math.trunc(scope.companyId)}`;
  if (scope.kind === 'company') return `${base} WHERE ${company}`;
  return `${base} WHERE ${company} AND d.project_id IN (SELECT project_id FROM user_projects WHERE user_id = ${Math.trunc(scope.userId)})`;
}

const numeric = (t: string) => t === 'integer' || t === 'number';

/** A PostgreSQL failure's code and message, whichever driver wrapped it. */
function pgError(error: unknown): { code?: string; message: string } | undefined {
  for (let e = error as { code?: string; message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/u.test(e.code)) return { code: e.code, message: e.message ?? '' };
  }
  return undefined;
}

/** Data models (spec §3, §5, §9): tables, checked joins, custom SQL views, folders, and their guarded queries. */
export interface XDataQueryLimits {
  /** The highest planner cost a model query may have (default {@link XDATA_QUERY_COST_MAX}). */
  costMax?: number;
  /** The statement timeout on PostgreSQL (default {@link XDATA_QUERY_TIMEOUT_MS}). */
  timeoutMs?: number;
}

export function createXDataModelsService({
  repo,
  audit,
  limits = {},
}: {
  repo: XDataRepository;
  audit: AuditService;
  limits?: XDataQueryLimits | undefined;
}) {
  const costMax = limits.costMax ?? XDATA_QUERY_COST_MAX;
  const timeoutMs = limits.timeoutMs ?? XDATA_QUERY_TIMEOUT_MS;
  async function resolve(scope: Scope, tables: XDataModelBody['tables']): Promise<ResolvedTable[]> {
    const out: ResolvedTable[] = [];
    for (const [i, table] of tables.entries()) {
      if (table.kind === 'builtin') {
        out.push({ table, name: table.builtin, columns: HISTORY_COLUMNS, binding: { name: table.builtin, sql: historySql(scope) } });
        continue;
      }
      const source = await repo.source(scope, table.sourceId);
      if (!source) throw new AppError('BAD_REQUEST', {}, 'error.xdataSourceNotFound', `tables.${i}`);
      const select = source.columns
        .map((c) =>
          // A text cell is read cut to the longest value a query may hold (a CSV can carry a long one).
          c.type === 'text'
            ? `left(${c.key}, ${XDATA_VALUE_MAX_CHARS}) AS ${quoteIdent(c.name)}`
            : `${c.key}::${SQL_TYPE[c.type]} AS ${quoteIdent(c.name)}`,
        )
        .join(', ');
      out.push({
        table,
        name: source.tableName,
        columns: source.columns,
        binding: { name: source.tableName, sql: `SELECT ${select || 'NULL AS none'} FROM xdata.s_${source.id}` },
      });
    }
    return out;
  }

  /** Join conditions name two different tables of the model and comparable columns, and reach every table (spec §5). */
  function checkJoins(tables: readonly ResolvedTable[], joins: XDataModelBody['joins']) {
    const names = new Set<string>();
    for (const [i, t] of tables.entries()) {
      if (names.has(t.name)) throw new AppError('BAD_REQUEST', {}, 'validation.xdataTableTwice', `tables.${i}`);
      names.add(t.name);
    }
    const reached = new Set([tables[0]?.name]);
    joins.forEach((join, i) => {
      const left = tables.find((t) => t.name === join.left.table)?.columns.find((c) => c.name === join.left.column);
      const right = tables.find((t) => t.name === join.right.table)?.columns.find((c) => c.name === join.right.column);
      if (!left || !right || join.left.table === join.right.table) throw badJoin(i);
      if (left.type !== right.type && !(numeric(left.type) && numeric(right.type))) throw badJoin(i);
    });
    for (let grew = true; grew;) {
      grew = false;
      for (const join of joins) {
        if (reached.has(join.left.table) !== reached.has(join.right.table)) {
          reached.add(join.left.table).add(join.right.table);
          grew = true;
        }
      }
    }
    if (tables.some((t) => !reached.has(t.name))) throw badJoin(joins.length > 0 ? joins.length - 1 : 0);
  }

  /** The joined tables, each column named `table.column` when there is more than one table. */
  function joinedSql(tables: readonly ResolvedTable[], joins: XDataModelBody['joins']): string {
    const many = tables.length > 1;
    const columns = tables.flatMap((t) =>
      t.columns.map((c) => `${quoteIdent(t.name)}.${quoteIdent(c.name)} AS ${quoteIdent(many ? `${t.name}.${c.name}` : c.name)}`),
    );
    const included = new Set([tables[0]!.name]);
    let from = quoteIdent(tables[0]!.name);
    const pending = [...joins];
    const extra: string[] = [];
    while (pending.length > 0) {
      const at = pending.findIndex((j) => included.has(j.left.table) !== included.has(j.right.table));
      const join = pending.splice(at < 0 ? 0 : at, 1)[0]!;
      const on = `${quoteIdent(join.left.table)}.${quoteIdent(join.left.column)} = ${quoteIdent(join.right.table)}.${quoteIdent(join.right.column)}`;
      if (at < 0) {
        extra.push(on);
        continue;
      }
      const other = included.has(join.left.table) ? join.right.table : join.left.table;
      included.add(other);
      from += ` ${join.kind === 'left' ? 'LEFT' : 'INNER'} JOIN ${quoteIdent(other)} ON ${on}`;
    }
    return `SELECT ${columns.join(', ')} FROM ${from}${extra.length > 0 ? ` WHERE ${extra.join(' AND ')}` : ''}`;
  }

  function present(row: XDataModelRow, tables: readonly ResolvedTable[]): XDataModel {
    return {
      id: row.id,
      name: row.name,
      tables: tables.map((t) => ({ ...t.table, name: t.name, columns: t.columns })),
      joins: row.joins,
      views: row.views,
      folders: row.folders,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function check(scope: Scope, body: XDataModelBody) {
    const tables = await resolve(scope, body.tables);
    checkJoins(tables, body.joins);
    body.views.forEach((view, i) => {
      try {
        guardModelSql(
          view.sql,
          tables.map((t) => t.binding),
        );
      } catch (error) {
        if (error instanceof AppError) throw new AppError(error.code, error.params, error.messageKey, `views.${i}.sql`);
        throw error;
      }
    });
    return tables;
  }

  async function find(principal: UserPrincipal, id: number) {
    const row = await repo.model(scopeOf(principal), id);
    if (!row) throw notFound();
    return row;
  }

  /** One query of the model, checked and run inside the caller's scope. */
  async function run(scope: Scope, row: XDataModelRow, view: string | undefined, limit: number): Promise<XDataQueryResult> {
    const tables = await resolve(scope, row.tables);
    const text = view === undefined ? joinedSql(tables, row.joins) : row.views.find((v) => v.name === view)?.sql;
    if (text === undefined) throw notFound();
    const guarded = guardModelSql(
      text,
      tables.map((t) => t.binding),
    );
    await repo.freshenStatistics(
      tables.flatMap((t) => (t.table.kind === 'builtin' ? [...HISTORY_RELATIONS] : [`xdata.s_${t.table.sourceId}`])),
    );
    try {
      return await repo.runGuarded(guarded, { timeoutMs, limit, costMax, maxBytes: XDATA_RESULT_MAX_BYTES });
    } catch (error) {
      if (error instanceof QueryTooCostly) throw new AppError('BAD_REQUEST', {}, 'error.xdataSqlTooCostly', 'sql');
      const pg = pgError(error);
      if (pg?.code === '57014') throw new AppError('BAD_REQUEST', {}, 'error.xdataSqlTimeout', 'sql');
      if (pg) throw new AppError('BAD_REQUEST', { detail: pg.message.slice(0, 200) }, 'error.xdataSqlFailed', 'sql');
      throw error;
    }
  }

  async function get(principal: UserPrincipal, id: number) {
    const row = await find(principal, id);
    return present(row, await resolve(scopeOf(principal), row.tables));
  }

  return {
    run,
    get,
    async list(principal: UserPrincipal) {
      const scope = scopeOf(principal);
      const rows = await repo.models(scope);
      return Promise.all(rows.map(async (row) => present(row, await resolve(scope, row.tables).catch(() => []))));
    },
    async create(principal: UserPrincipal, actor: Actor, body: XDataModelBody) {
      await check(scopeOf(principal), body);
      const id = await repo.insertModel({ ...body, companyId: principal.companyId, createdBy: principal.userId });
      const model = await get(principal, id);
      await audit.change(actor, {
        action: 'xdataModel.create',
        objectType: 'xdataModel',
        objectId: id,
        after: model,
        companyId: principal.companyId,
      });
      return model;
    },
    async update(principal: UserPrincipal, actor: Actor, id: number, body: XDataModelBody) {
      const before = await find(principal, id);
      await check(scopeOf(principal), body);
      await repo.updateModel(id, body);
      const model = await get(principal, id);
      await audit.change(actor, {
        action: 'xdataModel.update',
        objectType: 'xdataModel',
        objectId: id,
        after: model,
        companyId: before.companyId,
      });
      return model;
    },
    async remove(principal: UserPrincipal, actor: Actor, id: number) {
      const before = await find(principal, id);
      await repo.removeModel(id);
      await audit.change(actor, { action: 'xdataModel.delete', objectType: 'xdataModel', objectId: id, companyId: before.companyId });
    },
    /** Checks custom SQL against the model's tables (being edited) without running it. */
    async checkSql(principal: UserPrincipal, tables: XDataModelBody['tables'], sqlText: string) {
      const resolved = await resolve(scopeOf(principal), tables);
      guardModelSql(
        sqlText,
        resolved.map((t) => t.binding),
      );
      return { ok: true };
    },
    /** 500 rows of the model (spec §9): its joined tables, or one custom SQL view. */
    async preview(principal: UserPrincipal, id: number, view: string | undefined) {
      return run(scopeOf(principal), await find(principal, id), view, XDATA_MODEL_PREVIEW_ROWS);
    },
  };
}

export type XDataModelsService = ReturnType<typeof createXDataModelsService>;
