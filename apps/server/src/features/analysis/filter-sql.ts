import { sql, type SQL } from 'drizzle-orm';
import type { FilterOp } from '@fieldlink/domain';
import { escapeLike } from '../../db/sql.js';

const NUMERIC = /^\s*-?\d+(\.\d+)?([eE][-+]?\d+)?\s*$/;

/** A text column read as a number where it holds one (else null). */
const asNumber = (column: SQL) => sql`(case when ${column} ~ '^-?[0-9]+(\\.[0-9]+)?([eE][-+]?[0-9]+)?$' then (${column})::float8 end)`;

/**
 * One filter of an analysis list (spec §5 operators) as SQL on a text column. Comparisons are
 * numeric when the operand is a number, textual otherwise; text operators ignore case.
 */
export function filterSql(column: SQL, op: FilterOp, operand: string | undefined): SQL {
  const value = operand ?? '';
  const numeric = NUMERIC.test(value);
  const left = numeric ? asNumber(column) : column;
  const right = numeric ? sql`${Number(value)}::float8` : sql`${value}`;
  switch (op) {
    case 'eq':
      return sql`${left} = ${right}`;
    case 'ne':
      return sql`${left} is distinct from ${right}`;
    case 'gt':
      return sql`${left} > ${right}`;
    case 'gte':
      return sql`${left} >= ${right}`;
    case 'lt':
      return sql`${left} < ${right}`;
    case 'lte':
      return sql`${left} <= ${right}`;
    case 'contains':
      return sql`${column} ilike ${`%${escapeLike(value)}%`}`;
    case 'prefix':
      return sql`${column} ilike ${`${escapeLike(value)}%`}`;
    case 'suffix':
      return sql`${column} ilike ${`%${escapeLike(value)}`}`;
    case 'isNull':
      return sql`(${column} is null or ${column} = '')`;
    case 'notNull':
      return sql`(${column} is not null and ${column} <> '')`;
  }
}

/** The filter of a query, or nothing. `columns` maps each filter field to its (text) column. */
export function queryFilter(
  columns: Record<string, SQL>,
  q: { field?: string | undefined; op?: FilterOp | undefined; value?: string | undefined },
): SQL {
  if (!q.op || !q.field) return sql`true`;
  const column = columns[q.field];
  return column ? filterSql(column, q.op, q.value) : sql`true`;
}
