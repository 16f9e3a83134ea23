import { z } from 'zod';
import { ALARM_OPS } from '../alarm/condition.js';
import { ADDRESS_MAX, isRegisterArea, isValidAddress } from '../datapoint/registers.js';
import { PageQuerySchema } from '../http/envelope.js';
import { hasBrackets } from '../text.js';
import { RecipeFailureReasonSchema } from './reasons.js';

/**
 * Recipes (spec §3 "Recipe and rules", §2 /plan_page): per device, a named table of 16-bit register
 * values; rules map a source range of the table (start index, length) to a target start address on
 * the PLC; a completion flag the PLC sets once it has taken the recipe; conditions on the device's
 * live values that must hold before a download ("machine stopped").
 */

/** Spec §5: report-like names (report, assignment, alarm, status, history) up to 20 characters. */
export const RECIPE_NAME_MAX = 20;
export const RECIPE_DESCRIPTION_MAX = 200;
/** A download condition's point named on a device type's recipe. */
export const RECIPE_POINT_NAME_MAX = 50;
export const RECIPE_RULE_NAME_MAX = 20;
export const RECIPE_ITEM_NAME_MAX = 20;
/** Rows of a recipe's value table. */
export const RECIPE_ITEMS_MAX = 1000;
export const RECIPE_RULES_MAX = 20;
export const RECIPE_CONDITIONS_MAX = 8;
/** How long the gateway waits for the completion flag (ms). */
export const RECIPE_TIMEOUT_MIN_MS = 1000;
export const RECIPE_TIMEOUT_MAX_MS = 60_000;
export const RECIPE_TIMEOUT_DEFAULT_MS = 10_000;
/** A register word as the table holds it: signed or unsigned 16 bits. */
export const RECIPE_VALUE_MIN = -32768;
export const RECIPE_VALUE_MAX = 65535;

const id = z.number({ message: 'validation.required' }).int().positive().max(2_147_483_647);

const name = (max: number) =>
  z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required' })
    .max(max, { message: 'validation.tooLong' })
    .refine((v) => !hasBrackets(v), { message: 'validation.noBrackets' });

const address = z
  .number({ message: 'validation.required' })
  .int({ message: 'validation.integer' })
  .min(0, { message: 'validation.recipeAddress' })
  .max(ADDRESS_MAX, { message: 'validation.recipeAddress' });

/** Only register areas: a recipe is written as words (holding registers). */
const registerArea = z
  .string({ message: 'validation.required' })
  .min(1, { message: 'validation.required' })
  .refine(isRegisterArea, { message: 'validation.recipeArea' });

export const RecipeItemSchema = z.object({
  name: z.string().trim().max(RECIPE_ITEM_NAME_MAX, { message: 'validation.tooLong' }).default(''),
  value: z
    .number({ message: 'validation.required' })
    .int({ message: 'validation.integer' })
    .min(RECIPE_VALUE_MIN, { message: 'validation.recipeValue' })
    .max(RECIPE_VALUE_MAX, { message: 'validation.recipeValue' }),
});
export type RecipeItem = z.infer<typeof RecipeItemSchema>;

export const RecipeRuleSchema = z.object({
  name: name(RECIPE_RULE_NAME_MAX),
  /** 0-based row of the value table where the range starts. */
  sourceStart: z.number({ message: 'validation.required' }).int({ message: 'validation.integer' }).min(0),
  length: z
    .number({ message: 'validation.required' })
    .int({ message: 'validation.integer' })
    .min(1, { message: 'validation.recipeLength' }),
  area: registerArea,
  targetStart: address,
});
export type RecipeRule = z.infer<typeof RecipeRuleSchema>;

/** The word or bit the PLC sets once it has taken the recipe; the gateway clears it before writing. */
export const RecipeCompletionSchema = z.object({
  area: registerArea,
  address,
  /** A bit of the word (0 = least significant); the whole word non-zero when absent. */
  bit: z.number().int().min(0).max(15).nullish(),
});
export type RecipeCompletion = z.infer<typeof RecipeCompletionSchema>;

