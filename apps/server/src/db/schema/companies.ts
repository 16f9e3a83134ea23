import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A customer organisation: owns projects, devices, users, roles and work orders. */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  logoText: text('logo_text'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
