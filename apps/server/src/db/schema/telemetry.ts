import { bigserial, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { devices, points } from './devices.js';
import { users } from './users.js';

/**
 * Stored samples of points with the save flag. Partitioned by month on `ts` (the migration says
 * `PARTITION BY RANGE`; `samples_default` catches anything without its month) with a BRIN index
 * on `ts`. The key makes a duplicate `(point, ts)` a no-op. No foreign key: history outlives
 * nothing, and the ingest path stays a plain append.
 */
export const samples = pgTable(
  'samples',
  {
    pointId: integer('point_id').notNull(),
    ts: timestamp('ts', { withTimezone: true, mode: 'date' }).notNull(),
    value: doublePrecision('value'),
    text: text('text'),
  },
  (t) => [primaryKey({ name: 'samples_pkey', columns: [t.pointId, t.ts] })],
);

/**
 * The newest value of each point (survives restarts; shared by every instance). No foreign key, so
 * a point deleted while its batch is in flight cannot fail the batch; readers join to points.
 */
export const pointLatest = pgTable('point_latest', {
  pointId: integer('point_id').primaryKey(),
  ts: timestamp('ts', { withTimezone: true, mode: 'date' }).notNull(),
  value: doublePrecision('value'),
  text: text('text'),
});

/** Every change of a device's state, with its time (daily status counts, status statistics). */
export const deviceStatusEvents = pgTable(
  'device_status_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['online', 'comm_failure', 'offline'] }).notNull(),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('device_status_events_device_at').on(t.deviceId, t.at)],
);

/** Telemetry whose timestamp was outside [now - 7 days, now + 5 minutes]: kept aside, never stored as history. */
export const quarantinedSamples = pgTable(
  'quarantined_samples',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    pointName: text('point_name').notNull(),
    ts: timestamp('ts', { withTimezone: true, mode: 'date' }).notNull(),
    value: text('value'),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('quarantined_samples_device').on(t.deviceId, t.receivedAt)],
);

/** Commands sent to a box (writes, lock, recipe) and how each ended. */
export const deviceCommands = pgTable(
  'device_commands',
  {
    id: text('id').primaryKey(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    pointId: integer('point_id').references(() => points.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['pending', 'ok', 'error', 'timeout'] })
      .notNull()
      .default('pending'),
    error: text('error'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('device_commands_device').on(t.deviceId, t.createdAt)],
);
