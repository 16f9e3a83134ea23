import type { ShareAuthority, ShareObjectType } from '@fieldlink/domain';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { users } from './users.js';

/**
 * Share links: one object (`objectType` + `objectId`, resolved by the shares feature) shown
 * read-only to whoever holds `link`. A secret link keeps its code as a scrypt hash. A link is
 * revoked, never deleted, so the audit log keeps naming it.
 */
export const shares = pgTable(
  'shares',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    link: text('link').notNull().unique(),
    objectType: text('object_type').$type<ShareObjectType>().notNull(),
    objectId: integer('object_id').notNull(),
    authority: text('authority').$type<ShareAuthority>().notNull(),
    codeHash: text('code_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shares_object').on(t.objectType, t.objectId)],
);