/**
 * A download condition names its point by id on a device's recipe, or by name on a device type's
 * recipe (ids differ from device to device; the name is looked up on the device downloaded to).
 */
export const RecipeConditionSchema = z
  .object({
    pointId: id.nullish(),
    pointName: z
      .string()
      .trim()
      .min(1, { message: 'validation.required' })
      .max(RECIPE_POINT_NAME_MAX, { message: 'validation.tooLong' })
      .nullish(),
    op: z.enum(ALARM_OPS, { message: 'validation.invalid' }),
    value: z.number({ message: 'validation.required' }).finite(),
    value2: z.number().finite().nullish(),
  })
  .refine((c) => !(c.op === 'bitSet' || c.op === 'bitClear') || (Number.isInteger(c.value) && c.value >= 0 && c.value <= 52), {
    message: 'validation.bitIndex',
    path: ['value'],
  })
  .refine((c) => c.pointId != null || c.pointName != null, { message: 'validation.required', path: ['pointId'] });
export type RecipeCondition = z.infer<typeof RecipeConditionSchema>;

export const RecipeBodySchema = z
  .object({
    name: name(RECIPE_NAME_MAX),
    /** The target: one device, or a device type (downloaded then to any device of that type). Exactly one. */
    deviceId: id.nullish().transform((v) => v ?? null),
    deviceTypeId: id.nullish().transform((v) => v ?? null),
    description: z.string().trim().max(RECIPE_DESCRIPTION_MAX, { message: 'validation.tooLong' }).default(''),
    items: z
      .array(RecipeItemSchema)
      .min(1, { message: 'validation.recipeItems' })
      .max(RECIPE_ITEMS_MAX, { message: 'validation.recipeItems' }),
    rules: z.array(RecipeRuleSchema).min(1, { message: 'validation.recipeRules' }).max(RECIPE_RULES_MAX),
    completion: RecipeCompletionSchema.nullish().transform((v) => v ?? null),
    conditions: z.array(RecipeConditionSchema).max(RECIPE_CONDITIONS_MAX).default([]),
    timeoutMs: z
      .number()
      .int()
      .min(RECIPE_TIMEOUT_MIN_MS, { message: 'validation.recipeTimeout' })
      .max(RECIPE_TIMEOUT_MAX_MS, { message: 'validation.recipeTimeout' })
      .default(RECIPE_TIMEOUT_DEFAULT_MS),
  })
  .superRefine((recipe, ctx) => {
    if ((recipe.deviceId === null) === (recipe.deviceTypeId === null))
      ctx.addIssue({ code: 'custom', message: 'validation.recipeTarget', path: ['deviceId'] });
    recipe.conditions.forEach((c, i) => {
      // A device's recipe names its points by id; a type's by name.
      if (recipe.deviceTypeId !== null && c.pointName == null)
        ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['conditions', i, 'pointName'] });
      if (recipe.deviceId !== null && c.pointId == null)
        ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['conditions', i, 'pointId'] });
    });
    recipe.rules.forEach((rule, i) => {
      if (rule.sourceStart + rule.length > recipe.items.length)
        ctx.addIssue({ code: 'custom', message: 'validation.recipeSource', path: ['rules', i, 'length'] });
      if (!isValidAddress(rule.area, rule.targetStart + rule.length - 1))
        ctx.addIssue({ code: 'custom', message: 'validation.recipeAddress', path: ['rules', i, 'targetStart'] });
    });
    const overlap = overlappingRule(recipe.rules);
    if (overlap !== undefined)
      ctx.addIssue({ code: 'custom', message: 'validation.recipeOverlap', path: ['rules', overlap, 'targetStart'] });
    const names = recipe.rules.map((r) => r.name);
    const dup = names.findIndex((n, i) => names.indexOf(n) !== i);
    if (dup >= 0) ctx.addIssue({ code: 'custom', message: 'validation.recipeRuleDuplicate', path: ['rules', dup, 'name'] });
  });
export type RecipeBody = z.infer<typeof RecipeBodySchema>;

