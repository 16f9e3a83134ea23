import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isOpcUaNodeId, type DeviceConfigPoint } from '@fieldlink/domain';
import {
  AttributeIds,
  DataType,
  MessageSecurityMode,
  OPCUACertificateManager,
  OPCUAClient,
  SecurityPolicy,
  StatusCodes,
  TimestampsToReturn,
  UserTokenType,
  VariantArrayType,
  type ClientSession,
  type DataValue,
  type UserIdentityInfo,
} from 'node-opcua';
import { silentLog, type GatewayLog } from '../log.js';
import type { PointValue } from '../modbus/plan.js';
import { RecipeFailure } from '../recipe.js';
import { PlcFailure, errorText, socketFailure, type DriverGroup, type PlcDriver, type PlcSession } from './driver.js';
import type { OpcUaSecurityMode, OpcUaSecurityPolicy } from './target.js';

export interface OpcUaDriverOptions {
  endpoint: string;
  securityMode: OpcUaSecurityMode;
  securityPolicy: OpcUaSecurityPolicy;
  username?: string;
  password?: string;
  /** Where the client keeps its certificate and the server certificates it trusts. Default: a folder in the temp dir. */
  pkiDir?: string;
  timeoutMs?: number;
  log?: GatewayLog;
}

export type OpcUaGroup = DriverGroup & { points: DeviceConfigPoint[] };

const MODES: Record<OpcUaSecurityMode, MessageSecurityMode> = {
  None: MessageSecurityMode.None,
  Sign: MessageSecurityMode.Sign,
  SignAndEncrypt: MessageSecurityMode.SignAndEncrypt,
};
const POLICIES: Record<OpcUaSecurityPolicy, SecurityPolicy> = {
  None: SecurityPolicy.None,
  Basic256Sha256: SecurityPolicy.Basic256Sha256,
  Aes128_Sha256_RsaOaep: SecurityPolicy.Aes128_Sha256_RsaOaep,
  Aes256_Sha256_RsaPss: SecurityPolicy.Aes256_Sha256_RsaPss,
};

/** A DataValue's value as telemetry carries it; undefined for what it cannot carry (arrays, structures). */
function telemetryValue(dataValue: DataValue): PointValue | undefined {
  if (!dataValue.statusCode.isGood()) return undefined;
  const { value, arrayType } = dataValue.value;
  if (arrayType !== VariantArrayType.Scalar) return undefined;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'bigint') return Number(value);
  // Int64 and UInt64 come as [high, low].
  if (Array.isArray(value) && value.length === 2) return value[0] * 2 ** 32 + value[1];
  return undefined;
}

/** Server certificates trusted on first use, per endpoint: `<pkiDir>/trusted-servers.json`. */
function trustStore(file: string) {
  const read = (): Record<string, string> => {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    } catch {
      return {};
    }
  };
  return {
    get: (endpoint: string) => read()[endpoint],
    set(endpoint: string, thumbprint: string) {
      writeFileSync(file, JSON.stringify({ ...read(), [endpoint]: thumbprint }, null, 2));
    },
  };
}

/**
 * OPC UA through node-opcua: points address NodeIds (`tag`), values arrive by subscription (one
 * monitored item per point, sampled at its poll interval), writes go by NodeId with the node's own
 * data type. The server's certificate is trusted on first use and its SHA-1 thumbprint logged;
 * a different certificate at the same endpoint later is refused (`bad_certificate`) until the
 * administrator removes the old one from `trusted-servers.json`.
 */
