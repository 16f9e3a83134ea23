import type { ScreenLayout } from '@fieldlink/domain';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { projects } from './projects.js';
import { users } from './users.js';

/**
 * Large screens (spec §2 /largeScreen, §3 Screen): a project's wall display, its layout (design size,
 * fit, grid, widgets) as one JSON document and the small SVG preview drawn from it on every save.
 */
export const screens = pgTable(
  'screens',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    layout: jsonb('layout').$type<ScreenLayout>().notNull(),
    thumbnail: text('thumbnail').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('screens_project_name').on(t.projectId, t.name), index('screens_company').on(t.companyId)],
);
