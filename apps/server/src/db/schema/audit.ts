import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Who did what, when, from where, to which object, with the values before and after. `category`
 * separates the operation log (changes) from the user log (sign-ins).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    category: text('category', { enum: ['operation', 'login'] }).notNull(),
    action: text('action').notNull(),
    userId: integer('user_id'),
    userName: text('user_name'),
    companyId: integer('company_id'),
    ip: text('ip'),
    objectType: text('object_type'),
    objectId: text('object_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_company_at').on(t.companyId, t.at), index('audit_log_category_at').on(t.category, t.at)],
);
