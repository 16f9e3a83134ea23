import type {
  CollectionCondition,
  ReportColumn,
  ReportModule,
  ReportPeriodTime,
  ReportProduction,
  ReportSchedule,
  TimeWindow,
} from '@fieldlink/domain';
import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { devices } from './devices.js';
import { projects } from './projects.js';
import { users } from './users.js';

/**
 * Historical collection tasks (spec §3, §7 hisdataconfig): which samples of a device's points are
 * stored (periodic or while a condition holds, inside time windows). Read by the ingest hook.
 */
export const collectionTasks = pgTable(
  'collection_tasks',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mode: text('mode', { enum: ['periodic', 'conditional'] }).notNull(),
    intervalS: integer('interval_s'),
    pointIds: jsonb('point_ids').$type<number[]>().notNull(),
    conditions: jsonb('conditions').$type<CollectionCondition[]>().notNull(),
    logic: text('logic', { enum: ['and', 'or'] })
      .notNull()
      .default('and'),
    windows: jsonb('windows').$type<TimeWindow[]>().notNull(),
    utcOffsetMinutes: integer('utc_offset_minutes').notNull().default(480),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('collection_tasks_device').on(t.deviceId), index('collection_tasks_company').on(t.companyId)],
);

/** Samples a conditional task captured, with the task (the condition collection page). */
export const collectionCaptures = pgTable(
  'collection_captures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => collectionTasks.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id').notNull(),
    pointId: integer('point_id').notNull(),
    ts: timestamp('ts', { withTimezone: true, mode: 'date' }).notNull(),
    value: doublePrecision('value'),
    text: text('text'),
  },
  (t) => [index('collection_captures_task_ts').on(t.taskId, t.ts), index('collection_captures_device_ts').on(t.deviceId, t.ts)],
);

/** Saved multifunction report configurations (spec §3 report config, §7 variableReport Config*). */
export const reportConfigs = pgTable(
  'report_configs',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    storageMode: text('storage_mode', { enum: ['interval', 'period'] }).notNull(),
    intervalS: integer('interval_s'),
    periodTimeList: jsonb('period_time_list').$type<ReportPeriodTime[]>().notNull(),
    timeType: text('time_type', { enum: ['day', 'week', 'month', 'custom'] }).notNull(),
    columns: jsonb('columns').$type<ReportColumn[]>().notNull(),
    modules: jsonb('modules').$type<ReportModule[]>().notNull(),
    utcOffsetMinutes: integer('utc_offset_minutes').notNull().default(480),
    schedule: jsonb('schedule').$type<ReportSchedule>(),
    /** Production figures of the report (none: null). */
    production: jsonb('production').$type<ReportProduction>(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('report_configs_company').on(t.companyId), index('report_configs_project').on(t.projectId)],
);

/**
 * One row per scheduled delivery of a report and period (`daily:2026-11-21`): the unique key makes
 * a period due once, whichever instance sees it first; tickers claim pending rows with
 * `FOR UPDATE SKIP LOCKED`.
 */
export const reportDeliveries = pgTable(
  'report_deliveries',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reportConfigs.id, { onDelete: 'cascade' }),
    periodKey: text('period_key').notNull(),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('report_deliveries_period').on(t.reportId, t.periodKey), index('report_deliveries_status').on(t.status)],
);
