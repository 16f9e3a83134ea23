import { bigserial, boolean, doublePrecision, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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

/** A circular geofence per device; `inside` is the last known side, so an alarm fires once per crossing. */
export const deviceGeofences = pgTable('device_geofences', {
  deviceId: integer('device_id')
    .primaryKey()
    .references(() => devices.id, { onDelete: 'cascade' }),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  radiusM: doublePrecision('radius_m').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  inside: boolean('inside'),
});
