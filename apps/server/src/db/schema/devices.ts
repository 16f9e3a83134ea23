import type { PlcSettings } from '@fieldlink/domain';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { projects } from './projects.js';
import { statusTables } from './statuses.js';

export const deviceTypes = pgTable(
  'device_types',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    remarks: text('remarks'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('device_types_company').on(t.companyId)],
);

/**
 * A PLC gateway ("box") on a project. `companyId` repeats the project's, so scoping needs no join.
 * Secrets are write-only: the box password is stored hashed; VNC and remote passwords are kept for
 * the remote-access features but never answered.
 */
export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    boxId: text('box_id').notNull(),
    boxPasswordHash: text('box_password_hash'),
    boxName: text('box_name'),
    number: text('number'),
    deviceTypeId: integer('device_type_id').references(() => deviceTypes.id, { onDelete: 'set null' }),
    groupId: integer('group_id'),
    treeId: integer('tree_id'),
    communicationDevice: text('communication_device'),
    networkNumber: text('network_number'),
    siteNumber: text('site_number'),
    ip: text('ip'),
    port: integer('port').notNull().default(502),
    unitId: integer('unit_id').notNull().default(1),
    protocol: text('protocol').notNull().default('modbus_tcp'),
    highLowSwap: boolean('high_low_swap').notNull().default(false),
    positionMode: text('position_mode').notNull().default('auto'),
    gps: text('gps'),
    registerLocationAddress: text('register_location_address'),
    performanceMode: text('performance_mode').notNull().default('high_performance'),
    vncPassword: text('vnc_password'),
    remoteId: text('remote_id'),
    remotePassword: text('remote_password'),
    /** The protocol's own settings (`plc-settings.ts`): serial line, OPC UA endpoint and security, S7 rack and slot. */
    plcSettings: jsonb('plc_settings').$type<PlcSettings>(),
    /** The OPC UA user's password, write-only (sent to the box in its retained config only). */
    plcPassword: text('plc_password'),
    /** Why the PLC last failed, as the box reported it (`PLC_FAILURE_CAUSES` code and detail); null once it answers. */
    plcFailure: jsonb('plc_failure').$type<{ code: string; detail: Record<string, string | number | null> }>(),
    status: text('status', { enum: ['online', 'comm_failure', 'offline'] })
      .notNull()
      .default('offline'),
    statusAt: timestamp('status_at', { withTimezone: true }),
    configVersion: integer('config_version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('devices_box_id').on(t.boxId), index('devices_project').on(t.projectId), index('devices_company').on(t.companyId)],
);

/** A data point: one PLC address read at an interval, scaled, limited, shown and maybe stored. */
export const points = pgTable(
  'points',
  {
    id: serial('id').primaryKey(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    area: text('area').notNull(),
    address: integer('address').notNull(),
    dataType: integer('data_type').notNull(),
    length: integer('length').notNull().default(1),
    startBit: integer('start_bit'),
    intervalMs: integer('interval_ms').notNull().default(1000),
    unit: text('unit'),
    decimals: integer('decimals').notNull().default(2),
    slope: doublePrecision('slope'),
    intercept: doublePrecision('intercept'),
    upperLimit: doublePrecision('upper_limit'),
    lowerLimit: doublePrecision('lower_limit'),
    maxData: doublePrecision('max_data'),
    minData: doublePrecision('min_data'),
    maxProportion: doublePrecision('max_proportion'),
    minProportion: doublePrecision('min_proportion'),
    displayFormat: integer('display_format').notNull().default(1),
    writable: boolean('writable').notNull().default(false),
    save: boolean('save').notNull().default(true),
    valueDescription: text('value_description'),
    multiSegment: text('multi_segment'),
    /** The status table whose words show the point's values (spec §3 statuses); its own `multiSegment` otherwise. */
    statusTableId: integer('status_table_id').references(() => statusTables.id, { onDelete: 'set null' }),
    registerGroup: text('register_group'),
    /** OPC UA NodeId or S7 address (area `opcua` / `s7`). */
    tag: text('tag'),
    /** The Modbus RTU unit of this point when not the device's. */
    unitId: integer('unit_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Telemetry names points, so a name is unique on its device.
  (t) => [uniqueIndex('points_device_name').on(t.deviceId, t.name), index('points_device').on(t.deviceId)],
);
