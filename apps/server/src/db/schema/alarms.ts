import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AlarmCondition, AlarmState, RecordedValue } from '@fieldlink/domain';
import { companies } from './companies.js';
import { devices, points } from './devices.js';
import { deviceGeofences } from './gps.js';
import { projects } from './projects.js';
import { users } from './users.js';

/**
 * An alarm source (spec §3): a condition on a data point, with its level, deadband, minimum
 * duration, daily maximum, work-order flag and recorded points. `companyId`, `projectId` and
 * `deviceId` repeat the point's, so scoping and ingest need no joins.
 */
export const alarmSources = pgTable(
  'alarm_sources',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    pointId: integer('point_id')
      .notNull()
      .references(() => points.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    level: integer('level').notNull(),
    condition: jsonb('condition').$type<AlarmCondition>().notNull(),
    deadband: doublePrecision('deadband').notNull().default(0),
    minDurationMs: integer('min_duration_ms').notNull().default(0),
    maxCountEnabled: boolean('max_count_enabled').notNull().default(false),
    maxCount: integer('max_count'),
    generateWorkOrder: boolean('generate_work_order').notNull().default(false),
    recordedPointIds: jsonb('recorded_point_ids').$type<number[]>().notNull().default([]),
    description: text('description'),
    textZh: text('text_zh'),
    textEn: text('text_en'),
    enabled: boolean('enabled').notNull().default(true),
    /** Issue 39: how long the alarm must stay cleared, device online, for a repair to be verified (s). */
    verificationWindowS: integer('verification_window_s').notNull().default(1800),
    /** A raise within this long after a completed repair makes it a repeat repair (s). */
    recurrenceWindowS: integer('recurrence_window_s').notNull().default(604800),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('alarm_sources_device').on(t.deviceId),
    index('alarm_sources_point').on(t.pointId),
    index('alarm_sources_company').on(t.companyId),
  ],
);

/**
 * One alarm: raised by a source, acknowledged by someone, cleared by someone or by the value
 * (`clearedBy` null). At most one alarm per source is not cleared (partial unique index), so two
 * instances evaluating the same sample cannot both raise.
 */
export const alarms = pgTable(
  'alarms',
  {
    id: serial('id').primaryKey(),
    sourceId: integer('source_id').references(() => alarmSources.id, { onDelete: 'set null' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    pointId: integer('point_id').notNull(),
    name: text('name').notNull(),
    level: integer('level').notNull(),
    state: text('state').$type<AlarmState>().notNull().default('active'),
    value: doublePrecision('value'),
    textZh: text('text_zh').notNull(),
    textEn: text('text_en').notNull(),
    recorded: jsonb('recorded').$type<RecordedValue[]>().notNull().default([]),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull().defaultNow(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: integer('acknowledged_by').references(() => users.id, { onDelete: 'set null' }),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    clearedBy: integer('cleared_by').references(() => users.id, { onDelete: 'set null' }),
    workOrderId: integer('work_order_id'),
    /** Raised by a device's geofence instead of a source (`sourceId` null, `pointId` 0). */
    geofenceId: integer('geofence_id').references(() => deviceGeofences.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('alarms_open_source')
      .on(t.sourceId)
      .where(sql`${t.state} <> 'cleared'`),
    uniqueIndex('alarms_open_geofence')
      .on(t.geofenceId)
      .where(sql`${t.state} <> 'cleared'`),
    index('alarms_company_raised').on(t.companyId, t.raisedAt),
    index('alarms_device_state').on(t.deviceId, t.state),
    index('alarms_project_state').on(t.projectId, t.state),
  ],
);
