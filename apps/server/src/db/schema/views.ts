import type { GalleryType, Scene, ViewPlatform } from '@fieldlink/domain';
import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { projects } from './projects.js';
import { users } from './users.js';

/** PostgreSQL `bytea`, read as a Buffer on both drivers (PGlite answers a Uint8Array, node-postgres a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => Buffer.from(value),
});

/**
 * SCADA views (spec §3 "View", §7 GraphConfig): a named drawing of a project for a platform. One
 * main view per project and platform (a partial unique index); `version` moves by one on every
 * save, and a save names the version it loaded, so two editors never overwrite each other.
 */
export const views = pgTable(
  'views',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    platform: text('platform').$type<ViewPlatform>().notNull(),
    isMain: boolean('is_main').notNull().default(false),
    scene: jsonb('scene').$type<Scene>().notNull(),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('views_project_name').on(t.projectId, t.name),
    uniqueIndex('views_one_main')
      .on(t.projectId, t.platform)
      .where(sql`is_main`),
    index('views_company').on(t.companyId),
  ],
);

/**
 * The graphics gallery (spec §3, §7 GraphConfig gallery): images of a company, or of the system
 * (`company_id` null, seeded, read-only). The bytes live in the row (≤ 2048 KB each); the type was
 * found from the content, and an SVG was sanitised before it was stored.
 */
export const galleryImages = pgTable(
  'gallery_images',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').$type<GalleryType>().notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('gallery_images_company').on(t.companyId)],
);
