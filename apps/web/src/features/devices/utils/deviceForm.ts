import {
  S7_DEFAULT_PORT,
  settingsOfProtocol,
  type DeviceProtocol,
  type DeviceSecretField,
  type PerformanceMode,
  type PlcSettings,
  type PositionMode,
} from '@fieldlink/domain';
import type { DeviceCreateBody, DeviceRow, DeviceUpdateBody } from '../api/devicesApi';

/** The device form's values; text left empty is '' or undefined. */
export interface DeviceFormValues {
  projectId?: number;
  name: string;
  boxId: string;
  boxPassword?: string;
  boxName?: string;
  number?: string;
  deviceTypeId?: number | null;
  communicationDevice?: string;
  networkNumber?: string;
  siteNumber?: string;
  protocol: DeviceProtocol;
  ip?: string;
  port: number;
  unitId: number;
  highLowSwap: boolean;
  performanceMode: PerformanceMode;
  positionMode: PositionMode;
  gps?: string;
  registerLocationAddress?: string;
  vncPassword?: string;
  remoteId?: string;
  remotePassword?: string;
  /** The protocol's own settings (serial line, OPC UA endpoint and security, S7 rack and slot). */
  plcSettings?: PlcSettings;
  plcPassword?: string;
}

/** The sections of the form and their fields, in order (also the fields the server may name). */
export const DEVICE_FORM_SECTIONS = {
  basic: ['projectId', 'name', 'boxId', 'boxPassword', 'boxName', 'number', 'deviceTypeId'],
  connection: ['protocol', 'ip', 'port', 'unitId', 'communicationDevice', 'networkNumber', 'siteNumber', 'highLowSwap', 'performanceMode'],
  location: ['positionMode', 'gps', 'registerLocationAddress'],
  remote: ['vncPassword', 'remoteId', 'remotePassword'],
} as const satisfies Record<string, readonly (keyof DeviceFormValues)[]>;

export const DEVICE_FORM_FIELDS: readonly string[] = Object.values(DEVICE_FORM_SECTIONS).flat();

export const DEVICE_FORM_DEFAULTS: Partial<DeviceFormValues> = {
  protocol: 'modbus_tcp',
  port: 502,
  unitId: 1,
  highLowSwap: false,
  performanceMode: 'high_performance',
  positionMode: 'auto',
};

const SECRETS: readonly DeviceSecretField[] = ['boxPassword', 'vncPassword', 'remotePassword', 'plcPassword'];

/** A stored device as form values; secrets are never answered, so their inputs start empty. */
export function deviceToFormValues(device: DeviceRow): DeviceFormValues {
  return {
    projectId: device.projectId,
    name: device.name,
    boxId: device.boxId,
    boxName: device.boxName ?? '',
    number: device.number ?? '',
    deviceTypeId: device.deviceTypeId,
    communicationDevice: device.communicationDevice ?? '',
    networkNumber: device.networkNumber ?? '',
    siteNumber: device.siteNumber ?? '',
    protocol: device.protocol as DeviceProtocol,
    ip: device.ip ?? '',
    port: device.port,
    unitId: device.unitId,
    highLowSwap: device.highLowSwap,
    performanceMode: device.performanceMode as PerformanceMode,
    positionMode: device.positionMode as PositionMode,
    gps: device.gps ?? '',
    registerLocationAddress: device.registerLocationAddress ?? '',
    remoteId: device.remoteId ?? '',
    plcSettings: settingsOfProtocol(device.protocol, device.plcSettings),
  };
}

const text = (value: string | undefined) => (value === undefined || value.trim() === '' ? null : value.trim());

/** The settings of the chosen protocol only (empty text as none), or null for the Modbus TCP family. */
function plcSettingsBody(values: DeviceFormValues): PlcSettings | null {
  const raw = Object.fromEntries(
    Object.entries(values.plcSettings ?? {}).map(([k, v]) => [k, typeof v === 'string' && v.trim() === '' ? null : v]),
  ) as PlcSettings;
  const settings = settingsOfProtocol(values.protocol, raw);
  return Object.keys(settings).length ? settings : null;
}

/** The fields common to create and update; secrets are added by the callers. */
function commonBody(values: DeviceFormValues) {
  return {
    name: values.name.trim(),
    boxId: values.boxId.trim(),
    boxName: text(values.boxName),
    number: text(values.number),
    deviceTypeId: values.deviceTypeId ?? null,
    communicationDevice: text(values.communicationDevice),
    networkNumber: text(values.networkNumber),
    siteNumber: text(values.siteNumber),
    protocol: values.protocol,
    ip: text(values.ip),
    port: values.port,
    unitId: values.unitId,
    highLowSwap: values.highLowSwap,
    performanceMode: values.performanceMode,
    positionMode: values.positionMode,
    gps: text(values.gps),
    registerLocationAddress: text(values.registerLocationAddress),
    remoteId: text(values.remoteId),
    plcSettings: plcSettingsBody(values),
  };
}

/** Secrets as typed (spaces count); an empty one is left out. */
function typedSecrets(values: DeviceFormValues): Partial<Record<DeviceSecretField, string>> {
  const secrets: Partial<Record<DeviceSecretField, string>> = {};
  for (const field of SECRETS) {
    const value = values[field];
    if (value) secrets[field] = value;
  }
  return secrets;
}

/** POST /devices: the box password is required; other empty secrets are not sent. */
export function toDeviceCreate(values: DeviceFormValues): DeviceCreateBody {
  return { projectId: values.projectId ?? 0, ...commonBody(values), boxPassword: values.boxPassword ?? '', ...typedSecrets(values) };
}

/** PUT /devices/:id: a secret left empty is not sent, so the stored one stays. */
export function toDeviceUpdate(values: DeviceFormValues): DeviceUpdateBody {
  return { ...(values.projectId ? { projectId: values.projectId } : {}), ...commonBody(values), ...typedSecrets(values) };
}

/** Modbus TCP's port, the form's default. */
const MODBUS_DEFAULT_PORT = 502;

/**
 * The port after the protocol changed to `protocol`: S7 listens on 102, so a port left at Modbus's
 * 502 (or empty) becomes 102, and back to 502 when leaving S7; a port the user chose stays.
 */
export function portForProtocol(port: number | null | undefined, protocol: string): number | null | undefined {
  if (protocol === 's7') return port == null || port === MODBUS_DEFAULT_PORT ? S7_DEFAULT_PORT : port;
  return port === S7_DEFAULT_PORT ? MODBUS_DEFAULT_PORT : port;
}
