import type { DeviceConfig } from '@fieldlink/domain';

/** Where a PLC is and how to speak to it: one of the protocols this gateway polls. */
export type PlcTarget =
  | { protocol: 'modbus-tcp'; host: string; port: number; unitId?: number }
  | { protocol: 'modbus-rtu-tcp'; host: string; port: number; unitId?: number }
  | {
      protocol: 'modbus-rtu';
      path: string;
      baudRate: number;
      dataBits: 7 | 8;
      parity: 'none' | 'even' | 'odd';
      stopBits: 1 | 2;
      unitId?: number;
      /** Silence between frames (ms); default 3.5 characters at the baud rate. */
      frameGapMs?: number;
    }
  | {
      protocol: 'opcua';
      endpoint: string;
      securityMode: OpcUaSecurityMode;
      securityPolicy: OpcUaSecurityPolicy;
      username?: string;
      password?: string;
    }
  | { protocol: 's7'; host: string; port: number; rack: number; slot: number };

export const OPCUA_SECURITY_MODES = ['None', 'Sign', 'SignAndEncrypt'] as const;
export type OpcUaSecurityMode = (typeof OPCUA_SECURITY_MODES)[number];
export const OPCUA_SECURITY_POLICIES = ['None', 'Basic256Sha256', 'Aes128_Sha256_RsaOaep', 'Aes256_Sha256_RsaPss'] as const;
export type OpcUaSecurityPolicy = (typeof OPCUA_SECURITY_POLICIES)[number];

export const PLC_URL_FORMS = [
  'modbus-tcp://host[:port][?unit=n]',
  'modbus-rtu:///dev/ttyUSB0?baud=9600&parity=none&data=8&stop=1&unit=1[&gap=ms]',
  'modbus-rtu-tcp://host:port[?unit=n] (RTU frames through a serial server)',
  'opc.tcp://host:port[/path][?security=None|Sign|SignAndEncrypt&policy=Basic256Sha256&user=u&password=p]',
  's7://host[:port][?rack=0&slot=1]',
];

function integer(params: URLSearchParams, name: string, fallback: number, min: number, max: number, what = name): number {
  const text = params.get(name);
  if (text === null) return fallback;
  const value = Number(text);
  if (text.trim() === '' || !Number.isInteger(value) || value < min || value > max)
    throw new TypeError(`the PLC ${what} must be ${min}..${max}, got ${JSON.stringify(text)}`);
  return value;
}

function choice<T extends string>(params: URLSearchParams, name: string, values: readonly T[], fallback: T): T {
  const text = params.get(name);
  if (text === null) return fallback;
  const found = values.find((v) => v.toLowerCase() === text.toLowerCase());
  if (!found) throw new TypeError(`the PLC ${name} must be one of ${values.join(', ')}, got ${JSON.stringify(text)}`);
  return found;
}

const unitOf = (params: URLSearchParams) => (params.has('unit') ? integer(params, 'unit', 1, 0, 255) : undefined);
const hostOf = (url: URL) => {
  if (!url.hostname) throw new TypeError('the PLC address has no host');
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
};

/**
 * A PLC address in any of `PLC_URL_FORMS`. Throws a TypeError naming what is wrong (the CLI and the
 * agent show it as it is).
 */
export function parsePlcUrl(text: string): PlcTarget {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new TypeError(`the PLC address ${JSON.stringify(text)} is not a URL like modbus-tcp://192.168.1.10:502`);
  }
  const params = url.searchParams;
  switch (url.protocol) {
    case 'modbus-tcp:':
      return { protocol: 'modbus-tcp', host: hostOf(url), port: url.port ? Number(url.port) : 502, unitId: unitOf(params) };
    case 'modbus-rtu-tcp:':
      if (!url.port) throw new TypeError('the PLC address needs the serial server port, like modbus-rtu-tcp://10.0.0.9:4001');
      return { protocol: 'modbus-rtu-tcp', host: hostOf(url), port: Number(url.port), unitId: unitOf(params) };
    case 'modbus-rtu:': {
      const path = decodeURIComponent(url.pathname);
      if (url.hostname || !path.startsWith('/') || path === '/')
        throw new TypeError(
          `a modbus-rtu address names its serial port after three slashes, like modbus-rtu:///dev/ttyUSB0, got ${JSON.stringify(text)}`,
        );
      const gap = params.get('gap');
      return {
        protocol: 'modbus-rtu',
        path,
        baudRate: integer(params, 'baud', 9600, 300, 921_600, 'baud rate'),
        dataBits: integer(params, 'data', 8, 7, 8, 'data bits') as 7 | 8,
        parity: choice(params, 'parity', ['none', 'even', 'odd'] as const, 'none'),
        stopBits: integer(params, 'stop', 1, 1, 2, 'stop bits') as 1 | 2,
        unitId: unitOf(params),
        frameGapMs: gap === null ? undefined : integer(params, 'gap', 0, 0, 1000, 'frame gap (ms)'),
      };
    }
    case 'opc.tcp:': {
      const securityMode = choice(params, 'security', OPCUA_SECURITY_MODES, 'None');
      const securityPolicy = choice(params, 'policy', OPCUA_SECURITY_POLICIES, securityMode === 'None' ? 'None' : 'Basic256Sha256');
      if ((securityMode === 'None') !== (securityPolicy === 'None'))
        throw new TypeError(`OPC UA security ${securityMode} does not go with policy ${securityPolicy}`);
      const username = params.get('user') ?? undefined;
      const password = params.get('password') ?? undefined;
      for (const name of ['security', 'policy', 'user', 'password']) params.delete(name);
      const endpoint = `opc.tcp://${url.host}${url.pathname === '/' ? '' : url.pathname}${params.size ? `?${params}` : ''}`;
      hostOf(url);
      return { protocol: 'opcua', endpoint, securityMode, securityPolicy, username, password };
    }
    case 's7:':
      return {
        protocol: 's7',
        host: hostOf(url),
        port: url.port ? Number(url.port) : 102,
        rack: integer(params, 'rack', 0, 0, 7),
        slot: integer(params, 'slot', 1, 0, 31),
      };
    default:
      throw new TypeError(
        `the PLC address must start with modbus-tcp://, modbus-rtu://, modbus-rtu-tcp://, opc.tcp:// or s7://, got ${url.protocol}//`,
      );
  }
}

/** Protocols the cloud names (`DEVICE_PROTOCOLS`) that are Modbus TCP at a host and port. */
const TCP_PROTOCOLS = ['modbus_tcp', 'lan_modbus'];

/**
 * The target a config names: its full `address` when it has one, else Modbus TCP at host and port.
 * Undefined (with why) when the config names no PLC this gateway can reach.
 */
export function configTarget(plc: DeviceConfig['plc']): { target?: PlcTarget; error?: string } {
  if (plc.address) {
    try {
      const target = parsePlcUrl(plc.address);
      if (target.protocol === 'opcua' && plc.username)
        return { target: { ...target, username: plc.username, password: plc.password ?? '' } };
      return { target };
    } catch (error) {
      return { error: (error as Error).message };
    }
  }
  if (!plc.host) return { error: 'the config has no PLC host' };
  if (!TCP_PROTOCOLS.includes(plc.protocol))
    return { error: `protocol ${plc.protocol} is not polled by this gateway without a PLC address (give it one like ${PLC_URL_FORMS[1]})` };
  return { target: { protocol: 'modbus-tcp', host: plc.host, port: plc.port, unitId: plc.unitId } };
}
