import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AdvanceNotice, CycleUnit, MaintenancePlanType, MaintenanceStopReason } from '@fieldlink/domain';
import { companies } from './companies.js';
import { devices } from './devices.js';
import { projects } from './projects.js';
import { users } from './users.js';

/**
 * A maintenance plan (spec §3) on a project, optionally one device. `nextIndex` is the occurrence
 * (counted from the start time) the plan waits for and `nextTime` its instant; both null once the
 * plan has no occurrence left. Only "stopped" is stored; the other states follow from the clock and
 * the plan's open order.
 */
export const maintenancePlans = pgTable(
  'maintenance_plans',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id').references(() => devices.id, { onDelete: 'set null' }),
    /** The technician each of the plan's orders goes to (dispatched on opening); null: the dispatchers decide. */
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    type: text('type').$type<MaintenancePlanType>().notNull(),
    warrantyTime: integer('warranty_time').notNull(),
    warrantyUnit: text('warranty_unit').$type<CycleUnit>().notNull(),
    cycle: integer('cycle').notNull(),
    cycleUnit: text('cycle_unit').$type<CycleUnit>().notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    advanceNotice: text('advance_notice').$type<AdvanceNotice>().notNull(),
    phone: text('phone').notNull(),
    stopOnWarrantyEnd: boolean('stop_on_warranty_end').notNull().default(false),
    nextIndex: integer('next_index'),
    nextTime: timestamp('next_time', { withTimezone: true }),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    stopReason: text('stop_reason').$type<MaintenanceStopReason>(),
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('maintenance_plans_company').on(t.companyId), index('maintenance_plans_project').on(t.projectId)],
);

export const MAINTENANCE_JOB_KINDS = ['notice', 'order'] as const;
export type MaintenanceJobKind = (typeof MAINTENANCE_JOB_KINDS)[number];

/**
 * The scheduler's work: one row per plan occurrence and kind (its notice, its order), due at an
 * instant. Instances claim due rows with `FOR UPDATE SKIP LOCKED`; unique per (plan, kind, occurrence),
 * so re-arming a plan never duplicates a job already done.
 */
export const maintenanceJobs = pgTable(
  'maintenance_jobs',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => maintenancePlans.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MaintenanceJobKind>().notNull(),
    /** The occurrence this job belongs to. */
    occurrenceAt: timestamp('occurrence_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    claimedBy: text('claimed_by'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** What happened: `opened`, `duplicate`, `notified`, `skipped` (stale notice, plan stopped). */
    outcome: text('outcome'),
  },
  (t) => [
    uniqueIndex('maintenance_jobs_plan_kind_occurrence').on(t.planId, t.kind, t.occurrenceAt),
    index('maintenance_jobs_pending')
      .on(t.dueAt)
      .where(sql`done_at is null`),
  ],
);
