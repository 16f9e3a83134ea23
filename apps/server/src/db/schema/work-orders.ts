import { boolean, date, doublePrecision, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { WorkOrderLogAction, WorkOrderStatus } from '@fieldlink/domain';
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
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
    dispatcherId: integer('dispatcher_id').references(() => users.id, { onDelete: 'set null' }),
    solution: text('solution'),
    suggestion: text('suggestion'),
    workingHours: doublePrecision('working_hours'),
    dueDate: date('due_date', { mode: 'string' }),
    public: boolean('public').notNull().default(false),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('work_orders_company_number').on(t.companyId, t.number),
    index('work_orders_project').on(t.projectId),
    index('work_orders_assignee').on(t.assigneeId),
    index('work_orders_status').on(t.companyId, t.status),
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
