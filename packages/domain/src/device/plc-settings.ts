import { z } from 'zod';
import { isKnownArea } from '../datapoint/registers.js';
import { isOpcUaNodeId, parseS7Address, s7TypeIssue } from './plc-address.js';

/**
 * How a device's gateway reaches its PLC beyond ip, port and unit id, per protocol (`DEVICE_PROTOCOLS`):
 * Modbus RTU's serial line (or a serial server that passes RTU frames over TCP), OPC UA's endpoint
 * and security, S7's rack and slot. One pure check (`deviceProtocolIssues`, `pointAddressIssues`)
 * serves the web form and the server; `plcAddressOf` gives the gateway its `--plc` form.
 */
export const RTU_TRANSPORTS = ['serial', 'serial_server'] as const;
export type RtuTransport = (typeof RTU_TRANSPORTS)[number];
export const RTU_PARITIES = ['none', 'even', 'odd'] as const;
export const RTU_BAUD_RATES = [1200, 2400, 4800, 9600, 19200, 38400, 57600, 115200] as const;
export const OPCUA_SECURITY_MODES = ['None', 'Sign', 'SignAndEncrypt'] as const;
export type OpcUaSecurityModeName = (typeof OPCUA_SECURITY_MODES)[number];
export const OPCUA_SECURITY_POLICIES = ['None', 'Basic256Sha256', 'Aes128_Sha256_RsaOaep', 'Aes256_Sha256_RsaPss'] as const;
export type OpcUaSecurityPolicyName = (typeof OPCUA_SECURITY_POLICIES)[number];
/** The area a point of a protocol without register areas carries; its address is in `tag`. */
export const TAG_AREAS = { opcua: 'opcua', s7: 's7' } as const;
export const S7_DEFAULT_PORT = 102;

/** A serial device of the gateway's system: /dev/ttyUSB0, /dev/ttyS1, /dev/serial/by-id/... */
const SERIAL_PORT = /^\/dev\/[A-Za-z0-9._/-]{1,120}$/;
/** opc.tcp://host[:port][/path] */
const OPCUA_ENDPOINT = /^opc\.tcp:\/\/[A-Za-z0-9.-]{1,253}(?::\d{1,5})?(?:\/[A-Za-z0-9._~/-]{0,200})?$/;

const nullish = <T extends z.ZodType>(schema: T) => schema.nullish();
export const PlcSettingsSchema = z
  .object({
    rtuTransport: nullish(z.enum(RTU_TRANSPORTS, { message: 'validation.invalid' })),
    serialPort: nullish(z.string().trim().max(130, { message: 'validation.tooLong' })),
    baudRate: nullish(z.number().int({ message: 'validation.integer' })),
    dataBits: nullish(z.union([z.literal(7), z.literal(8)], { message: 'validation.invalid' })),
    parity: nullish(z.enum(RTU_PARITIES, { message: 'validation.invalid' })),
    stopBits: nullish(z.union([z.literal(1), z.literal(2)], { message: 'validation.invalid' })),
    frameGapMs: nullish(z.number().int({ message: 'validation.integer' }).min(0, { message: 'validation.between' }).max(1000)),
    endpoint: nullish(z.string().trim().max(300, { message: 'validation.tooLong' })),
    securityMode: nullish(z.enum(OPCUA_SECURITY_MODES, { message: 'validation.invalid' })),
    securityPolicy: nullish(z.enum(OPCUA_SECURITY_POLICIES, { message: 'validation.invalid' })),
    username: nullish(z.string().trim().max(100, { message: 'validation.tooLong' })),
    rack: nullish(z.number().int({ message: 'validation.integer' })),
    slot: nullish(z.number().int({ message: 'validation.integer' })),
  })
  .strict();
export type PlcSettings = z.infer<typeof PlcSettingsSchema>;

/** The fields the protocol's form shows (and the server keeps); the rest of `plcSettings` is dropped. */
export const PROTOCOL_FIELDS: Record<string, readonly (keyof PlcSettings | 'ip' | 'port' | 'unitId' | 'plcPassword')[]> = {
  modbus_tcp: ['ip', 'port', 'unitId'],
  lan_modbus: ['ip', 'port', 'unitId'],
  xnet: ['ip', 'port', 'unitId'],
  modbus_rtu: ['rtuTransport', 'serialPort', 'baudRate', 'dataBits', 'parity', 'stopBits', 'frameGapMs', 'ip', 'port', 'unitId'],
  opcua: ['endpoint', 'securityMode', 'securityPolicy', 'username', 'plcPassword'],
  s7: ['ip', 'port', 'rack', 'slot'],
};

export interface PlcDeviceFields {
  protocol: string;
  ip?: string | null | undefined;
  port?: number | null | undefined;
  unitId?: number | null | undefined;
  plcSettings?: PlcSettings | null | undefined;
}
export interface FieldIssue {
  path: (string | number)[];
  message: string;
  params?: Record<string, string | number>;
}

/** The device's settings of its own protocol only, with each protocol's defaults filled in. */
export function settingsOfProtocol(protocol: string, settings: PlcSettings | null | undefined): PlcSettings {
  const s = settings ?? {};
  if (protocol === 'modbus_rtu')
    return {
      rtuTransport: s.rtuTransport ?? 'serial',
      serialPort: s.serialPort || null,
      baudRate: s.baudRate ?? 9600,
      dataBits: s.dataBits ?? 8,
      parity: s.parity ?? 'none',
      stopBits: s.stopBits ?? 1,
      frameGapMs: s.frameGapMs ?? null,
    };
  if (protocol === 'opcua') {
    const securityMode = s.securityMode ?? 'None';
    return {
      endpoint: s.endpoint || null,
      securityMode,
      securityPolicy: s.securityPolicy ?? (securityMode === 'None' ? 'None' : 'Basic256Sha256'),
      username: s.username || null,
    };
  }
  if (protocol === 's7') return { rack: s.rack ?? 0, slot: s.slot ?? 1 };
  return {};
}

