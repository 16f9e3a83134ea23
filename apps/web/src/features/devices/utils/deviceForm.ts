import type { DeviceProtocol, DeviceSecretField, PerformanceMode, PositionMode } from '@fieldlink/domain';
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

const SECRETS: readonly DeviceSecretField[] = ['boxPassword', 'vncPassword', 'remotePassword'];

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
  };
}

const text = (value: string | undefined) => (value === undefined || value.trim() === '' ? null : value.trim());

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
