import { comparisonHolds } from '../alarm/condition.js';
import type { RecipeCondition, RecipeItem, RecipeRule } from './schemas.js';

/**
 * The pure rules of a recipe download: which register blocks the rules make (contiguous targets
 * merged so each block is one Modbus write-multiple request), whether the conditions hold on the
 * device's live values, and whether what the PLC reads back equals what was sent.
 */

/** Registers one Modbus "write multiple registers" request (function 16) may carry. */
export const MODBUS_WRITE_MAX_REGISTERS = 123;

/** One write: `values` (16-bit words, 0..65535) from `address` on in `area`. */
export interface RegisterBlock {
  area: string;
  address: number;
  values: number[];
}

/** A table value as the 16-bit word the PLC stores (a negative value as its two's complement). */
export function toWord(value: number): number {
  return ((Math.trunc(value) % 0x10000) + 0x10000) % 0x10000;
}

/**
 * The blocks the rules write: each rule's source range of the table at its target; rules whose
 * targets touch in one area merge into one block, and a block longer than one request allows is
 * split. Blocks are ordered by area, then address. Rules are assumed valid (the schema's checks).
 */
export function recipeBlocks(items: readonly Pick<RecipeItem, 'value'>[], rules: readonly RecipeRule[]): RegisterBlock[] {
  const sorted = [...rules].sort((a, b) => (a.area === b.area ? a.targetStart - b.targetStart : a.area < b.area ? -1 : 1));
  const merged: RegisterBlock[] = [];
  for (const rule of sorted) {
    const words = items.slice(rule.sourceStart, rule.sourceStart + rule.length).map((item) => toWord(item.value));
    const last = merged.at(-1);
    if (last && last.area === rule.area && last.address + last.values.length === rule.targetStart) last.values.push(...words);
    else merged.push({ area: rule.area, address: rule.targetStart, values: words });
  }
  return merged.flatMap((block) => {
    const parts: RegisterBlock[] = [];
    for (let i = 0; i < block.values.length; i += MODBUS_WRITE_MAX_REGISTERS)
      parts.push({ area: block.area, address: block.address + i, values: block.values.slice(i, i + MODBUS_WRITE_MAX_REGISTERS) });
    return parts;
  });
}

export type ConditionOutcome = { ok: true } | { ok: false; index: number; reason: 'noValue' | 'notMet'; value: number | null };

/**
 * Whether every condition holds on the live values (scaled, by point id). The first that does not
 * is named: a point with no value (never seen, or not a number) fails rather than passes.
 */
export function checkConditions(conditions: readonly RecipeCondition[], live: ReadonlyMap<number, unknown>): ConditionOutcome {
  for (const [index, c] of conditions.entries()) {
    const raw = c.pointId == null ? undefined : live.get(c.pointId);
    const value = typeof raw === 'boolean' ? Number(raw) : typeof raw === 'number' && Number.isFinite(raw) ? raw : null;
    if (value === null) return { ok: false, index, reason: 'noValue', value: null };
    if (!comparisonHolds({ op: c.op, value: c.value, value2: c.value2 ?? undefined }, value))
      return { ok: false, index, reason: 'notMet', value };
  }
  return { ok: true };
}

/** The first word that differs between what was sent and what was read back, or undefined when equal. */
export function readBackMismatch(
  sent: readonly number[],
  read: readonly number[],
): { index: number; sent: number; read: number | undefined } | undefined {
  for (let i = 0; i < sent.length; i++) if (read[i] !== sent[i]) return { index: i, sent: sent[i]!, read: read[i] };
  return undefined;
}

/** Whether the completion flag's word says the PLC has taken the recipe. */
export function completionSet(word: number, bit: number | null | undefined): boolean {
  return bit == null ? word !== 0 : Math.floor(word / 2 ** bit) % 2 === 1;
}

/**
 * Why a recipe may not go to this device, or undefined when it may: a device's recipe goes to its
 * own device only, a device type's recipe to any device of that type (a device with no type, or
 * another, is refused). Answers a message key.
 */
export function recipeTargetProblem(
  recipe: { deviceId: number | null; deviceTypeId: number | null },
  device: { id: number; deviceTypeId: number | null },
): 'error.recipeWrongDevice' | 'error.recipeWrongType' | undefined {
  if (recipe.deviceId !== null) return recipe.deviceId === device.id ? undefined : 'error.recipeWrongDevice';
  return recipe.deviceTypeId !== null && recipe.deviceTypeId === device.deviceTypeId ? undefined : 'error.recipeWrongType';
}

/**
 * The conditions with every point named by id on the device downloaded to: a condition naming its
 * point by name (a device type's recipe) takes the id of the device's point of that name; with no
 * such point it is left without an id, so `checkConditions` finds it has no value.
 */
export function conditionsOnDevice(
  conditions: readonly RecipeCondition[],
  points: readonly { id: number; name: string }[],
): RecipeCondition[] {
  const byName = new Map(points.map((p) => [p.name, p.id]));
  return conditions.map((c) => (c.pointId == null && c.pointName != null ? { ...c, pointId: byName.get(c.pointName) ?? null } : c));
}
