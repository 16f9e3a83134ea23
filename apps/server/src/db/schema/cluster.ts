import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Stream events too large for one PostgreSQL NOTIFY (its payload stops at 8000 bytes): the
 * publishing instance writes the event here and notifies its id; the others read it by id. Rows
 * older than a few minutes are deleted by the next large event.
 */
export const clusterMessages = pgTable(
  'cluster_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cluster_messages_created_idx').on(t.createdAt)],
);
