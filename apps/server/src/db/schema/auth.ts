import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { shares } from './shares.js';
import { users } from './users.js';

/** Opaque bearer tokens, stored as SHA-256 hashes; the raw token exists only in the client. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind', { enum: ['login', 'share'] }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    ip: text('ip'),
    /** A share token: the link it was opened from; it shows that link's object and nothing else. */
    shareId: integer('share_id').references(() => shares.id, { onDelete: 'cascade' }),
  },
  (t) => [index('auth_tokens_user').on(t.userId), index('auth_tokens_expiry').on(t.expiresAt)],
);

/**
 * Fixed-window counters for rate limits (failed logins per account and per address). Kept in the
 * database so several server instances share them.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});
