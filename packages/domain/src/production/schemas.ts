import { z } from 'zod';
import { calendarDateSchema } from '../input/dates.js';
import { SHIFTS, TASK_ACTIONS, TASK_STATUSES } from './rules.js';

/** Production management's bodies and answers (spec §2 task templates, production task, my task, raw materials). */
export const PRODUCTION_NAME_MAX = 30;
export const PRODUCTION_UNIT_MAX = 10;
export const PRODUCTION_QUANTITY_MAX = 10_000_000;
export const PRODUCTION_CYCLE_MAX_SECONDS = 86_400;
export const PRODUCTION_MATERIALS_MAX = 20;
export const PRODUCTION_STOCK_MAX = 1_000_000_000;

const id = z.number().int().positive().max(2_147_483_647);
const name = z
  .string({ message: 'validation.productionName' })
  .trim()
  .min(1, { message: 'validation.productionName' })
  .max(PRODUCTION_NAME_MAX, { message: 'validation.productionName' });
const quantity = z
  .number({ message: 'validation.productionQuantity' })
  .int({ message: 'validation.productionQuantity' })
  .min(0, { message: 'validation.productionQuantity' })
  .max(PRODUCTION_QUANTITY_MAX, { message: 'validation.productionQuantity' });
const amount = z
  .number({ message: 'validation.productionAmount' })
  .min(0, { message: 'validation.productionAmount' })
  .max(PRODUCTION_STOCK_MAX, { message: 'validation.productionAmount' })
  .refine((v) => Math.abs(v * 10_000 - Math.round(v * 10_000)) < 1e-6, { message: 'validation.productionAmount' });

export const MaterialBodySchema = z.object({
  name,
  unit: z.string().trim().max(PRODUCTION_UNIT_MAX, { message: 'validation.productionUnit' }).default(''),
  stock: amount,
  lowStock: amount.default(0),
  /** Super users choose the company; everyone else writes to their own. */
  companyId: id.optional(),
});
export type MaterialBody = z.infer<typeof MaterialBodySchema>;

export const MaterialSchema = z.object({
  id: z.number(),
  companyId: z.number(),
  name: z.string(),
  unit: z.string(),
  stock: z.number(),
  lowStock: z.number(),
  low: z.boolean(),
  updatedAt: z.string(),
});
export type Material = z.infer<typeof MaterialSchema>;

export const MaterialUseSchema = z.object({
  materialId: id,
  perUnit: amount.refine((v) => v > 0, { message: 'validation.productionAmount' }),
});
export type MaterialUse = z.infer<typeof MaterialUseSchema>;

export const TemplateBodySchema = z
  .object({
    name,
    product: name,
    targetQuantity: quantity.refine((v) => v > 0, { message: 'validation.productionQuantity' }),
    /** Standard seconds per piece. */
    cycleSeconds: z
      .number({ message: 'validation.productionCycle' })
      .positive({ message: 'validation.productionCycle' })
      .max(PRODUCTION_CYCLE_MAX_SECONDS, { message: 'validation.productionCycle' }),
    materials: z.array(MaterialUseSchema).max(PRODUCTION_MATERIALS_MAX).default([]),
    companyId: id.optional(),
  })
  .refine((t) => new Set(t.materials.map((m) => m.materialId)).size === t.materials.length, {
    message: 'validation.productionMaterialTwice',
    path: ['materials'],
  });
export type TemplateBody = z.infer<typeof TemplateBodySchema>;

export const TemplateSchema = z.object({
  id: z.number(),
  companyId: z.number(),
  name: z.string(),
  product: z.string(),
  targetQuantity: z.number(),
  cycleSeconds: z.number(),
  materials: z.array(z.object({ materialId: z.number(), perUnit: z.number(), name: z.string(), unit: z.string() })),
  updatedAt: z.string(),
});
export type Template = z.infer<typeof TemplateSchema>;

const day = calendarDateSchema('validation.productionDay');

export const TaskCreateSchema = z.object({
  templateId: id,
  deviceId: id,
  /** The counter point counted; none: output entered by hand. */
  counterPointId: id.nullable().default(null),
  shift: z.enum(SHIFTS, { message: 'validation.invalid' }),
  day,
  operatorId: id.nullable().default(null),
  /** Defaults to the template's. */
  targetQuantity: quantity.refine((v) => v > 0, { message: 'validation.productionQuantity' }).optional(),
});
export type TaskCreate = z.infer<typeof TaskCreateSchema>;

export const TaskActionSchema = z.object({ action: z.enum(TASK_ACTIONS, { message: 'validation.invalid' }) });
/** Output entered by hand (tasks without a counter) and scrap, both as totals. */
export const TaskCountsSchema = z.object({ output: quantity.optional(), scrap: quantity.optional() });
export type TaskCounts = z.infer<typeof TaskCountsSchema>;

export const TaskListQuerySchema = z.object({
  status: z.enum(TASK_STATUSES).optional(),
  deviceId: z.coerce.number().int().positive().optional(),
  mine: z.coerce.boolean().optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});
export type TaskListQuery = z.infer<typeof TaskListQuerySchema>;

const ratio = z.number().nullable();
export const TaskSchema = z.object({
  id: z.number(),
  companyId: z.number(),
  templateId: z.number().nullable(),
  templateName: z.string(),
  product: z.string(),
  deviceId: z.number(),
  deviceName: z.string(),
  projectId: z.number(),
  counterPointId: z.number().nullable(),
  counterPointName: z.string().nullable(),
  shift: z.enum(SHIFTS),
  day: z.string(),
  operatorId: z.number().nullable(),
  operatorName: z.string().nullable(),
  status: z.enum(TASK_STATUSES),
  targetQuantity: z.number(),
  cycleSeconds: z.number(),
  materials: z.array(z.object({ materialId: z.number(), perUnit: z.number() })),
  output: z.number(),
  scrap: z.number(),
  good: z.number(),
  attainment: ratio,
  actualCycleSeconds: ratio,
  runningMs: z.number(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type Task = z.infer<typeof TaskSchema>;

export const FIGURE_GROUPS = ['task', 'device', 'shift', 'day'] as const;
export type FigureGroup = (typeof FIGURE_GROUPS)[number];
export const FiguresQuerySchema = z.object({
  groupBy: z.enum(FIGURE_GROUPS).default('day'),
  from: day,
  to: day,
  deviceId: z.coerce.number().int().positive().optional(),
  language: z.enum(['zh-CN', 'en-US']).optional(),
});
export type FiguresQuery = z.infer<typeof FiguresQuerySchema>;

export const FigureRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  tasks: z.number(),
  target: z.number(),
  output: z.number(),
  scrap: z.number(),
  good: z.number(),
  attainment: ratio,
  actualCycleSeconds: ratio,
  availability: ratio,
  performance: ratio,
  quality: ratio,
  oee: ratio,
});
export type FigureRow = z.infer<typeof FigureRowSchema>;

/**
 * A task's progress as the realtime stream pushes it (`{ type: 'production', task }`) when its output,
 * scrap or status changes: the moving part of a Task, merged into the one the page holds.
 */
export const ProductionProgressSchema = TaskSchema.pick({
  id: true,
  deviceId: true,
  operatorId: true,
  status: true,
  output: true,
  scrap: true,
  good: true,
  attainment: true,
  actualCycleSeconds: true,
  runningMs: true,
  updatedAt: true,
});
export type ProductionProgress = z.infer<typeof ProductionProgressSchema>;