/**
 * What is wrong with a device's PLC settings for its protocol (message keys of messages.ts), paths
 * as the form names its fields (`plcSettings.serialPort`, `ip`).
 */
export function deviceProtocolIssues(device: PlcDeviceFields): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const s = settingsOfProtocol(device.protocol, device.plcSettings);
  const at = (name: string) => ['plcSettings', name];
  const between = (name: keyof PlcSettings, value: number | null | undefined, min: number, max: number) => {
    if (value != null && (value < min || value > max)) issues.push({ path: at(name), message: 'validation.between', params: { min, max } });
  };
  switch (device.protocol) {
    case 'modbus_rtu':
      if (s.rtuTransport === 'serial') {
        if (!s.serialPort) issues.push({ path: at('serialPort'), message: 'validation.required' });
        else if (!SERIAL_PORT.test(s.serialPort)) issues.push({ path: at('serialPort'), message: 'validation.serialPort' });
      } else if (!device.ip) issues.push({ path: ['ip'], message: 'validation.required' });
      if (!(RTU_BAUD_RATES as readonly number[]).includes(s.baudRate!))
        issues.push({ path: at('baudRate'), message: 'validation.baudRate' });
      between('frameGapMs', s.frameGapMs, 0, 1000);
      break;
    case 'opcua':
      if (!s.endpoint) issues.push({ path: at('endpoint'), message: 'validation.required' });
      else if (!OPCUA_ENDPOINT.test(s.endpoint)) issues.push({ path: at('endpoint'), message: 'validation.opcuaEndpoint' });
      if ((s.securityMode === 'None') !== (s.securityPolicy === 'None'))
        issues.push({ path: at('securityPolicy'), message: 'validation.opcuaSecurity' });
      break;
    case 's7':
      if (!device.ip) issues.push({ path: ['ip'], message: 'validation.required' });
      between('rack', s.rack, 0, 7);
      between('slot', s.slot, 0, 31);
      break;
    default:
      break;
  }
  return issues;
}

/**
 * The gateway's PLC address for the device (`apps/gateway` `PLC_URL_FORMS`), or null for Modbus TCP
 * (and the protocols polled like it), which the box reaches at host and port.
 */
export function plcAddressOf(device: PlcDeviceFields): string | null {
  const s = settingsOfProtocol(device.protocol, device.plcSettings);
  const unit = device.unitId ?? 1;
  switch (device.protocol) {
    case 'modbus_rtu': {
      if (s.rtuTransport === 'serial_server') return device.ip ? `modbus-rtu-tcp://${device.ip}:${device.port ?? 502}?unit=${unit}` : null;
      if (!s.serialPort) return null;
      const gap = s.frameGapMs == null ? '' : `&gap=${s.frameGapMs}`;
      return `modbus-rtu://${s.serialPort}?baud=${s.baudRate}&parity=${s.parity}&data=${s.dataBits}&stop=${s.stopBits}&unit=${unit}${gap}`;
    }
    case 'opcua':
      return s.endpoint ? `${s.endpoint}?security=${s.securityMode}&policy=${s.securityPolicy}` : null;
    case 's7':
      return device.ip ? `s7://${device.ip}:${device.port ?? S7_DEFAULT_PORT}?rack=${s.rack}&slot=${s.slot}` : null;
    default:
      return null;
  }
}

export interface PointAddressFields {
  area?: string | null | undefined;
  address?: number | null | undefined;
  dataType?: number | null | undefined;
  tag?: string | null | undefined;
  unitId?: number | null | undefined;
}

/**
 * What is wrong with a point's address on a device of `protocol`: Modbus and its relatives use the
 * register families (area + address, `tag` empty; a unit id of its own only on Modbus RTU); OPC UA
 * a NodeId in `tag`, S7 an address like DB5.DBW10 in `tag` that can hold the data type (area
 * `opcua` / `s7`, address 0).
 */
export function pointAddressIssues(protocol: string, point: PointAddressFields): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const tag = point.tag?.trim() || null;
  const tagArea = (TAG_AREAS as Record<string, string>)[protocol];
  if (tagArea) {
    if (point.area !== tagArea) issues.push({ path: ['area'], message: 'validation.areaOfProtocol', params: { area: tagArea } });
    if (point.unitId != null) issues.push({ path: ['unitId'], message: 'validation.unitIdRtuOnly' });
    if (!tag) issues.push({ path: ['tag'], message: 'validation.required' });
    else if (protocol === 'opcua' && !isOpcUaNodeId(tag)) issues.push({ path: ['tag'], message: 'validation.nodeId' });
    else if (protocol === 's7') {
      try {
        const address = parseS7Address(tag);
        if (point.dataType != null && s7TypeIssue(address, point.dataType))
          issues.push({ path: ['dataType'], message: 'validation.s7Type', params: { address: tag } });
      } catch {
        issues.push({ path: ['tag'], message: 'validation.s7Address' });
      }
    }
    return issues;
  }
  if (point.area == null || !isKnownArea(point.area)) issues.push({ path: ['area'], message: 'validation.area' });
  if (tag) issues.push({ path: ['tag'], message: 'validation.tagNotUsed' });
  if (point.unitId != null && protocol !== 'modbus_rtu') issues.push({ path: ['unitId'], message: 'validation.unitIdRtuOnly' });
  return issues;
}

// The messages live in a module without schemas: the catalogs read them without loading zod.
export { plcSettingsMessages } from './plc-settings-messages.js';
