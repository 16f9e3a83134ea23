import type { LockRegister } from '@fieldlink/domain';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { devices } from './devices.js';
import { users } from './users.js';

/**
 * Installment plans (spec §1, §2 installmentManagement): a device sold on installments. Amounts in
 * cents, dates as calendar dates in the company's zone. `locked` is the lock the cloud wants;
 * `lock_status` whether the box has acknowledged it (`applied`) or it is still to send. The unlock
 * secret (32 random bytes, hex) keys the offline unlock codes; `code_counter` is the last code's.
 */
export const installmentPlans = pgTable(
  'installment_plans',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone'),
    totalCents: integer('total_cents').notNull(),
    downPaymentCents: integer('down_payment_cents').notNull(),
    periods: integer('periods').notNull(),
    firstDueDate: date('first_due_date', { mode: 'string' }).notNull(),
    intervalMonths: integer('interval_months').notNull(),
    graceDays: integer('grace_days').notNull(),
    remindDaysBefore: integer('remind_days_before').notNull(),
    lockRegister: jsonb('lock_register').$type<LockRegister>().notNull(),
    lockValue: integer('lock_value').notNull(),
    unlockValue: integer('unlock_value').notNull(),
    codeRegister: jsonb('code_register').$type<LockRegister>(),
    unlockSecret: text('unlock_secret').notNull(),
    codeCounter: integer('code_counter').notNull().default(0),
    locked: boolean('locked').notNull().default(false),
    lockStatus: text('lock_status').$type<'none' | 'applied' | 'pending'>().notNull().default('none'),
    unlockedUntil: timestamp('unlocked_until', { withTimezone: true, mode: 'date' }),
    paidOffAt: timestamp('paid_off_at', { withTimezone: true, mode: 'date' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // One open plan per device.
    uniqueIndex('installment_plans_open_device')
      .on(t.deviceId)
      .where(sql`${t.paidOffAt} is null`),
    index('installment_plans_company').on(t.companyId),
  ],
);

/** Payments recorded by staff, with an optional receipt image (DATA_DIR/files/installments). */
export const installmentPayments = pgTable(
  'installment_payments',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => installmentPlans.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    note: text('note'),
    receipt: text('receipt'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('installment_payments_plan').on(t.planId)],
);

/** What happened to a plan: locks, unlocks, codes, payments and reminders, with who and why. */
export const installmentEvents = pgTable(
  'installment_events',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => installmentPlans.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'lock' | 'unlock' | 'code' | 'payment' | 'reminder'>().notNull(),
    /** A reminder's period, so each period is reminded once. */
    periodIndex: integer('period_index'),
    reason: text('reason'),
    status: text('status'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('installment_events_plan').on(t.planId),
    uniqueIndex('installment_events_reminder')
      .on(t.planId, t.periodIndex)
      .where(sql`${t.kind} = 'reminder'`),
  ],
);
