import { type AnyPgColumn, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A node of a region tree (spec /region1): the platform's (company null) or an equipment maker's. */
export const regions = pgTable(
  'regions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references((): AnyPgColumn => companies.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => regions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('regions_company').on(t.companyId)],
);

/**
 * A customer organisation: owns projects, devices, users, roles and work orders. `parentId` is the
 * equipment maker that serves it as a customer, when there is one.
 */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    logoText: text('logo_text'),
    parentId: integer('parent_id').references((): AnyPgColumn => companies.id, { onDelete: 'set null' }),
    industry: text('industry'),
    customerType: text('customer_type'),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    regionId: integer('region_id').references((): AnyPgColumn => regions.id, { onDelete: 'set null' }),
    remarks: text('remarks'),
    /** IANA time zone of the company: its calendars (maintenance plans) and its users' quiet hours. */
    timeZone: text('time_zone').notNull().default('Asia/Shanghai'),
    /** Issue 39: a repair that did not hold reopens its order (`reopen`) or opens a linked follow-up (`follow_up`). */
    recurrenceAction: text('recurrence_action').$type<'reopen' | 'follow_up'>().notNull().default('reopen'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('companies_parent').on(t.parentId)],
);
