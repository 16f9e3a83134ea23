import { bigint, date, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { devices, points } from './devices.js';
import { users } from './users.js';

/** Raw materials of a company with their stock (spec §2 raw material management). */
export const productionMaterials = pgTable(
  'production_materials',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    unit: text('unit').notNull().default(''),
    stock: doublePrecision('stock').notNull().default(0),
    lowStock: doublePrecision('low_stock').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('production_materials_company').on(t.companyId)],
);

/** Task templates: product, target, standard cycle and materials per unit. */
export const productionTemplates = pgTable(
  'production_templates',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    product: text('product').notNull(),
    targetQuantity: integer('target_quantity').notNull(),
    cycleSeconds: doublePrecision('cycle_seconds').notNull(),
    materials: jsonb('materials').$type<{ materialId: number; perUnit: number }[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('production_templates_company').on(t.companyId)],
);

/**
 * Production tasks: a template's work on one device for one shift. The template's figures are
 * copied at creation (a later edit changes no running task). `lastCounter` is the counter reading
 * the output was last counted to, so counting survives a restart; `runningMs` plus the open
 * segment since `resumedAt` is the time it ran.
 */
export const productionTasks = pgTable(
  'production_tasks',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    templateId: integer('template_id').references(() => productionTemplates.id, { onDelete: 'set null' }),
    templateName: text('template_name').notNull(),
    product: text('product').notNull(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    counterPointId: integer('counter_point_id').references(() => points.id, { onDelete: 'set null' }),
    shift: text('shift', { enum: ['day', 'middle', 'night'] }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    operatorId: integer('operator_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['planned', 'running', 'paused', 'finished'] })
      .notNull()
      .default('planned'),
    targetQuantity: integer('target_quantity').notNull(),
    cycleSeconds: doublePrecision('cycle_seconds').notNull(),
    materials: jsonb('materials').$type<{ materialId: number; perUnit: number }[]>().notNull(),
    output: integer('output').notNull().default(0),
    scrap: integer('scrap').notNull().default(0),
    lastCounter: doublePrecision('last_counter'),
    runningMs: bigint('running_ms', { mode: 'number' }).notNull().default(0),
    resumedAt: timestamp('resumed_at', { withTimezone: true, mode: 'date' }),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('production_tasks_company_day').on(t.companyId, t.day),
    index('production_tasks_device_status').on(t.deviceId, t.status),
    index('production_tasks_operator').on(t.operatorId),
  ],
);
