import {
  deviceTopics,
  parseDeviceTopic,
  parseTunnelChannel,
  tunnelDownFilter,
  tunnelTopics,
  type CommandAck,
  type DeviceStatus,
  type Telemetry,
} from '@fieldlink/domain';
import mqtt from 'mqtt';
import { reconnectDelay } from './backoff.js';

export interface CloudLinkOptions {
  /** mqtt://, mqtts://, ws:// or wss:// address of the Fieldlink cloud. */
  url: string;
  boxId: string;
  password: string;
  connectTimeoutMs?: number;
  /**
   * Delay before the first reconnect; doubles after each failed try, up to reconnectMaxMs, each
   * with jitter (backoff.ts: between half the base and the base). Default 1 s and 30 s.
   */
  reconnectMs?: number;
  reconnectMaxMs?: number;
  /** Draws the jitter; default Math.random. */
  random?: () => number;
  /** With a handler, the link subscribes (QoS 1) to `devices/<boxId>/config` (retained) on every connect. */
  onConfig?: (payload: Buffer) => void;
  /** With a handler, the link subscribes (QoS 1) to `devices/<boxId>/commands` on every connect. */
  onCommand?: (payload: Buffer) => void;
  /** With a handler, the link subscribes (QoS 1) to `devices/<boxId>/tunnel/+/down`: the frames of the remote-HMI tunnels. */
  onTunnel?: (tunnelId: string, payload: Buffer) => void;
  /** After every (re)connect, once the box has said it is online. */
  onConnect?: () => void;
  onDisconnect?: () => void;
  /** Errors of the connection (refused, reset, ...); the link goes on reconnecting except after a refusal of the box. */
  onError?: (error: Error) => void;
}

export interface CloudLink {
  /** Remembers the PLC state; publishes it (retained) now when connected, else on the next connect. */
  publishStatus(status: DeviceStatus): Promise<void>;
  /** QoS 1; resolves when the broker has it (a message in flight when the link drops is sent again on reconnect). */
  publishTelemetry(telemetry: Telemetry): Promise<void>;
  publishAck(ack: CommandAck): Promise<void>;
  /** One frame of a tunnel, QoS 1, on `devices/<boxId>/tunnel/<id>/up`. */
  publishTunnel(tunnelId: string, frame: Uint8Array): Promise<void>;
  connected(): boolean;
  /** Says offline, then disconnects. */
  close(): Promise<void>;
  /** Drops the connection without a goodbye (the broker then sends the will). */
  drop(): void;
}

/** How long closing waits for the broker before it lets go. */
const CLOSE_WAIT_MS = 2000;

/** Whether the promise settled well within `ms`. */
function within(ms: number, promise: Promise<unknown>): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    promise
      .then(
        () => resolve(true),
        () => resolve(false),
      )
      .finally(() => clearTimeout(timer));
  });
}

/** MQTT CONNACK codes that mean the cloud does not accept this box: retrying will not help. */
const REFUSED = new Set([4, 5, 134, 135]);

/**
 * The box's connection to the cloud (docs/device-protocol.md): client id and user name are
 * the box ID; the will, retained, says `{ online: false }`; on every (re)connect the box says it
 * is online, with its PLC state, and subscribes to its config and commands. Reconnects by itself,
 * for as long as it takes, with a capped exponential delay and jitter; the session is persistent
 * (`clean: false`, the box ID as client id), so the broker keeps the box's subscriptions and
 * messages in flight across an outage. `ready` resolves on the first connect and rejects if the
 * cloud refuses the box's credentials (the link then stops).
 */
