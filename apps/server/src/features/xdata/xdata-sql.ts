import { parse, toSql, type SelectStatement, type Statement } from 'pgsql-ast-parser';
import { XDATA_VALUE_MAX_CHARS, type MessageKey } from '@fieldlink/domain';
import { AppError } from '../../lib/app-error.js';
import { boundValue, defaultNameOf } from './xdata-sql-bounds.js';

/**
 * Custom SQL of a data model (spec §3), read by a real SQL parser, never by string matching. It must be
 * one query (SELECT, UNION, VALUES or a WITH of those; WITH RECURSIVE is refused as a way to run
 * forever); every table it names must be a table of the model, which is swapped for a subquery the
 * server wrote (the CSV table's own physical table, or the device history filtered to the caller's
 * scope); every function must be on an allow-list of pure functions and every cast on a list of plain
 * types. What comes out is printed from the checked tree, so what runs is what was checked. No value it
 * builds can grow past XDATA_VALUE_MAX_CHARS (see xdata-sql-bounds.ts: such functions are rewritten).
 */

/** Pure functions a model query may call: aggregates, window ranks, arithmetic, text and time. */
const FUNCTIONS = new Set([
  'count',
  'sum',
  'avg',
  'min',
  'max',
  'stddev',
  'variance',
  'string_agg',
  'bool_and',
  'bool_or',
  'row_number',
  'rank',
  'dense_rank',
  'lag',
  'lead',
  'first_value',
  'last_value',
  'ntile',
  'round',
  'trunc',
  'abs',
  'ceil',
  'ceiling',
  'floor',
  'sqrt',
  'power',
  'mod',
  'sign',
  'greatest',
  'least',
  'coalesce',
  'nullif',
  'lower',
  'upper',
  'length',
  'char_length',
  'substr',
  'substring',
  'trim',
  'btrim',
  'ltrim',
  'rtrim',
  'concat',
  'concat_ws',
  'left',
  'right',
  'replace',
  'split_part',
  'position',
  'strpos',
  'lpad',
  'rpad',
  'date_trunc',
  'date_part',
  'extract',
  'to_char',
  'now',
  'age',
  'make_date',
]);

/** Types a value may be cast to: none of them runs user code or reads the catalogue. */
const CAST_TYPES = new Set([
  'int',
  'int2',
  'int4',
  'int8',
  'integer',
  'smallint',
  'bigint',
  'numeric',
  'decimal',
  'real',
  'float',
  'float4',
  'float8',
  'double precision',
  'text',
  'varchar',
  'character varying',
  'char',
  'character',
  'date',
  'time',
  'timestamp',
  'timestamptz',
  'timestamp with time zone',
  'timestamp without time zone',
  'interval',
  'boolean',
  'bool',
]);

const QUERY_TYPES = new Set(['select', 'union', 'union all', 'values', 'with']);

type Node = Record<string, unknown>;

const refuse = (key: MessageKey, params: Record<string, string> = {}) => new AppError('BAD_REQUEST', params, key, 'sql');

/** A table of the model as a query may name it, with the subquery that stands in for it. */
export interface ModelTableBinding {
  name: string;
  /** The server's own SELECT (ids as literals only), parsed into the tree in the table's place. */
  sql: string;
}

/**
 * The parser keeps a quoted name as written between its quotes (`"t""1"` is `t""1`) and prints it back
 * the same way: a table's own name is compared, and given as an alias, in that form.
 */
