import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { devices } from './devices.js';
import { users } from './users.js';

/** A device's position history (spec §2 GPS track): reported by the gateway (`auto`) or set by hand (`manual`). */
export const devicePositions = pgTable(
  'device_positions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    ts: timestamp('ts', { withTimezone: true, mode: 'date' }).notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    source: text('source', { enum: ['auto', 'manual'] }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('device_positions_device_ts').on(t.deviceId, t.ts)],
);

/**
 * A device's geofences: a circle (centre and radius) or a polygon; an alarm while the device is
 * outside (`leave`) or inside (`enter`). `inside` is the side of the last position judged and
 * `judgedAt` its time, so a crossing raises one alarm and an older position changes nothing.
 */
export const deviceGeofences = pgTable(
  'device_geofences',
  {
    id: serial('id').primaryKey(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    shape: text('shape', { enum: ['circle', 'polygon'] })
      .notNull()
      .default('circle'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    radiusM: doublePrecision('radius_m'),
    polygon: jsonb('polygon').$type<{ lat: number; lng: number }[]>(),
    trigger: text('trigger', { enum: ['leave', 'enter'] })
      .notNull()
      .default('leave'),
    level: integer('level').notNull().default(2),
    generateWorkOrder: boolean('generate_work_order').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    inside: boolean('inside'),
    judgedAt: timestamp('judged_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('device_geofences_device').on(t.deviceId)],
);
