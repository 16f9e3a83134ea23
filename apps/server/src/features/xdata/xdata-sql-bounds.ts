import { XDATA_REPLACE_MAX_CHARS, XDATA_VALUE_MAX_CHARS } from '@fieldlink/domain';
import { AppError } from '../../lib/app-error.js';

/**
 * How a model query is kept from building a large value (issue 35). Every text value a query starts
 * from is at most {@link XDATA_VALUE_MAX_CHARS} characters (a CSV cell is read cut to it; the history's
 * names are short); every allowed function that can make a longer one is rewritten so that it cannot:
 *
 * - `lpad` / `rpad`: the length asked for is capped (`least(n, max)`), so nothing long is ever built;
 * - `concat`, `concat_ws`, `to_char` and the `||` operator: at most a few times their arguments, then
 *   cut (`left(..., max)`), so chaining them (even through a ladder of CTEs) stays at the cap;
 * - `replace`: its replacement must be a short constant (the value grows by at most that factor), then cut;
 * - `string_agg`: the capped aggregate {@link CAPPED_STRING_AGG} (migration), which stops growing at the cap.
 *
 * Arrays are refused outright (`array_agg`, `ARRAY[...]`): nothing caps how many elements they gather.
 * Functions that build values from nothing (`repeat`, `format`, `generate_series`, `convert`,
 * `decode`...) are not on the allow-list at all.
 */

type Node = Record<string, unknown>;

/** The capped `string_agg(text, text)` (migration 0040), created in the schema the reader may use. */
export const CAPPED_STRING_AGG = { schema: 'xdata', name: 'capped_string_agg' } as const;

/** Functions whose result is cut at the cap (they build at most a few times their arguments). */
const CUT = new Set(['concat', 'concat_ws', 'to_char', 'replace']);

const integer = (value: number): Node => ({ type: 'integer', value });
const call = (name: string, args: Node[]): Node => ({ type: 'call', function: { name }, args });

/** What PostgreSQL names an output column left without an alias, for a node rewritten here. */
const defaultNames = new WeakMap<object, string>();
export const defaultNameOf = (node: unknown) => (node && typeof node === 'object' ? defaultNames.get(node) : undefined);

function cut(node: Node, name: string): Node {
  const wrapped = call('left', [node, integer(XDATA_VALUE_MAX_CHARS)]);
  defaultNames.set(wrapped, name);
  return wrapped;
}

/** The node as it may run: itself, itself with capped arguments, or itself cut at the cap. */
export function boundValue(node: Node): Node {
  if (node.type === 'binary' && node.op === '||') return cut(node, '?column?');
  if (node.type !== 'call') return node;
  const fn = node.function as { name: string; schema?: string };
  if (fn.schema) return node;
  const name = fn.name.toLowerCase();
  const args = (node.args ?? []) as Node[];
  if ((name === 'lpad' || name === 'rpad') && args[1]) {
    args[1] = call('least', [args[1], integer(XDATA_VALUE_MAX_CHARS)]);
    return node;
  }
  if (name === 'string_agg') {
    node.function = { ...CAPPED_STRING_AGG };
    defaultNames.set(node, 'string_agg');
    return node;
  }
  if (name === 'replace') {
    const by = args[2];
    if (!by || by.type !== 'string' || String(by.value).length > XDATA_REPLACE_MAX_CHARS)
      throw new AppError('BAD_REQUEST', { max: String(XDATA_REPLACE_MAX_CHARS) }, 'error.xdataSqlReplace', 'sql');
  }
  return CUT.has(name) ? cut(node, name) : node;
}
