import { boolean, date, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  VerificationEvidence,
  VerificationState,
  WorkOrderFileKind,
  WorkOrderKind,
  WorkOrderLogAction,
  WorkOrderSource,
  WorkOrderStatus,
} from '@fieldlink/domain';
import { companies } from './companies.js';
import { devices } from './devices.js';
import { projects } from './projects.js';
import { users } from './users.js';

/**
 * A repair/maintenance order (spec §3) on a project. `companyId` repeats the project's; `version`
 * moves with every action, so two conflicting actions cannot both win.
 */
export const workOrders = pgTable(
  'work_orders',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id').references(() => devices.id, { onDelete: 'set null' }),
    /** Service number, WO-YYYYMMDD-NNNN, unique per company. */
    number: text('number').notNull(),
    status: text('status').$type<WorkOrderStatus>().notNull().default('pending'),
    nature: text('nature'),
    problem: text('problem').notNull(),
    /** The problem in English when Fieldlink wrote it (an alarm's order; `problem` holds the Chinese); null once a person edits it. */
    problemEn: text('problem_en'),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
    dispatcherId: integer('dispatcher_id').references(() => users.id, { onDelete: 'set null' }),
    solution: text('solution'),
    suggestion: text('suggestion'),
    workingHours: doublePrecision('working_hours'),
    dueDate: date('due_date', { mode: 'string' }),
    /** Service detail (spec §3), beside the customer's problem. */
    detail: text('detail'),
    /** End of the device's warranty (spec §3 "warranty time"). */
    warrantyUntil: date('warranty_until', { mode: 'string' }),
    public: boolean('public').notNull().default(false),
    /** repair or maintenance (spec §3 "repair/maintenance order"). */
    kind: text('kind').$type<WorkOrderKind>().notNull().default('repair'),
    /** Where the order came from: entered by staff, a repair request, an alarm, a maintenance plan. */
    source: text('source').$type<WorkOrderSource>().notNull().default('manual'),
    /** The alarm that opened it; unique, so one alarm never opens two orders. */
    alarmId: integer('alarm_id'),
    /** The maintenance plan and the plan time it was opened for; unique together, so a catch-up never duplicates. */
    maintenancePlanId: integer('maintenance_plan_id'),
    planDueAt: timestamp('plan_due_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Issue 39: the data's verdict on an alarm order's repair (null: no alarm, completed by hand as before). */
    verification: text('verification').$type<VerificationState>(),
    /** When the data confirmed the repair (window end) or a dispatcher confirmed it with a reason. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Times and the point's samples around the failure, kept once judged. */
    verificationEvidence: jsonb('verification_evidence').$type<VerificationEvidence>(),
    /** How often the repair did not hold (the source raised again within its recurrence window). */
    repeatCount: integer('repeat_count').notNull().default(0),
    /** The order whose repair did not hold, when this one follows it up. */
    followUpOf: integer('follow_up_of'),
    version: integer('version').notNull().default(0),
    /** Deleted by an administrator (soft: the order, its log and files stay for the audit; nothing shows it). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('work_orders_company_number').on(t.companyId, t.number),
    index('work_orders_project').on(t.projectId),
    index('work_orders_assignee').on(t.assigneeId),
    index('work_orders_status').on(t.companyId, t.status),
    uniqueIndex('work_orders_alarm').on(t.alarmId),
    uniqueIndex('work_orders_plan_due').on(t.maintenancePlanId, t.planDueAt),
    index('work_orders_verification').on(t.verification, t.completedAt),
  ],
);

/** Every step of an order: who did what, when, from which status to which. */
export const workOrderLog = pgTable(
  'work_order_log',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    action: text('action').$type<WorkOrderLogAction>().notNull(),
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    note: text('note'),
    fromStatus: text('from_status').$type<WorkOrderStatus>(),
    toStatus: text('to_status').$type<WorkOrderStatus>().notNull(),
  },
  (t) => [index('work_order_log_order').on(t.orderId)],
);

/**
 * An order's stored images (DATA_DIR/files/work-orders): the request's photos, the completion
 * photos and the drawn signature. `name` is the file store's random name, never the upload's.
 */
export const workOrderFiles = pgTable(
  'work_order_files',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<WorkOrderFileKind>().notNull(),
    name: text('name').notNull(),
    size: integer('size').notNull(),
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('work_order_files_order').on(t.orderId), uniqueIndex('work_order_files_name').on(t.name)],
);

/**
 * Server-wide secrets generated once on first use and shared by every instance (the key that signs
 * device repair links). Never sent to a client.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
