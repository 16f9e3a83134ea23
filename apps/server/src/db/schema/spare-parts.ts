import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PartApplicationStatus, StockMovementType } from '@fieldlink/domain';
import { companies } from './companies.js';
import { users } from './users.js';
import { workOrders } from './work-orders.js';

/**
 * The parts catalogue of a company with its stock (one warehouse per company). `stock` never goes
 * below zero: issues decrement it with `WHERE stock >= n`, and the check is the last line of defence.
 */
export const parts = pgTable(
  'parts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    model: text('model'),
    unit: text('unit').notNull(),
    price: doublePrecision('price').notNull().default(0),
    safetyStock: integer('safety_stock').notNull().default(0),
    stock: integer('stock').notNull().default(0),
    remarks: text('remarks'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('parts_company_code').on(t.companyId, t.code), check('parts_stock_not_negative', sql`${t.stock} >= 0`)],
);

/** A request for a part on a work order: pending → approved/rejected → issued (or cancelled). */
export const partApplications = pgTable(
  'part_applications',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    partId: integer('part_id')
      .notNull()
      .references(() => parts.id, { onDelete: 'no action' }),
    quantity: integer('quantity').notNull(),
    status: text('status').$type<PartApplicationStatus>().notNull().default('pending'),
    note: text('note'),
    applicantId: integer('applicant_id').references(() => users.id, { onDelete: 'set null' }),
    approverId: integer('approver_id').references(() => users.id, { onDelete: 'set null' }),
    decisionNote: text('decision_note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    issuedById: integer('issued_by_id').references(() => users.id, { onDelete: 'set null' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('part_applications_order').on(t.orderId),
    index('part_applications_company_status').on(t.companyId, t.status),
    index('part_applications_part').on(t.partId),
  ],
);

/** Every change of a part's stock: signed quantity and the balance right after it. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    partId: integer('part_id')
      .notNull()
      .references(() => parts.id, { onDelete: 'no action' }),
    type: text('type').$type<StockMovementType>().notNull(),
    quantity: integer('quantity').notNull(),
    balance: integer('balance').notNull(),
    orderId: integer('order_id').references(() => workOrders.id, { onDelete: 'set null' }),
    applicationId: integer('application_id').references(() => partApplications.id, { onDelete: 'set null' }),
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_movements_part').on(t.partId, t.at), index('stock_movements_company').on(t.companyId, t.at)],
);
