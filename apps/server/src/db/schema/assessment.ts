import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AssessmentRule } from '@fieldlink/domain';
import { companies } from './companies.js';
import { users } from './users.js';
import { workOrders } from './work-orders.js';

/** A company's assessment rule (one per company; the domain's defaults until saved). */
export const assessmentRules = pgTable('assessment_rules', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  rule: jsonb('rule').$type<AssessmentRule>().notNull(),
  updatedById: integer('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The customer's rating of a completed order: one per order. */
export const orderRatings = pgTable('order_ratings', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => workOrders.id, { onDelete: 'cascade' }),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  stars: integer('stars').notNull(),
  comment: text('comment'),
  ratedById: integer('rated_by_id').references(() => users.id, { onDelete: 'set null' }),
  ratedAt: timestamp('rated_at', { withTimezone: true }).notNull().defaultNow(),
});
