import { z } from 'zod';
import { LocationSchema } from '../project/rules.js';
import { intBetween, optionalText } from '../datapoint/schemas.js';
import { BOX_ID_LENGTH, BOX_ID_PATTERN } from './protocol.js';
import { PlcSettingsSchema } from './plc-settings.js';

/** Device rules (spec §3 "Device", §5 "Names and text"; docs/API.md `POST /devices`). */
export const BOX_SECRET_MAX_LENGTH = 17;
/** Box name and box password: letters, digits and spaces, 1 to 17 characters. */
export const BOX_SECRET_PATTERN = /^[A-Za-z0-9 ]{1,17}$/;
export const DEVICE_NAME_MAX_LENGTH = 32;
/** Device name: Chinese characters, letters and digits. */
export const DEVICE_NAME_PATTERN = /^[\u4e00-\u9fa5A-Za-z0-9]+$/;
export const DEVICE_TEXT_MAX_LENGTH = 32;
export const COMMUNICATION_DEVICE_MAX_LENGTH = 64;
export const DEVICE_TYPE_NAME_MAX_LENGTH = 32;
export const DEVICE_TYPE_REMARKS_MAX_LENGTH = 200;

/**
 * `lan_modbus`: no box; the server polls the PLC at ip:port itself (LAN ModBus families). `modbus_rtu`,
 * `opcua` and `s7` carry their settings in `plcSettings` (`plc-settings.ts`).
 */
export const DEVICE_PROTOCOLS = ['modbus_tcp', 'modbus_rtu', 'xnet', 'lan_modbus', 'opcua', 's7'] as const;
export type DeviceProtocol = (typeof DEVICE_PROTOCOLS)[number];
export const POSITION_MODES = ['manual', 'auto'] as const;
export type PositionMode = (typeof POSITION_MODES)[number];
export const PERFORMANCE_MODES = ['high_performance', 'save_flow'] as const;
export type PerformanceMode = (typeof PERFORMANCE_MODES)[number];

// The device states live in a module without schemas (the web's home reads them without loading zod).
export { DEVICE_STATUSES, DEVICE_STATUS_LABELS, type DeviceStatusName } from './statuses.js';

/** Write-only fields: stored, never answered; the API says only whether each is set. */
export const DEVICE_SECRET_FIELDS = ['boxPassword', 'vncPassword', 'remotePassword', 'plcPassword'] as const;
export type DeviceSecretField = (typeof DEVICE_SECRET_FIELDS)[number];

const IPV4_PATTERN = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const HOST_LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/**
 * An IPv4 address in dotted decimal (no leading zeros), or a host name (RFC 1123: labels of
 * letters, digits and inner hyphens, 1-63 characters, 253 in all). A name whose last label is all
 * digits must be a valid IPv4 address, so "256.1.1.1" and "1.2.3" are refused.
 */
export function isIpOrHostName(value: string): boolean {
  if (IPV4_PATTERN.test(value)) return true;
  if (value.length > 253) return false;
  const labels = value.split('.');
  if (/^\d+$/.test(labels[labels.length - 1] ?? '')) return false;
  return labels.every((l) => HOST_LABEL.test(l));
}

export const DeviceNameSchema = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, { message: 'validation.required', abort: true })
  .refine((v) => v.length <= DEVICE_NAME_MAX_LENGTH && DEVICE_NAME_PATTERN.test(v), {
    message: 'validation.deviceName',
    params: { max: DEVICE_NAME_MAX_LENGTH },
  });

export const BoxIdSchema = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, { message: 'validation.required', abort: true })
  .refine((v) => BOX_ID_PATTERN.test(v), { message: 'validation.boxId', params: { length: BOX_ID_LENGTH } });

const boxSecretRule = { message: 'validation.boxSecret', params: { max: BOX_SECRET_MAX_LENGTH } };
/** The box password, as typed: spaces count, nothing is trimmed. */
export const BoxPasswordSchema = z
  .string({ message: 'validation.required' })
  .min(1, { message: 'validation.required', abort: true })
  .refine((v) => BOX_SECRET_PATTERN.test(v), boxSecretRule);
