import path from 'node:path';
import {
  CommandSchema,
  DeviceConfigSchema,
  type Command,
  type CommandAck,
  type DeviceConfig,
  type DeviceStatus,
  type Telemetry,
} from '@fieldlink/domain';
import { openCloudLink } from './cloud-link.js';
import { createDeviceLock } from './lock.js';
import { silentLog, type GatewayLog } from './log.js';
import type { PointValue } from './modbus/plan.js';
import { driverFor } from './plc/drivers.js';
import { createPlcPoller, type PlcPoller } from './plc/poller.js';
import { configTarget, parsePlcUrl, type PlcTarget } from './plc/target.js';
import { RecipeFailure, recipeAckOf, runRecipe } from './recipe.js';
import { DEFAULT_BUFFER_LIMITS, createTelemetryBuffer } from './telemetry-buffer.js';
import { createGatewayTunnels, type GatewayTunnelsOptions } from './tunnel.js';

export interface GatewayAgentOptions {
  boxId: string;
  password: string;
  /** mqtt://, mqtts://, ws:// or wss:// address of the cloud. */
  cloudUrl: string;
  /** Where the PLC is, instead of the config's plc: any of `PLC_URL_FORMS` (modbus-tcp://, modbus-rtu://, opc.tcp://, s7://). */
  plcUrl?: string;
  /** Telemetry messages kept while the cloud is unreachable; past it the oldest go. Default 50,000. */
  bufferLimit?: number;
  /** Bytes of telemetry JSON kept while the cloud is unreachable; past it the oldest go. Default 16 MiB. */
  bufferBytes?: number;
  log?: GatewayLog;
  /** First cloud reconnect delay (doubling to 30 s, with jitter). Default 1000 ms. */
  cloudReconnectMs?: number;
  /** Longest cloud reconnect delay. Default 30 s. */
  cloudReconnectMaxMs?: number;
  /** PLC answer timeout. Default 2000 ms. */
  plcTimeoutMs?: number;
  /** Where the box keeps what must outlive it (the device lock and its unlock-code counter); none: memory only. */
  dataDir?: string;
  /** How often a lock is checked on the PLC and a typed unlock code read. Default 1000 ms. */
  lockCheckMs?: number;
  /**
   * Where remote-HMI tunnels may go: `host:port` pairs (an empty list refuses every tunnel); none:
   * any target the cloud names (an administrator configured it for this device).
   */
  tunnelAllow?: readonly string[];
  /** Maps a tunnel's configured target to where it really is (the demo's simulated HMI). */
  tunnelResolve?: GatewayTunnelsOptions['resolve'];
}

export interface GatewayStats {
  /** Telemetry messages the broker has acknowledged. */
  published: number;
  /** Telemetry messages waiting for the cloud (including one in flight). */
  buffered: number;
  /** Telemetry messages given up because the buffer was full (the oldest went). */
  dropped: number;
  /** Times the cloud connection was lost. */
  outages: number;
  /** Commands received. */
  commands: number;
  /** Remote-HMI tunnels open now. */
  tunnels: number;
}

export interface GatewayAgent {
  /** Stops polling, says offline and disconnects. */
  close(): Promise<void>;
  stats(): GatewayStats;
  /** Resolves once connected to the cloud; rejects if the cloud refuses the box's ID or password. */
  ready: Promise<void>;
}

export { parsePlcUrl, type PlcTarget } from './plc/target.js';

/** A command that came too late: `error` "expired" as ever, and for a recipe the code the cloud translates. */
const expiredAck = (command: Command): CommandAck =>
  command.type === 'recipe'
    ? { id: command.id, ok: false, error: 'expired', code: 'expired' }
    : { id: command.id, ok: false, error: 'expired' };
/** Acks kept to answer a command the broker delivers again without running it twice. */
const REMEMBERED_ACKS = 200;

/**
 * The edge agent: takes its configuration from the cloud (retained `config`), polls the PLC,
 * publishes telemetry (QoS 1, buffered in memory while the cloud is away, up to the buffer's bounds,
 * and sent in order with the original timestamps when it returns), reports the PLC's state in its retained status, and carries out write commands.
 */
