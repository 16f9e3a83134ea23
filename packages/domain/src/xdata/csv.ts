/**
 * XDATA data sources (spec §3, §5, §9): a CSV file of at most 100 MB becomes one table. The header's
 * checks that block submission, the column types and how a column's type is guessed from its values.
 */
export const XDATA_CSV_MAX_BYTES = 100 * 1024 * 1024;
/** Rows shown of an uploaded CSV (spec §9). */
export const XDATA_CSV_PREVIEW_ROWS = 5;
/** Rows shown of a data model, and the most any model query returns (spec §9). */
export const XDATA_MODEL_PREVIEW_ROWS = 500;
/** The longest a model query may run before the database stops it. */
export const XDATA_QUERY_TIMEOUT_MS = 5000;
/**
 * The highest planner cost (EXPLAIN's total cost of the limited query) a model query may have before it
 * runs. PGlite has no statement timeout, so this is what keeps a runaway query (a cross join of the
 * history with itself) from holding the one backend; on PostgreSQL the timeout stays the second guard.
 * Measured: a 500-row preview costs about 20, a group-by over 100,000 history rows about 10,000, a
 * cross join of 600 history rows with itself four times about 10^17.
 */
export const XDATA_QUERY_COST_MAX = 1_000_000;
/**
 * The longest text value a model query may build, in characters: a CSV cell is read cut to it, and every
 * function that builds text (lpad, concat, `||`, string_agg...) is capped at it, so one value can never
 * hold the database's memory (embedded PGlite keeps for good what its memory once grew to).
 */
export const XDATA_VALUE_MAX_CHARS = 4096;
/** The most a model query's result may weigh (its values as JSON text); the rows past it are cut. */
export const XDATA_RESULT_MAX_BYTES = 2 * 1024 * 1024;
/** The longest replacement text `replace()` may put in a model query (it multiplies a value's length). */
export const XDATA_REPLACE_MAX_CHARS = 64;
export const XDATA_COLUMNS_MAX = 200;

export const XDATA_COLUMN_TYPES = ['text', 'integer', 'number', 'date', 'timestamp', 'boolean'] as const;
export type XDataColumnType = (typeof XDATA_COLUMN_TYPES)[number];
export const XDATA_UPDATE_METHODS = ['replace', 'append'] as const;
export type XDataUpdateMethod = (typeof XDATA_UPDATE_METHODS)[number];

export interface CsvHeaderIssue {
  key:
    | 'validation.xdataTableNameSpace'
    | 'validation.xdataColumnDigits'
    | 'validation.xdataColumnSpace'
    | 'validation.xdataColumnDuplicate'
    | 'validation.xdataColumnEmpty'
    | 'validation.xdataColumnsMax';
  params: { column?: string };
}

const SPACE = /\s/u;

/** The first of the spec's blocking checks (§5) that the table name and the header fail, if any. */
export function csvHeaderIssue(tableName: string, columns: readonly string[]): CsvHeaderIssue | undefined {
  if (SPACE.test(tableName)) return { key: 'validation.xdataTableNameSpace', params: {} };
  if (columns.length > XDATA_COLUMNS_MAX) return { key: 'validation.xdataColumnsMax', params: {} };
  const seen = new Set<string>();
  for (const column of columns) {
    if (column === '') return { key: 'validation.xdataColumnEmpty', params: {} };
    if (/^\d+$/u.test(column)) return { key: 'validation.xdataColumnDigits', params: { column } };
    if (SPACE.test(column)) return { key: 'validation.xdataColumnSpace', params: { column } };
    if (seen.has(column)) return { key: 'validation.xdataColumnDuplicate', params: { column } };
    seen.add(column);
  }
  return undefined;
}

const PATTERNS: Record<Exclude<XDataColumnType, 'text'>, RegExp> = {
  integer: /^[+-]?\d{1,15}$/u,
  number: /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/u,
  date: /^\d{4}-\d{1,2}-\d{1,2}$/u,
  timestamp: /^\d{4}-\d{1,2}-\d{1,2}[ T]\d{1,2}:\d{2}(:\d{2}(\.\d+)?)?([+-]\d{2}(:?\d{2})?|Z)?$/u,
  boolean: /^(true|false)$/iu,
};

/** Whether `value` (a non-empty CSV field) reads as `type`. */
export function fitsColumnType(type: XDataColumnType, value: string): boolean {
  return type === 'text' || PATTERNS[type].test(value.trim());
}

/** The narrowest type every non-empty sample fits (text when none is non-empty or nothing fits). */
export function inferColumnType(samples: readonly string[]): XDataColumnType {
  const values = samples.filter((v) => v !== '');
  if (values.length === 0) return 'text';
  for (const type of ['integer', 'number', 'date', 'timestamp', 'boolean'] as const) {
    if (values.every((v) => fitsColumnType(type, v))) return type;
  }
  return 'text';
}
