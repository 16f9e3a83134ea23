import type { InvoiceKind, InvoiceStatus, SimCarrier, SimOperationKind, SimProvider, SimStatus } from '@fieldlink/domain';
import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { devices } from './devices.js';
import { users } from './users.js';

/**
 * SIM cards (spec §1, §2 /SIM): a card in a device, its plan and dates, and the data used in the
 * current cycle (`cycleStart`) with the top-ups bought for it. `warnedCycle` is the cycle a traffic
 * warning went out for, so it goes out once per cycle. Fees in cents.
 */
export const simCards = pgTable(
  'sim_cards',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    iccid: text('iccid').notNull(),
    imsi: text('imsi'),
    msisdn: text('msisdn'),
    carrier: text('carrier').$type<SimCarrier>().notNull(),
    provider: text('provider').$type<SimProvider>().notNull(),
    status: text('status').$type<SimStatus>().notNull().default('active'),
    planName: text('plan_name').notNull(),
    planDataMb: integer('plan_data_mb').notNull(),
    monthlyFeeCents: integer('monthly_fee_cents').notNull().default(0),
    offeringId: text('offering_id').notNull().default(''),
    activatedOn: date('activated_on', { mode: 'string' }),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    cycleDay: integer('cycle_day').notNull().default(1),
    warningPercent: integer('warning_percent').notNull().default(80),
    remark: text('remark').notNull().default(''),
    cycleStart: date('cycle_start', { mode: 'string' }).notNull(),
    usedMb: doublePrecision('used_mb').notNull().default(0),
    topUpMb: integer('top_up_mb').notNull().default(0),
    warnedCycle: date('warned_cycle', { mode: 'string' }),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true, mode: 'date' }),
    syncError: text('sync_error'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sim_cards_iccid').on(t.iccid), index('sim_cards_company').on(t.companyId), index('sim_cards_device').on(t.deviceId)],
);

/** Data used in the cycle up to the end of each day (the last sync of the day); a day's own use is the difference. */
export const simCardUsage = pgTable(
  'sim_card_usage',
  {
    cardId: integer('card_id')
      .notNull()
      .references(() => simCards.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    cycleStart: date('cycle_start', { mode: 'string' }).notNull(),
    cycleUsedMb: doublePrecision('cycle_used_mb').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cardId, t.day] })],
);

/** What was done to a card: renewals, plan changes, extensions, top-ups, with their figures. */
export const simCardOperations = pgTable(
  'sim_card_operations',
  {
    id: serial('id').primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => simCards.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<SimOperationKind>().notNull(),
    detail: jsonb('detail').$type<Record<string, string | number | null>>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('sim_card_operations_card').on(t.cardId, t.createdAt)],
);

/** Invoice applications for the fees of some cards (spec §2 invoice_application, invoice_records_SIM). */
export const simInvoiceApplications = pgTable(
  'sim_invoice_applications',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<InvoiceKind>().notNull(),
    title: text('title').notNull(),
    taxNumber: text('tax_number').notNull(),
    amountCents: integer('amount_cents').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    bank: text('bank').notNull().default(''),
    bankAccount: text('bank_account').notNull().default(''),
    remark: text('remark').notNull().default(''),
    status: text('status').$type<InvoiceStatus>().notNull().default('pending'),
    invoiceNo: text('invoice_no').notNull().default(''),
    note: text('note').notNull().default(''),
    applicantId: integer('applicant_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    processedBy: integer('processed_by').references(() => users.id, { onDelete: 'set null' }),
    processedAt: timestamp('processed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('sim_invoice_applications_company').on(t.companyId, t.createdAt)],
);

export const simInvoiceCards = pgTable(
  'sim_invoice_cards',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => simInvoiceApplications.id, { onDelete: 'cascade' }),
    cardId: integer('card_id')
      .notNull()
      .references(() => simCards.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.cardId] })],
);
