import { boolean, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { AlarmCondition, AssignmentSource } from '@fieldlink/domain';
import { companies } from './companies.js';
import { devices, points } from './devices.js';
import { projects } from './projects.js';

/**
 * A conditional trigger (spec §3): the alarm sources' condition on a point of one device, held for
 * a minimum duration. `companyId`, `projectId` and `deviceId` repeat the point's, so scoping and
 * ingest need no joins.
 */
export const automationTriggers = pgTable(
  'automation_triggers',
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
    condition: jsonb('condition').$type<AlarmCondition>().notNull(),
    minDurationMs: integer('min_duration_ms').notNull().default(0),
    description: text('description'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('automation_triggers_device').on(t.deviceId), index('automation_triggers_company').on(t.companyId)],
);

/**
 * An assignment (spec §3, §7 assignment): when its trigger fires, write a constant or another point's
 * value to a point of the trigger's device, at most once per cooldown (`lastWrittenAt`).
 */
export const automationAssignments = pgTable(
  'automation_assignments',
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
    triggerId: integer('trigger_id')
      .notNull()
      .references(() => automationTriggers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    targetPointId: integer('target_point_id')
      .notNull()
      .references(() => points.id, { onDelete: 'cascade' }),
    source: text('source').$type<AssignmentSource>().notNull(),
    value: doublePrecision('value'),
    sourcePointId: integer('source_point_id').references(() => points.id, { onDelete: 'cascade' }),
    cooldownMs: integer('cooldown_ms').notNull().default(60_000),
    enabled: boolean('enabled').notNull().default(true),
    lastWrittenAt: timestamp('last_written_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('automation_assignments_trigger').on(t.triggerId), index('automation_assignments_device').on(t.deviceId)],
);
