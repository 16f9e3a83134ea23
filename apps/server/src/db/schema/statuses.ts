import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { StatusEntry } from '@fieldlink/domain';
import { companies } from './companies.js';

/**
 * A status table (spec §3 statuses): value -> text in both languages, owned by a company. Points
 * reference it (`points.status_table_id`); `words` is the entries in the `multiSegment` format
 * ("0=停止|Stopped;1=运行|Running", the domain's `statusWords`), written with the entries, so
 * every query that reads a point for display takes the words with one lookup.
 */
export const statusTables = pgTable(
  'status_tables',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    entries: jsonb('entries').$type<StatusEntry[]>().notNull(),
    words: text('words').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('status_tables_company_name').on(t.companyId, t.name), index('status_tables_company').on(t.companyId)],
);