const asParsed = (name: string) => name.replace(/"/g, '""');

function lookup(tables: readonly ModelTableBinding[], name: string): ModelTableBinding | undefined {
  return tables.find((t) => asParsed(t.name) === name) ?? tables.find((t) => asParsed(t.name).toLowerCase() === name.toLowerCase());
}

function parseOne(text: string): Statement {
  let statements: Statement[];
  try {
    statements = parse(text);
  } catch (error) {
    const detail = String((error as Error).message ?? error).split('\n')[0] ?? '';
    throw refuse('error.xdataSqlParse', { detail: detail.slice(0, 200) });
  }
  if (statements.length !== 1) throw refuse('error.xdataSqlNotSelect');
  return statements[0]!;
}

/** Checks a query and returns it with every model table replaced by its subquery; throws the refusal. */
export function guardModelSql(text: string, tables: readonly ModelTableBinding[]): string {
  const root = parseOne(text);
  if (!QUERY_TYPES.has(root.type))
    throw refuse(root.type === 'with recursive' ? 'error.xdataSqlClause' : 'error.xdataSqlNotSelect', { clause: 'WITH RECURSIVE' });
  const cache = new Map<string, Statement>();
  const subquery = (binding: ModelTableBinding) => {
    let tree = cache.get(binding.name);
    if (!tree) cache.set(binding.name, (tree = parseOne(binding.sql)));
    return tree;
  };
  walk(root as unknown as Node, new Set(), tables, subquery);
  return toSql.statement(root);
}

function walkQuery(
  node: unknown,
  ctes: ReadonlySet<string>,
  tables: readonly ModelTableBinding[],
  sub: (b: ModelTableBinding) => Statement,
) {
  const type = (node as Node | undefined)?.type;
  if (typeof type !== 'string' || !QUERY_TYPES.has(type)) {
    throw type === 'with recursive' ? refuse('error.xdataSqlClause', { clause: 'WITH RECURSIVE' }) : refuse('error.xdataSqlNotSelect');
  }
  walk(node as Node, ctes, tables, sub);
}

function walk(node: Node, ctes: ReadonlySet<string>, tables: readonly ModelTableBinding[], sub: (b: ModelTableBinding) => Statement): void {
  switch (node.type) {
    case 'with recursive':
      throw refuse('error.xdataSqlClause', { clause: 'WITH RECURSIVE' });
    case 'with': {
      const scope = new Set(ctes);
      for (const bind of node.bind as { alias: { name: string }; statement: unknown }[]) {
        walkQuery(bind.statement, scope, tables, sub);
        scope.add(bind.alias.name);
      }
      walkQuery(node.in, scope, tables, sub);
      return;
    }
    case 'select':
      if ('for' in node && node.for) throw refuse('error.xdataSqlClause', { clause: 'FOR UPDATE' });
      if ('into' in node && node.into) throw refuse('error.xdataSqlClause', { clause: 'INTO' });
      break;
    case 'parameter':
      throw refuse('error.xdataSqlClause', { clause: String(node.name ?? '$') });
    case 'call': {
      const fn = node.function as { name: string; schema?: string };
      const name = fn.schema ? `${fn.schema}.${fn.name}` : fn.name;
      if (fn.schema || !FUNCTIONS.has(fn.name.toLowerCase())) throw refuse('error.xdataSqlFunction', { name });
      break;
    }
    case 'cast': {
      const to = node.to as { name?: string; kind?: string; arrayOf?: unknown; config?: unknown[] };
      const typeName = to.kind === 'array' ? 'array' : (to.name ?? '').toLowerCase();
      if (!CAST_TYPES.has(typeName)) throw refuse('error.xdataSqlClause', { clause: `::${typeName}` });
      // char(n) pads to n characters: a length modifier is one more way to build a long value.
      if (to.config?.some((n) => typeof n !== 'number' || n > XDATA_VALUE_MAX_CHARS))
        throw refuse('error.xdataSqlClause', { clause: `::${typeName}(${to.config.join(', ')})` });
      break;
    }
    case 'array':
    case 'array select':
      throw refuse('error.xdataSqlClause', { clause: 'ARRAY' });
    case 'insert':
    case 'update':
    case 'delete':
    case 'create table':
    case 'drop table':
      throw refuse('error.xdataSqlNotSelect');
  }
  // Children first, each then bounded (a rewrite is not walked again: it only adds allowed calls).
  for (const [key, value] of Object.entries(node)) {
    if (Array.isArray(value)) {
      value.forEach((item, i) => {
        if (key === 'from') value[i] = fromItem(item as Node, ctes, tables, sub);
        else if (item && typeof item === 'object') {
          walk(item as Node, ctes, tables, sub);
          value[i] = boundValue(item as Node);
        }
      });
    } else if (value && typeof value === 'object') {
      walk(value as Node, ctes, tables, sub);
      node[key] = boundValue(value as Node);
    }
  }
  // An output column keeps the name PostgreSQL would have given it before the rewrite.
  if (node.type === 'select' && Array.isArray(node.columns)) {
    for (const column of node.columns as { expr: unknown; alias?: { name: string } }[]) {
      const name = column.alias ? undefined : defaultNameOf(column.expr);
      if (name !== undefined) column.alias = { name };
    }
  }
}

/** A FROM item: a model table becomes its subquery, a CTE in scope stays, anything else is refused. */
function fromItem(
  item: Node,
  ctes: ReadonlySet<string>,
  tables: readonly ModelTableBinding[],
  sub: (b: ModelTableBinding) => Statement,
): Node {
  if (item.type === 'table') {
    const name = item.name as { name: string; schema?: string; alias?: string };
    if (item.join) walk(item.join as Node, ctes, tables, sub);
    if (!name.schema && ctes.has(name.name)) return item;
    const binding = name.schema ? undefined : lookup(tables, name.name);
    if (!binding) throw refuse('error.xdataSqlTable', { table: name.schema ? `${name.schema}.${name.name}` : name.name });
    return {
      type: 'statement',
      statement: sub(binding) as SelectStatement,
      alias: name.alias ?? asParsed(binding.name),
      ...(item.join ? { join: item.join } : {}),
    };
  }
  if (item.type === 'statement') {
    walkQuery(item.statement, ctes, tables, sub);
    if (item.join) walk(item.join as Node, ctes, tables, sub);
    return item;
  }
  if (item.type === 'call') {
    // A function in FROM (generate_series, ...): the same allow-list, which holds no set-returning function.
    walk(item, ctes, tables, sub);
    return item;
  }
  throw refuse('error.xdataSqlNotSelect');
}

/** A name as a quoted SQL identifier (the parser reads it back exactly). */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