const BoxNameSchema = z
  .string()
  .trim()
  .refine((v) => v === '' || BOX_SECRET_PATTERN.test(v), boxSecretRule)
  .nullish()
  .transform((v) => (v === '' ? null : v));
/** A secret other than the box password: as typed, at most 32; empty or null clears it. */
const optionalSecret = z
  .string()
  .max(DEVICE_TEXT_MAX_LENGTH, { message: 'validation.tooLong' })
  .nullish()
  .transform((v) => (v === '' ? null : v));
const IpSchema = z
  .string()
  .trim()
  .refine((v) => v === '' || isIpOrHostName(v), { message: 'validation.ip' })
  .nullish()
  .transform((v) => (v === '' ? null : v));
const id = z.number().int().positive().max(2_147_483_647);
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalid') });

const fields = {
  projectId: id,
  name: DeviceNameSchema,
  boxId: BoxIdSchema,
  boxPassword: BoxPasswordSchema,
  boxName: BoxNameSchema,
  number: optionalText(DEVICE_TEXT_MAX_LENGTH),
  deviceTypeId: id.nullish(),
  groupId: id.nullish(),
  treeId: id.nullish(),
  communicationDevice: optionalText(COMMUNICATION_DEVICE_MAX_LENGTH),
  networkNumber: optionalText(DEVICE_TEXT_MAX_LENGTH),
  siteNumber: optionalText(DEVICE_TEXT_MAX_LENGTH),
  ip: IpSchema,
  port: intBetween(1, 65535),
  unitId: intBetween(0, 255),
  protocol: choice(DEVICE_PROTOCOLS),
  highLowSwap: z.boolean(),
  positionMode: choice(POSITION_MODES),
  /** "lng,lat" as for projects; empty or null: no position. */
  gps: z.preprocess((v) => (v === '' ? null : v), LocationSchema.nullish()),
  registerLocationAddress: optionalText(DEVICE_TEXT_MAX_LENGTH),
  performanceMode: choice(PERFORMANCE_MODES),
  vncPassword: optionalSecret,
  remoteId: optionalText(DEVICE_TEXT_MAX_LENGTH),
  remotePassword: optionalSecret,
  /** The protocol's own settings (serial line, OPC UA endpoint and security, S7 rack and slot). */
  plcSettings: PlcSettingsSchema.nullish(),
  /** The OPC UA user's password: write-only like the other secrets. */
  plcPassword: z
    .string()
    .max(200, { message: 'validation.tooLong' })
    .nullish()
    .transform((v) => (v === '' ? null : v)),
};

export const DeviceCreateSchema = z.object({
  ...fields,
  port: fields.port.default(502),
  unitId: fields.unitId.default(1),
  protocol: fields.protocol.default('modbus_tcp'),
  highLowSwap: fields.highLowSwap.default(false),
  positionMode: fields.positionMode.default('auto'),
  performanceMode: fields.performanceMode.default('high_performance'),
});
export type DeviceCreate = z.infer<typeof DeviceCreateSchema>;

/**
 * A change to a device: every field optional and no defaults (an absent field keeps its value;
 * null clears a nullable one). A new `projectId` moves the device; the server checks the caller
 * may reach both projects. An absent `boxPassword` keeps the stored one.
 */
export const DeviceUpdateSchema = z.object(fields).partial();
export type DeviceUpdate = z.infer<typeof DeviceUpdateSchema>;

export const DeviceTypeCreateSchema = z.object({
  name: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required', abort: true })
    .max(DEVICE_TYPE_NAME_MAX_LENGTH, { message: 'validation.tooLong' }),
  remarks: optionalText(DEVICE_TYPE_REMARKS_MAX_LENGTH),
});
export type DeviceTypeCreate = z.infer<typeof DeviceTypeCreateSchema>;
export const DeviceTypeUpdateSchema = DeviceTypeCreateSchema.partial();
export type DeviceTypeUpdate = z.infer<typeof DeviceTypeUpdateSchema>;