export function startGatewayAgent(options: GatewayAgentOptions): GatewayAgent {
  const log = options.log ?? silentLog;
  const limits = {
    maxMessages: options.bufferLimit ?? DEFAULT_BUFFER_LIMITS.maxMessages,
    maxBytes: options.bufferBytes ?? DEFAULT_BUFFER_LIMITS.maxBytes,
  };
  const override = options.plcUrl === undefined ? undefined : parsePlcUrl(options.plcUrl);
  const counts = { published: 0, commands: 0, outages: 0 };
  const buffer = createTelemetryBuffer(limits);
  /** When the current outage began, and how many messages the full buffer dropped during it. */
  let outage: { since: number; droppedBefore: number } | undefined;
  let droppingLogged = false;
  let inFlight: Telemetry | undefined;
  let flushing = false;
  let closed = false;
  let config: DeviceConfig | undefined;
  let configText: string | undefined;
  let poller: PlcPoller | undefined;
  let pollerKey: string | undefined;
  /** The last state and cause published. */
  let plcState: string | undefined;
  const acks = new Map<string, CommandAck>();
  let configs: Promise<void> = Promise.resolve();
  let commands: Promise<void> = Promise.resolve();
  const deviceLock = createDeviceLock({ file: options.dataDir && path.join(options.dataDir, 'device-lock.json'), log });
  let lockChecking = false;
  // The lock is set again whenever the PLC lost it (a PLC restart, this box's restart); a typed code is read.
  const lockTimer = setInterval(() => {
    const plc = poller;
    const { register, code } = deviceLock.state();
    if (lockChecking || closed || !plc || (!register && !code)) return;
    lockChecking = true;
    deviceLock
      .enforce(plc)
      .catch((error: Error) => log.debug({ error: error.message }, 'lock check failed'))
      .finally(() => (lockChecking = false));
  }, options.lockCheckMs ?? 1000);
  lockTimer.unref();

  const tunnels = createGatewayTunnels({
    publish: (tunnelId, frame) => link.publishTunnel(tunnelId, frame),
    log,
    allow: options.tunnelAllow,
    resolve: options.tunnelResolve,
  });

  const { link, ready } = openCloudLink({
    url: options.cloudUrl,
    boxId: options.boxId,
    password: options.password,
    reconnectMs: options.cloudReconnectMs,
    reconnectMaxMs: options.cloudReconnectMaxMs,
    onConfig: (payload) =>
      (configs = configs.then(() => applyConfig(payload)).catch((error) => log.error({ err: error }, 'config not applied'))),
    onCommand: (payload) =>
      (commands = commands.then(() => handleCommand(payload)).catch((error) => log.error({ err: error }, 'command failed'))),
    onTunnel: (tunnelId, payload) => tunnels.frame(tunnelId, payload),
    onConnect: () => {
      if (outage) {
        const dropped = buffer.dropped - outage.droppedBefore;
        log.info({ boxId: options.boxId, offlineMs: Date.now() - outage.since, buffered: buffer.length, dropped }, 'cloud connection back');
      } else log.info({ boxId: options.boxId }, 'connected to the cloud');
      outage = undefined;
      void flush();
    },
    onDisconnect: () => {
      counts.outages++;
      outage = { since: Date.now(), droppedBefore: buffer.dropped };
      log.warn({ boxId: options.boxId, outages: counts.outages, ...limits }, 'cloud connection lost; buffering telemetry');
    },
    onError: (error) => log.debug({ error: error.message }, 'cloud connection error'),
  });

  async function flush() {
    if (flushing) return;
    flushing = true;
    try {
      while (!closed && buffer.length > 0 && link.connected()) {
        inFlight = buffer.shift()!;
        try {
          await link.publishTelemetry(inFlight);
          counts.published++;
        } catch (error) {
          buffer.unshift(inFlight);
          log.warn({ error: (error as Error).message }, 'telemetry not published');
          break;
        } finally {
          inFlight = undefined;
        }
      }
    } finally {
      flushing = false;
    }
  }

  function enqueue(telemetry: Telemetry) {
    // One line when the buffer starts dropping, and again only after it had room once more.
    if (buffer.push(telemetry) > 0) {
      if (!droppingLogged) log.warn({ ...limits, dropped: buffer.dropped }, 'telemetry buffer full: dropping the oldest messages');
      droppingLogged = true;
    } else if (buffer.length < limits.maxMessages / 2) droppingLogged = false;
    void flush();
  }

  function setPlcState(state: 'ok' | 'error', error?: string, cause?: DeviceStatus['cause']) {
    const key = JSON.stringify([state, cause]);
    if (key === plcState) return;
    plcState = key;
    if (error) log.warn({ error }, 'plc in error');
    const status: DeviceStatus = cause ? { online: true, plc: state, cause } : { online: true, plc: state };
    link.publishStatus(status).catch((e: Error) => log.warn({ error: e.message }, 'status not published'));
  }

  async function stopPoller() {
    const old = poller;
    poller = undefined;
    pollerKey = undefined;
    await old?.stop();
  }

  async function applyConfig(payload: Buffer) {
    const text = payload.toString();
    if (closed || text === configText) return;
    if (text === '') {
      log.info({}, 'config removed; polling stopped');
      configText = text;
      config = undefined;
      return stopPoller();
    }
    let parsed: ReturnType<typeof DeviceConfigSchema.safeParse>;
    try {
      parsed = DeviceConfigSchema.safeParse(JSON.parse(text));
    } catch {
      return log.warn({ boxId: options.boxId }, 'config ignored: not JSON');
    }
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
      return log.warn({ boxId: options.boxId, issues }, 'config ignored: invalid');
    }
    configText = text;
    config = parsed.data;
    const { plc, points } = config;
    const chosen: { target?: PlcTarget; error?: string } = override ? { target: override } : configTarget(plc);
    if (!chosen.target) {
      const error = chosen.error!;
      log.error({ version: config.version }, error);
      await stopPoller();
      return setPlcState('error', error, { code: 'unsupported', detail: { protocol: plc.protocol, message: error } });
    }
    const target = chosen.target;
    const settings = { unitId: plc.unitId, highLowSwap: plc.highLowSwap };
    const key = JSON.stringify({ target, settings });
    log.info({ version: config.version, points: points.length, ...target, password: undefined }, 'config applied');
    if (poller && key === pollerKey) return poller.updatePoints(points);
    await stopPoller();
    if (closed) return;
    const driver = await driverFor(target, { ...settings, timeoutMs: options.plcTimeoutMs, log, dataDir: options.dataDir });
    if (closed) return;
    poller = createPlcPoller(driver, {
      points,
      log,
      onValues: (ts, values) => enqueue({ ts, values }),
      onPlcState: setPlcState,
    });
    pollerKey = key;
    poller.start();
  }

  async function writePoint(name: string, value: PointValue) {
    const point = config?.points.find((p) => p.name === name);
    if (!point) throw new Error(`unknown point ${name}`);
    if (!point.writable) throw new Error(`point ${name} is not writable`);
    if (!poller) throw new Error('no PLC is being polled');
    await poller.write(name, value);
  }

  async function execute(command: Command): Promise<CommandAck> {
    try {
      switch (command.type) {
        case 'write':
          await writePoint(command.point, command.value);
          break;
        case 'recipe':
          if (!poller) throw new RecipeFailure('no PLC is being polled', 'no_plc');
          await runRecipe(poller, command);
          break;
        case 'lock':
        case 'unlock':
          await deviceLock.command(command, poller);
          break;
        case 'tunnel':
          await tunnels.open(command);
          break;
      }
      return { id: command.id, ok: true };
    } catch (error) {
      return recipeAckOf(command.id, error);
    }
  }

  async function handleCommand(payload: Buffer) {
    counts.commands++;
    let body: unknown;
    try {
      body = JSON.parse(payload.toString());
    } catch {
      return log.warn({}, 'command ignored: not JSON');
    }
    const parsed = CommandSchema.safeParse(body);
    if (!parsed.success) {
      const id = (body as { id?: unknown } | null)?.id;
      log.warn({ id }, 'command ignored: invalid');
      if (typeof id === 'string' && id) await link.publishAck({ id, ok: false, error: 'invalid command' });
      return;
    }
    const command = parsed.data;
    // A command that outlived its time (kept by the broker while the box was away) is refused.
    const expired = command.expiresAt !== undefined && Date.now() > command.expiresAt;
    // The broker may deliver a QoS 1 command twice: answer again, do not run it again.
    const ack = acks.get(command.id) ?? (expired ? expiredAck(command) : await execute(command));
    acks.set(command.id, ack);
    if (acks.size > REMEMBERED_ACKS) acks.delete(acks.keys().next().value!);
    log.info({ id: command.id, type: command.type, ok: ack.ok, error: ack.error }, 'command done');
    await link.publishAck(ack);
  }

  return {
    ready,
    stats: () => ({ ...counts, dropped: buffer.dropped, buffered: buffer.length + (inFlight ? 1 : 0), tunnels: tunnels.count() }),
    async close() {
      closed = true;
      clearInterval(lockTimer);
      tunnels.closeAll();
      await configs;
      await stopPoller();
      await link.close();
    },
  };
}
