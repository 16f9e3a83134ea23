import type { XDataColumn, XDataJoin, XDataModelTable, XDataView, XDataWidget } from '@fieldlink/domain';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { users } from './users.js';

/**
 * XDATA data sources (spec §3): one CSV file as one table. The rows live in `xdata.s_<id>` (created by
 * the server; columns c1..cN as text, the user's names and types in `columns`), never under a name a
 * user typed. `company_id` is null for the platform's own (a super user's).
 */
export const xdataSources = pgTable(
  'xdata_sources',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    tableName: text('table_name').notNull(),
    updateMethod: text('update_method', { enum: ['replace', 'append'] }).notNull(),
    encoding: text('encoding').notNull().default('utf-8'),
    columns: jsonb('columns').$type<XDataColumn[]>().notNull(),
    rowCount: integer('row_count').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('xdata_sources_company').on(t.companyId)],
);

export interface XDataFolders {
  dimensions: { name: string; fields: string[] }[];
  metrics: { name: string; fields: string[] }[];
}

/** XDATA data models (spec §3): tables, joins, custom SQL views and dimension / metric folders. */
export const xdataModels = pgTable(
  'xdata_models',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tables: jsonb('tables').$type<XDataModelTable[]>().notNull(),
    joins: jsonb('joins').$type<XDataJoin[]>().notNull(),
    views: jsonb('views').$type<XDataView[]>().notNull(),
    folders: jsonb('folders').$type<XDataFolders>().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('xdata_models_company').on(t.companyId)],
);

/** Groups of data screens (spec §2 xData_share_group), public when `is_public`. */
export const xdataScreenGroups = pgTable('xdata_screen_groups', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  isPublic: boolean('is_public').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Data screens (spec §2 xData_share_screen): widgets over model queries, public when `is_public`. */
export const xdataScreens = pgTable(
  'xdata_screens',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => xdataScreenGroups.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    widgets: jsonb('widgets').$type<XDataWidget[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('xdata_screens_company_name').on(t.companyId, t.name)],
);