export function openCloudLink(options: CloudLinkOptions): { link: CloudLink; ready: Promise<void> } {
  const { url, boxId, password, connectTimeoutMs = 10_000, reconnectMs = 1000, reconnectMaxMs = 30_000 } = options;
  const topics = deviceTopics(boxId);
  const backoff = { initialMs: reconnectMs, maxMs: reconnectMaxMs };
  // Failed tries since the last connect; the delay mqtt.js waits before the next is set from it.
  let attempt = 0;
  // At least 1 ms: a reconnectPeriod of 0 would stop mqtt.js from reconnecting at all.
  const nextDelay = () => Math.max(1, reconnectDelay(attempt, backoff, options.random));
  const client = mqtt.connect(url, {
    clientId: boxId,
    username: boxId,
    password,
    clean: false,
    resubscribe: false,
    reconnectPeriod: nextDelay(),
    connectTimeout: connectTimeoutMs,
    will: { topic: topics.status, payload: Buffer.from(JSON.stringify({ online: false })), qos: 1, retain: true },
  });
  let plc: DeviceStatus['plc'] = 'ok';
  let closing = false;
  const online = () => JSON.stringify({ online: true, plc });

  const subscriptions: Record<string, { qos: 1 }> = {};
  if (options.onConfig) subscriptions[topics.config] = { qos: 1 };
  if (options.onCommand) subscriptions[topics.commands] = { qos: 1 };
  if (options.onTunnel) subscriptions[tunnelDownFilter(boxId)] = { qos: 1 };

  client.on('message', (topic, payload) => {
    if (topic === topics.config) options.onConfig?.(payload);
    else if (topic === topics.commands) options.onCommand?.(payload);
    else {
      const tunnel = parseTunnelChannel(parseDeviceTopic(topic)?.channel ?? '');
      if (tunnel?.direction === 'down') options.onTunnel?.(tunnel.tunnelId, payload);
    }
  });
  let up = false;
  client.on('connect', () => {
    up = true;
    // Each value leaves at once (no Nagle): the cloud acknowledges QoS 1 only after storing it, so
    // with Nagle's algorithm the next PUBLISH would wait for that acknowledgement.
    (client.stream as { setNoDelay?: (on: boolean) => void }).setNoDelay?.(true);
    attempt = 0;
    client.options.reconnectPeriod = nextDelay();
    void (async () => {
      await client.publishAsync(topics.status, online(), { qos: 1, retain: true });
      if (Object.keys(subscriptions).length > 0) await client.subscribeAsync(subscriptions);
      options.onConnect?.();
    })().catch((error: Error) => options.onError?.(error));
  });
  // mqtt.js reads reconnectPeriod when a try has failed: each try that fails waits about twice as long before the next.
  client.on('reconnect', () => {
    attempt++;
    client.options.reconnectPeriod = nextDelay();
  });
  client.on('close', () => {
    if (up && !closing) options.onDisconnect?.();
    up = false;
  });

  const ready = new Promise<void>((resolve, reject) => {
    client.once('connect', () => resolve());
    client.on('error', (error) => {
      options.onError?.(error);
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'number' && REFUSED.has(code)) {
        client.end(true);
        reject(error);
      }
    });
  });
  ready.catch(() => {});

  const link: CloudLink = {
    async publishStatus(status) {
      plc = status.plc ?? plc;
      if (client.connected) await client.publishAsync(topics.status, JSON.stringify(status), { qos: 1, retain: true });
    },
    async publishTelemetry(telemetry) {
      await client.publishAsync(topics.telemetry, JSON.stringify(telemetry), { qos: 1 });
    },
    async publishAck(ack) {
      await client.publishAsync(topics.commandAck, JSON.stringify(ack), { qos: 1 });
    },
    async publishTunnel(tunnelId, frame) {
      await client.publishAsync(tunnelTopics(boxId, tunnelId).up, Buffer.from(frame.buffer, frame.byteOffset, frame.byteLength), {
        qos: 1,
      });
    },
    connected: () => client.connected,
    async close() {
      closing = true;
      // A goodbye and a clean DISCONNECT when the connection works; otherwise just stop (the
      // broker's will says the same). Neither may wait on a connection that is going away.
      const said =
        client.connected &&
        (await within(CLOSE_WAIT_MS, client.publishAsync(topics.status, JSON.stringify({ online: false }), { qos: 1, retain: true })));
      if (said && (await within(CLOSE_WAIT_MS, client.endAsync()))) return;
      if (!said) await client.endAsync(true);
      else client.stream.destroy();
    },
    drop() {
      client.stream.destroy();
      client.end(true);
    },
  };
  return { link, ready };
}

/** Opens the link and waits for the first connect; rejects (and stops the link) on the first error. */
export async function connectCloud(options: CloudLinkOptions): Promise<CloudLink> {
  let failed: ((error: Error) => void) | undefined;
  const { link, ready } = openCloudLink({ ...options, onError: (error) => failed?.(error) });
  await Promise.race([
    ready,
    new Promise<never>((_, reject) => {
      failed = (error) => {
        link.drop();
        reject(error);
      };
    }),
  ]);
  failed = options.onError;
  return link;
}
