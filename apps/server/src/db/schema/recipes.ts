import type {
  RecipeCompletion,
  RecipeCondition,
  RecipeDownloadStatus,
  RecipeFailureReason,
  RecipeItem,
  RecipeRule,
} from '@fieldlink/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { devices, deviceTypes } from './devices.js';
import { users } from './users.js';

/**
 * Recipes (spec §3 "Recipe and rules"): a device's (or a device type's: `device_type_id`, exactly one
 * of the two) named table of register values, the rules that
 * map ranges of it to PLC addresses, the completion flag and the download conditions. `version`
 * moves by one on every save; every version is kept in `recipe_versions`.
 */
export const recipes = pgTable(
  'recipes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id').references(() => devices.id, { onDelete: 'cascade' }),
    deviceTypeId: integer('device_type_id').references(() => deviceTypes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    items: jsonb('items').$type<RecipeItem[]>().notNull(),
    rules: jsonb('rules').$type<RecipeRule[]>().notNull(),
    completion: jsonb('completion').$type<RecipeCompletion | null>(),
    conditions: jsonb('conditions').$type<RecipeCondition[]>().notNull(),
    timeoutMs: integer('timeout_ms').notNull(),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recipes_device_name').on(t.deviceId, t.name),
    uniqueIndex('recipes_device_type_name').on(t.deviceTypeId, t.name),
    index('recipes_company').on(t.companyId),
    check('recipes_one_target', sql`(${t.deviceId} is null) <> (${t.deviceTypeId} is null)`),
  ],
);

/** Every saved version of a recipe: what it held and who saved it. */
export const recipeVersions = pgTable(
  'recipe_versions',
  {
    id: serial('id').primaryKey(),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('recipe_versions_recipe_version').on(t.recipeId, t.version)],
);

/**
 * The recipe log (spec §3 download log: creator, recipe name, time, status; §7 logging/recipeLogList).
 * One `running` row per device at most (a partial unique index): two downloads to one device never
 * interleave, whichever instance takes them.
 */
export const recipeDownloads = pgTable(
  'recipe_downloads',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    recipeId: integer('recipe_id').references(() => recipes.id, { onDelete: 'set null' }),
    recipeName: text('recipe_name').notNull(),
    recipeVersion: integer('recipe_version').notNull(),
    commandId: text('command_id'),
    status: text('status').$type<RecipeDownloadStatus>().notNull(),
    error: text('error'),
    /** The reason's code and detail (`RECIPE_FAILURE_CODES`); entries from before codes have only `error`. */
    reason: jsonb('reason').$type<RecipeFailureReason | null>(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('recipe_downloads_one_running')
      .on(t.deviceId)
      .where(sql`status = 'running'`),
    index('recipe_downloads_company_started').on(t.companyId, t.startedAt),
  ],
);