/** The index of a rule whose target range overlaps an earlier rule's, or undefined. */
export function overlappingRule(rules: readonly Pick<RecipeRule, 'area' | 'targetStart' | 'length'>[]): number | undefined {
  for (let i = 1; i < rules.length; i++) {
    const a = rules[i]!;
    for (let j = 0; j < i; j++) {
      const b = rules[j]!;
      if (a.area === b.area && a.targetStart < b.targetStart + b.length && b.targetStart < a.targetStart + a.length) return i;
    }
  }
  return undefined;
}

export const RecipeListQuerySchema = PageQuerySchema.extend({
  /** The recipes of a project's devices (the configuration hub's link); a device type's are not a project's. */
  projectId: z.coerce.number().int().positive().optional(),
  /** A device's recipes and its type's. */
  deviceId: z.coerce.number().int().positive().optional(),
  /** A device type's recipes. */
  deviceTypeId: z.coerce.number().int().positive().optional(),
  keyword: z.string().trim().max(50).optional(),
});
export type RecipeListQuery = z.infer<typeof RecipeListQuerySchema>;

/** `POST /recipes/:id/download`: the device to download to — required for a device type's recipe; a device's recipe goes to its device. */
export const RecipeDownloadBodySchema = z.object({ deviceId: id.optional() }).nullish();
export type RecipeDownloadBody = z.infer<typeof RecipeDownloadBodySchema>;

export const RECIPE_DOWNLOAD_STATUSES = ['running', 'succeeded', 'failed'] as const;
export type RecipeDownloadStatus = (typeof RECIPE_DOWNLOAD_STATUSES)[number];

export const RecipeLogQuerySchema = PageQuerySchema.extend({
  deviceId: z.coerce.number().int().positive().optional(),
  recipeId: z.coerce.number().int().positive().optional(),
  status: z.enum(RECIPE_DOWNLOAD_STATUSES).optional(),
  /** Recipe name or creator contains. */
  keyword: z.string().trim().max(50).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export type RecipeLogQuery = z.infer<typeof RecipeLogQuerySchema>;

/** The answers. */
export const RecipeSchema = z.object({
  id: z.number(),
  companyId: z.number(),
  deviceId: z.number().nullable(),
  deviceName: z.string().nullable(),
  deviceTypeId: z.number().nullable(),
  deviceTypeName: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  items: z.array(z.object({ name: z.string(), value: z.number() })),
  rules: z.array(RecipeRuleSchema),
  completion: z.object({ area: z.string(), address: z.number(), bit: z.number().nullish() }).nullable(),
  conditions: z.array(
    z.object({
      pointId: z.number().nullish(),
      pointName: z.string().nullish(),
      op: z.enum(ALARM_OPS),
      value: z.number(),
      value2: z.number().nullish(),
    }),
  ),
  timeoutMs: z.number(),
  version: z.number(),
  updatedAt: z.string(),
});
export type Recipe = z.infer<typeof RecipeSchema>;

export const RecipeSummarySchema = RecipeSchema.pick({
  id: true,
  deviceId: true,
  deviceName: true,
  deviceTypeId: true,
  deviceTypeName: true,
  name: true,
  description: true,
  version: true,
  updatedAt: true,
}).extend({
  itemCount: z.number(),
});
export type RecipeSummary = z.infer<typeof RecipeSummarySchema>;

export const RecipeVersionSchema = z.object({
  version: z.number(),
  name: z.string(),
  items: z.array(z.object({ name: z.string(), value: z.number() })),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type RecipeVersion = z.infer<typeof RecipeVersionSchema>;

export const RecipeDownloadSchema = z.object({
  id: z.number(),
  deviceId: z.number(),
  deviceName: z.string(),
  recipeId: z.number().nullable(),
  recipeName: z.string(),
  recipeVersion: z.number(),
  createdBy: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  status: z.enum(RECIPE_DOWNLOAD_STATUSES),
  /** The reason as the gateway or server said it (text; older entries have only this). */
  error: z.string().nullable(),
  /** The reason's code and detail, shown in the reader's language (`recipeReasonText`). */
  reason: RecipeFailureReasonSchema.nullable(),
});
export type RecipeDownload = z.infer<typeof RecipeDownloadSchema>;
