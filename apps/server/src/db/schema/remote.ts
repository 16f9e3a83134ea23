import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RemoteEndReason } from '@fieldlink/domain';
import { companies } from './companies.js';
import { devices } from './devices.js';
import { users } from './users.js';

/**
 * A device's remote HMI (spec §3 VNC password): the VNC server the proxy reaches for it, set by an
 * administrator only, reached by the server itself or through the device's gateway (`via`). The client
 * never names a target; the proxy reads it here. The VNC password
 * stays in `devices.vnc_password`, never answered.
 */
export const remoteTargets = pgTable('remote_targets', {
  deviceId: integer('device_id')
    .primaryKey()
    .references(() => devices.id, { onDelete: 'cascade' }),
  host: text('host').notNull(),
  port: integer('port').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  /** `direct`: the server connects to host:port; `gateway`: the device's gateway does, on its LAN, through a tunnel. */
  via: text('via').notNull().default('direct'),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * One remote-HMI session from its ticket on: the ticket's hash (single use: `started_at` is set by
 * the one UPDATE that claims it), who, which device, view-only or not, start, end and why.
 */
export const remoteSessions = pgTable(
  'remote_sessions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ticketHash: text('ticket_hash').notNull(),
    viewOnly: boolean('view_only').notNull(),
    ip: text('ip'),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    endReason: text('end_reason').$type<RemoteEndReason>(),
    endedBy: integer('ended_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('remote_sessions_ticket').on(t.ticketHash),
    index('remote_sessions_device').on(t.deviceId, t.issuedAt),
    index('remote_sessions_company').on(t.companyId, t.issuedAt),
  ],
);
