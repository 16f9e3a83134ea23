import { z } from 'zod';
import type { AlarmOp } from '../alarm/condition.js';
import type { Language } from '../language.js';
import { conditionWords, type ConditionFacts } from './condition-text.js';

/**
 * Why a recipe download failed, as a code the gateway (or the server) sends beside its English text,
 * so the recipe log and its export show it in the reader's language. The detail names what the code
 * needs: the register (`address` like "4x102"), the words, the Modbus exception code.
 */
export const RECIPE_FAILURE_CODES = [
  /** A block read back differs: `address`, `sent`, `read`. */
  'readback_mismatch',
  /** The PLC answered a write with a Modbus exception: `address`, `count`, `exceptionCode`. */
  'plc_refused',
  /** The PLC is busy (Modbus exception 6): `address`, `exceptionCode`. */
  'device_busy',
  /** The PLC did not set the completion flag in time: `address`, `timeoutMs`. */
  'completion_flag_timeout',
  /** The gateway did not answer in time (decided by the server). */
  'timeout',
  /** The PLC could not be reached or did not answer: `message`. */
  'plc_unreachable',
  /** The gateway polls no PLC (no configuration, or a protocol it cannot poll). */
  'no_plc',
  /** A block or the flag is not a holding register: `address`. */
  'not_holding_register',
  /** The command reached the gateway after the cloud had given up on it. */
  'expired',
  /** The server stopped while the download ran. */
  'abandoned',
  /** Refused before sending: a download condition did not hold (`ConditionFacts`). */
  'condition_not_met',
  /** Refused before sending: a condition's point had no live value (`ConditionFacts`). */
  'condition_no_value',
] as const;
export type RecipeFailureCode = (typeof RECIPE_FAILURE_CODES)[number];

/** The `{ code, detail }` of an ack or a log entry; a code this version does not know is still carried. */
export const RecipeFailureReasonSchema = z.object({
  code: z.string().min(1).max(50),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).default({}),
});
export type RecipeFailureReason = z.infer<typeof RecipeFailureReasonSchema>;

export function isRecipeFailureCode(code: string): code is RecipeFailureCode {
  return (RECIPE_FAILURE_CODES as readonly string[]).includes(code);
}

/**
 * The message key and parameters a log entry's reason shows with: its code's text when the code is
 * known, else undefined — the caller then shows the plain text (`error`) as it came, as for entries
 * from before codes and gateways that send none.
 */
export function recipeReasonMessage(
  reason: RecipeFailureReason | null | undefined,
  language: Language,
): { key: `recipeReason.${RecipeFailureCode}`; params: Record<string, string | number> } | undefined {
  if (!reason || !isRecipeFailureCode(reason.code)) return undefined;
  if (reason.code === 'condition_not_met' || reason.code === 'condition_no_value')
    return { key: `recipeReason.${reason.code}`, params: conditionWords(factsOf(reason.detail), language) };
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(reason.detail))
    params[name] = value === null ? '—' : typeof value === 'boolean' ? String(value) : value;
  if (reason.code === 'completion_flag_timeout' && typeof reason.detail.timeoutMs === 'number')
    params.timeoutS = Math.round(reason.detail.timeoutMs / 100) / 10;
  return { key: `recipeReason.${reason.code}`, params };
}

/** A refusal's stored detail back as the facts `conditionWords` words. */
function factsOf(detail: RecipeFailureReason['detail']): ConditionFacts {
  const number = (value: unknown) => (typeof value === 'number' ? value : null);
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    index: number(detail.index) ?? 0,
    op: (text(detail.op) ?? '==') as AlarmOp,
    value: number(detail.value) ?? 0,
    value2: number(detail.value2),
    current: number(detail.current),
    name: text(detail.name),
    dataType: number(detail.dataType),
    decimals: number(detail.decimals),
    unit: text(detail.unit),
    displayFormat: number(detail.displayFormat),
    valueDescription: text(detail.valueDescription),
    multiSegment: text(detail.multiSegment),
    statusWords: text(detail.statusWords),
  };
}