export function opcUaDriver(options: OpcUaDriverOptions): PlcDriver<OpcUaGroup> {
  const log = options.log ?? silentLog;
  const pkiDir = options.pkiDir ?? path.join(tmpdir(), 'fieldlink-opcua-pki');
  const where = {
    endpoint: options.endpoint,
    security: `${options.securityMode}/${options.securityPolicy}`,
    user: options.username ?? 'anonymous',
  };
  const trust = trustStore(path.join(pkiDir, 'trusted-servers.json'));
  let certificates: OPCUACertificateManager | undefined;

  function explain(error: unknown): PlcFailure {
    const text = errorText(error);
    const url = new URL(options.endpoint);
    const socket = socketFailure(error, url.hostname, Number(url.port || 4840));
    if (socket) return socket;
    if (/certificate/i.test(text))
      return new PlcFailure(`the PLC certificate is not trusted: ${text}`, 'bad_certificate', { endpoint: options.endpoint });
    if (/BadUserAccessDenied|BadIdentityToken|AccessDenied|invalid user/i.test(text))
      return new PlcFailure(`the PLC refuses user ${where.user}`, 'access_denied', { area: where.user });
    if (/security|endpoint.*(not found|cannot be found|does not exist)|BadSecurity/i.test(text))
      return new PlcFailure(`the PLC does not offer ${where.security}`, 'security_rejected', {
        mode: options.securityMode,
        policy: options.securityPolicy,
      });
    return new PlcFailure(text, 'unknown', { message: text });
  }

  async function connect(): Promise<PlcSession<OpcUaGroup>> {
    mkdirSync(pkiDir, { recursive: true });
    if (!certificates) {
      certificates = new OPCUACertificateManager({ rootFolder: path.join(pkiDir, 'client'), automaticallyAcceptUnknownCertificate: true });
      await certificates.initialize();
    }
    const client = OPCUAClient.create({
      applicationName: 'fieldlink-gateway',
      securityMode: MODES[options.securityMode],
      securityPolicy: POLICIES[options.securityPolicy],
      endpointMustExist: false,
      clientCertificateManager: certificates,
      connectionStrategy: { maxRetry: 0, initialDelay: 100, maxDelay: 200 },
      requestedSessionTimeout: 60_000,
      transportTimeout: options.timeoutMs ?? 5000,
    });
    let open = true;
    let failed: ((failure: PlcFailure) => void) | undefined;
    const lose = (why: string) => {
      if (!open) return;
      open = false;
      failed?.(new PlcFailure(`the OPC UA connection was lost: ${why}`, 'unknown', { message: why }));
    };
    let session: ClientSession;
    try {
      await client.connect(options.endpoint);
      const thumbprint = serverThumbprint(client);
      const known = trust.get(options.endpoint);
      if (thumbprint && known && known !== thumbprint)
        throw new PlcFailure(
          `the PLC at ${options.endpoint} shows a different certificate (${thumbprint}) than the one trusted (${known})`,
          'bad_certificate',
          {
            endpoint: options.endpoint,
            thumbprint,
          },
        );
      if (thumbprint && !known) {
        trust.set(options.endpoint, thumbprint);
        log.warn({ ...where, thumbprint }, 'OPC UA server certificate trusted on first use');
      }
      const identity: UserIdentityInfo = options.username
        ? { type: UserTokenType.UserName, userName: options.username, password: options.password ?? '' }
        : { type: UserTokenType.Anonymous };
      session = await client.createSession(identity);
    } catch (error) {
      await client.disconnect().catch(() => {});
      throw error instanceof PlcFailure ? error : explain(error);
    }
    client.on('connection_lost', () => lose('connection lost'));
    client.on('close', () => lose('closed'));
    session.on('session_closed', () => lose('session closed'));
    const dataTypes = new Map<string, DataType>();

    async function dataTypeOf(nodeId: string): Promise<DataType> {
      const known = dataTypes.get(nodeId);
      if (known !== undefined) return known;
      const read = await session.read({ nodeId, attributeId: AttributeIds.DataType });
      if (!read.statusCode.isGood()) throw refusal(nodeId, read.statusCode.name);
      const id = read.value.value as { value: number; namespace: number };
      // Built-in types only (namespace 0, ids 1..25); an enumeration or subtype is written as Int32 or its base.
      const dataType = id.namespace === 0 && id.value <= 25 ? (id.value as DataType) : DataType.Int32;
      dataTypes.set(nodeId, dataType);
      return dataType;
    }

    const refusal = (nodeId: string, status: string) =>
      /Access|NotWritable|NotReadable/.test(status)
        ? new PlcFailure(`the PLC denies access to ${nodeId}: ${status}`, 'access_denied', { area: nodeId }, false)
        : new Error(`${nodeId}: ${status}`);

    async function writeVariant(nodeId: string, value: unknown, arrayType = VariantArrayType.Scalar) {
      const dataType = await dataTypeOf(nodeId);
      const status = await session.write({ nodeId, attributeId: AttributeIds.Value, value: { value: { dataType, arrayType, value } } });
      if (status !== StatusCodes.Good) throw refusal(nodeId, status.name);
    }

    /** A node's words: an array's elements, or a scalar as one word. */
    async function readWhole(nodeId: string): Promise<{ words: number[]; scalar: boolean }> {
      const read = await session.read({ nodeId, attributeId: AttributeIds.Value });
      if (!read.statusCode.isGood()) throw refusal(nodeId, read.statusCode.name);
      const { value, arrayType } = read.value;
      const scalar = arrayType === VariantArrayType.Scalar;
      return { words: scalar ? [Number(value)] : Array.from(value as ArrayLike<number>, Number), scalar };
    }

    return {
      get open() {
        return open;
      },
      read: async () => ({}),
      async subscribe(groups, onValues, onFailure) {
        failed = onFailure;
        const fastest = Math.min(...groups.map((g) => g.intervalMs));
        const subscription = await session.createSubscription2({
          requestedPublishingInterval: fastest,
          requestedLifetimeCount: 600,
          requestedMaxKeepAliveCount: 10,
          publishingEnabled: true,
        });
        subscription.on('terminated', () => lose('subscription terminated'));
        // The changes of one publish, gathered into one telemetry message.
        let pending: Record<string, PointValue> | undefined;
        const flush = () => {
          const values = pending!;
          pending = undefined;
          onValues(Date.now(), values);
        };
        for (const group of groups) {
          const items = group.points.map((p) => ({ nodeId: p.tag!, attributeId: AttributeIds.Value }));
          const monitored = await subscription.monitorItems(
            items,
            { samplingInterval: group.intervalMs, discardOldest: true, queueSize: 1 },
            TimestampsToReturn.Both,
          );
          monitored.on('changed', (_item, dataValue, index) => {
            const point = group.points[index];
            const value = point && telemetryValue(dataValue);
            if (!point || value === undefined) return;
            if (!pending) {
              pending = {};
              setImmediate(flush);
            }
            pending[point.name] = value;
          });
        }
      },
      async write(point, value) {
        await writeVariant(point.tag!, typeof value === 'boolean' || typeof value === 'string' ? value : Number(value));
      },
      async readWords(area, address, count) {
        const { words } = await readWhole(area);
        if (address + count > words.length) throw new RangeError(`${area} holds ${words.length} words, not ${address + count}`);
        return words.slice(address, address + count);
      },
      async writeWords(area, address, words) {
        // The whole array is written back (a write with an index range is not offered by every server).
        const { words: whole, scalar } = await readWhole(area);
        if (scalar) {
          if (address !== 0 || words.length !== 1) throw new RangeError(`${area} holds one word`);
          return writeVariant(area, words[0]);
        }
        if (address + words.length > whole.length)
          throw new RangeError(`${area} holds ${whole.length} words, not ${address + words.length}`);
        words.forEach((word, i) => (whole[address + i] = word));
        await writeVariant(area, Uint16Array.from(whole), VariantArrayType.Array);
      },
      async close() {
        open = false;
        await session.close().catch(() => {});
        await client.disconnect().catch(() => {});
      },
    };
  }

  return {
    where,
    subscribes: true,
    plan(points) {
      const invalid: { point: DeviceConfigPoint; error: string }[] = [];
      const byInterval = new Map<number, DeviceConfigPoint[]>();
      for (const point of points) {
        if (!point.tag || !isOpcUaNodeId(point.tag))
          invalid.push({ point, error: `${JSON.stringify(point.tag ?? '')} is not an OPC UA NodeId` });
        else byInterval.set(point.intervalMs, [...(byInterval.get(point.intervalMs) ?? []), point]);
      }
      const groups = [...byInterval].map(([intervalMs, grouped]) => ({ intervalMs, key: `every ${intervalMs} ms`, points: grouped }));
      return { groups, invalid };
    },
    checkWords(area) {
      if (!isOpcUaNodeId(area)) throw new RecipeFailure(`${area} is not an OPC UA NodeId`, 'not_holding_register', { address: area });
    },
    connect,
  };
}

/** SHA-1 thumbprint (hex, as OPC UA tools show it) of the server certificate the channel was opened with. */
function serverThumbprint(client: OPCUAClient): string | undefined {
  const certificate = client.serverCertificate;
  const der = Array.isArray(certificate) ? certificate[0] : certificate;
  return der ? createHash('sha1').update(der).digest('hex').toUpperCase() : undefined;
}
