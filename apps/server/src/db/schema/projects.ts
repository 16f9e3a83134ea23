import { type AnyPgColumn, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { users } from './users.js';

/** A flat group of a company's projects (spec §3 "Project (item)": group). */
export const projectGroups = pgTable(
  'project_groups',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('project_groups_company').on(t.companyId)],
);

/**
 * A node of a company's tree model (spec §3: "Tree models group projects"): a project sits on one
 * node, and a node stands for itself and everything under it. Deleting a node deletes its subtree.
 */
export const treeNodes = pgTable(
  'tree_nodes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => treeNodes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tree_nodes_company').on(t.companyId), index('tree_nodes_parent').on(t.parentId)],
);

/** A project (item): a site with devices, owned by one company. */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** "lng,lat" */
    location: text('location').notNull(),
    groupId: integer('group_id').references(() => projectGroups.id, { onDelete: 'set null' }),
    treeNodeId: integer('tree_node_id').references(() => treeNodes.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('projects_company').on(t.companyId), index('projects_group').on(t.groupId), index('projects_tree_node').on(t.treeNodeId)],
);

/** Which projects an ordinary user (grade 2) may see; company administrators see all of theirs. */
export const userProjects = pgTable(
  'user_projects',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.projectId] }), index('user_projects_project').on(t.projectId)],
);
