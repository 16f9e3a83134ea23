import type { OpeningHours, Tariff } from '@fieldlink/domain';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { devices } from './devices.js';
import { projects } from './projects.js';
import { users } from './users.js';

/**
 * Charging rooms (spec §2 velvetRoomConfiguration): a room of a project where charging cabinets
 * stand, its bays (capacity), opening hours and tariff (one JSON document, checked by the domain).
 */
export const chargingRooms = pgTable(
  'charging_rooms',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    capacity: integer('capacity').notNull(),
    openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull(),
    tariff: jsonb('tariff').$type<Tariff>().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('charging_rooms_project_name').on(t.projectId, t.name), index('charging_rooms_company').on(t.companyId)],
);

/** The cabinets of a room with the slots each brings; a cabinet stands in one room at most. */
export const chargingRoomDevices = pgTable(
  'charging_room_devices',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => chargingRooms.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    slots: integer('slots').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.deviceId] }), uniqueIndex('charging_room_devices_device').on(t.deviceId)],
);
