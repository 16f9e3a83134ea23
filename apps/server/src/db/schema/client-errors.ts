import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Client error reports (spec §7 `error_url`, `save_error_logger`): one row per report the web app
 * sent, grouped in the error store by `fingerprint`. The user and company are recorded when the
 * report came with a login token; `mapped_stack` is the stack source-mapped when it was stored.
 */
export const clientErrors = pgTable(
  'client_errors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind', { enum: ['error', 'request'] }).notNull(),
    fingerprint: text('fingerprint').notNull(),
    message: text('message').notNull(),
    stack: text('stack'),
    mappedStack: text('mapped_stack'),
    route: text('route').notNull(),
    version: text('version').notNull(),
    userAgent: text('user_agent'),
    method: text('method'),
    url: text('url'),
    status: integer('status'),
    userId: integer('user_id'),
    userName: text('user_name'),
    companyId: integer('company_id'),
    ip: text('ip'),
  },
  (t) => [
    index('client_errors_company_at').on(t.companyId, t.at),
    index('client_errors_fingerprint_at').on(t.fingerprint, t.at),
    index('client_errors_at').on(t.at),
  ],
);
