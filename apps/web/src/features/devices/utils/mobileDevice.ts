import { DEVICE_PROTOCOLS, deviceProtocolIssues, type DeviceProtocol, type FieldIssue, type PlcSettings } from '@fieldlink/domain';

/** The phone form's connection fields: text as typed (numbers too), choices as chosen. */
export interface MobileConnectionValues {
  protocol?: string;
  ip?: string;
  port?: string;
  unitId?: string;
  plcPassword?: string;
  plcSettings?: {
    rtuTransport?: string;
    serialPort?: string;
    baudRate?: number;
    parity?: string;
    endpoint?: string;
    securityMode?: string;
    username?: string;
    rack?: string;
    slot?: string;
  };
}

/** A number typed on the phone; empty is none, anything not a number stays as text for the check to name. */
const numberOf = (text: string | undefined): number | undefined => {
  const trimmed = text?.trim();
  return trimmed ? Number(trimmed) : undefined;
};
const textOf = (text: string | undefined) => text?.trim() || undefined;

/** The device body's connection part (`DeviceCreate`'s protocol, ip, port, unit id, settings, OPC UA password). */
export function mobileConnection(values: MobileConnectionValues) {
  const s = values.plcSettings ?? {};
  const plcSettings = Object.fromEntries(
    Object.entries({
      rtuTransport: s.rtuTransport,
      serialPort: textOf(s.serialPort),
      baudRate: s.baudRate,
      parity: s.parity,
      endpoint: textOf(s.endpoint),
      securityMode: s.securityMode,
      username: textOf(s.username),
      rack: numberOf(s.rack),
      slot: numberOf(s.slot),
    }).filter(([, value]) => value !== undefined),
  ) as PlcSettings;
  return {
    protocol: (DEVICE_PROTOCOLS as readonly string[]).includes(values.protocol ?? '') ? (values.protocol as DeviceProtocol) : 'modbus_tcp',
    ip: textOf(values.ip) ?? null,
    port: numberOf(values.port) ?? 502,
    unitId: numberOf(values.unitId) ?? 1,
    plcSettings: Object.keys(plcSettings).length ? plcSettings : null,
    plcPassword: values.plcPassword || null,
  };
}

/** The domain's check of the connection (the server's own), for the field at `path` (`ip`, `plcSettings.endpoint`). */
export function mobileConnectionIssue(values: MobileConnectionValues, path: string): FieldIssue | undefined {
  return deviceProtocolIssues(mobileConnection(values)).find((issue) => issue.path.join('.') === path);
}
