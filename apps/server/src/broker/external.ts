import mqtt from 'mqtt';
import type { Logger } from 'pino';
import { parseDeviceTopic } from '@fieldlink/domain';
import { BROKER_VERSION_TOPICS, brokerOf, shareGroupAdvice, type BrokerKind } from './broker-kind.js';
import { deliveryOf, liveTopicOf } from './live-follow.js';
import { DEFAULT_MAX_PACKET_BYTES, type BusStats, type DeviceGate, type MessageBus } from './message-bus.js';

export class BrokerUnreachableError extends Error {
  constructor(
    readonly url: string,
    cause: string,
  ) {
    super(`cannot connect to ${redact(url)}: ${cause}`);
    this.name = 'BrokerUnreachableError';
  }
}

/** The URL without its password, for messages and logs. */
export function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(invalid URL)';
  }
}

const SHARED_ID = 1;
const PLAIN_ID = 2;
const ACK_ID = 3;

export interface ExternalBrokerOptions {
  /**
   * The client id of this instance's persistent session (MQTT_CLIENT_ID). Keep it stable across
   * restarts: the broker then keeps unacknowledged telemetry for it and delivers it again.
   */
  clientId?: string;
  /**
   * Shared-subscription group of the instances that share ingest (MQTT_SHARE_GROUP); without one
   * this instance takes every message itself. Brokers differ on what happens to a message in
   * flight to a group member that disconnects: EMQX hands it to another member, Mosquitto 2.0
   * drops it (eclipse-mosquitto/mosquitto#2662). Without a group nothing is lost on either. With a
   * group the broker is asked what it is at start (`$SYS`) and a warning logged if it does not redeliver.
   */
  shareGroup?: string | undefined;
  timeoutMs?: number;
  /** Largest message taken (MQTT_MAX_PACKET_BYTES); also announced to the broker as the maximum packet size. */
  maxPacketBytes?: number;
  /** Reconnect delays: the first, doubled per failed attempt up to the cap, each with up to 50 % jitter. */
  reconnect?: { firstMs?: number; capMs?: number };
}

/**
 * Delay before reconnect attempt `attempt` (1, 2, ...): exponential from `firstMs`, capped at
 * `capMs`, minus up to half of it at random so many instances do not knock at once.
 */
export function reconnectDelay(attempt: number, firstMs: number, capMs: number, random = Math.random): number {
  const full = Math.min(capMs, firstMs * 2 ** Math.min(attempt - 1, 30));
  return Math.round(full * (1 - random() / 2));
}

/**
 * A client of an external broker (EMQX, Mosquitto, ...). The first connect must succeed (a wrong
 * MQTT_URL stops the server); after that it reconnects for as long as the broker is away, with
 * capped exponential backoff and jitter, and its persistent session gets what the broker kept.
 * Ingest: every instance subscribes to telemetry and statuses through the shared group (each
 * message stored by one instance, PUBACK only after its batch committed, its live values pushed
 * there) and to command acks normally (every instance sees the acks of the commands it sent). Live
 * values for the other instances' browsers: each instance also takes, at QoS 0, the telemetry of
 * the boxes its own browsers follow (`follow`), and of no other box (`live-follow.ts`).
 */
export async function connectExternalBroker(url: string, log: Logger, options: ExternalBrokerOptions = {}): Promise<MessageBus> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const group = options.shareGroup;
  const persistent = options.clientId !== undefined;
  const maxPacketBytes = options.maxPacketBytes ?? DEFAULT_MAX_PACKET_BYTES;
  const firstDelayMs = options.reconnect?.firstMs ?? 500;
  const capDelayMs = options.reconnect?.capMs ?? 30_000;
  const client = mqtt.connect(url, {
    clientId: options.clientId ?? `fieldlink-server-${process.pid}-${Math.random().toString(36).slice(2, 8)}`,
    clean: !persistent,
    protocolVersion: 5,
    // A persistent session outlives a crash or a restart by a day. The broker sends nothing larger.
    properties: { maximumPacketSize: maxPacketBytes, ...(persistent ? { sessionExpiryInterval: 86_400 } : {}) },
    // Reconnects are ours (below): mqtt.js only knows a fixed period.
    reconnectPeriod: 0,
    connectTimeout: timeoutMs,
  });
  // A persistent session gets its queued messages the moment it connects, before the gate is
  // attached: they wait for it (and so do their acks) instead of being acknowledged unread.
  let attachGate!: (gate: DeviceGate) => void;
  const gateReady = new Promise<DeviceGate>((resolve) => (attachGate = resolve));
  const pendingAcks = holdAcksUntilStored(client, log);
  const stats: BusStats = { outages: 0, oversized: 0, retainedSkipped: 0 };
  // Stored: telemetry and statuses, QoS 1, shared when there is a group. Live only: with a
  // group, the telemetry of the boxes this instance's browsers follow, at QoS 0. Acks: all.
  const stored = group
    ? [`$share/${group}/devices/+/telemetry`, `$share/${group}/devices/+/status`]
    : ['devices/+/telemetry', 'devices/+/status'];
  /** Boxes whose live copies this instance takes (with a group); live copies of others are dropped. */
  const followed = new Set<string>();
  /** Live-copy topics being unsubscribed because nobody here follows them (asked once each). */
  const dropping = new Set<string>();
  let onSys: ((topic: string, payload: Buffer) => void) | undefined;
  // Listening before the first CONNACK: a persistent session's in-flight messages come in the
  // same breath, and one emitted without a listener would be acknowledged unread.
  /** Topics this instance relays itself (`subscribe`): not device messages for the gate. */
  const relays = new Map<string, (payload: Buffer) => void>();
  client.on('message', (topic, payload, packet) => {
    const relay = relays.get(topic);
    if (relay) return relay(payload);
    if (topic.startsWith('$SYS/')) return onSys?.(topic, payload);
    const parsed = parseDeviceTopic(topic);
    if (!parsed) return;
    if (payload.length > maxPacketBytes) {
      stats.oversized++;
      log.warn({ boxId: parsed.boxId, channel: parsed.channel, bytes: payload.length }, 'mqtt message above MQTT_MAX_PACKET_BYTES dropped');
      return;
    }
    // A retained telemetry message handed over on subscribe is an old sample, not a new one (it
    // would be stamped again on every restart). Live forwards never carry the flag (no
    // retain-as-published); a retained status is the box's current state and is taken.
    if (packet.retain && parsed.channel === 'telemetry') {
      stats.retainedSkipped++;
      return;
    }
    // Which subscription a copy came through: live-only copies are QoS 0 (their subscription's
    // maximum), so a QoS 1 copy is one to store; otherwise the MQTT 5 subscription identifier tells.
    const ids = packet.properties?.subscriptionIdentifier;
    const store = (packet.qos > 0 && parsed.channel !== 'commands/ack') || (Array.isArray(ids) ? ids : [ids]).includes(SHARED_ID);
    const delivery =
      parsed.channel === 'telemetry' && group ? deliveryOf(store ? 'stored' : 'live', followed.has(parsed.boxId)) : { store, live: true };
    if (delivery === 'unsubscribe') {
      if (!dropping.has(topic)) {
        dropping.add(topic);
        void client
          .unsubscribeAsync(topic)
          .catch(() => undefined)
          .finally(() => dropping.delete(topic));
      }
      return;
    }
    const delivered = gateReady.then((gate) => gate.deliver(parsed.boxId, parsed.channel, payload, delivery));
    if (packet.qos > 0 && packet.messageId !== undefined) pendingAcks.set(packet.messageId, delivered);
    else delivered.catch(() => {});
  });
  await new Promise<void>((resolve, reject) => {
    const onConnect = () => {
      settle();
      resolve();
    };
    const onError = (error: Error) => {
      settle();
      client.end(true);
      reject(new BrokerUnreachableError(url, error.message));
    };
    const timer = setTimeout(() => onError(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    const settle = () => {
      clearTimeout(timer);
      client.off('connect', onConnect);
      client.off('error', onError);
    };
    client.on('connect', onConnect);
    client.on('error', onError);
  });

  // From here on the connection heals itself: every loss is one outage (a counter, a warning),
  // every failed attempt waits longer, up to the cap, and success is logged with the outage's length.
  let closing = false;
  let attached = false;
  let outage: { since: number; attempts: number; reason: string; timer?: NodeJS.Timeout } | undefined;
  const reconnectLater = () => {
    if (closing || !outage) return;
    outage.attempts++;
    const delay = reconnectDelay(outage.attempts, firstDelayMs, capDelayMs);
    outage.timer = setTimeout(() => {
      if (!closing) client.connect();
    }, delay);
  };
  client.on('error', (error) => {
    if (outage) outage.reason = error.message;
    log.debug({ err: error.message }, 'mqtt connection error');
  });
  client.on('close', () => {
    if (closing) return;
    if (!outage) {
      stats.outages++;
      outage = { since: Date.now(), attempts: 0, reason: 'connection to the broker lost' };
      log.warn({ url: redact(url) }, 'mqtt broker connection lost; reconnecting');
    }
    clearTimeout(outage.timer);
    reconnectLater();
  });
  client.on('connect', (connack) => {
    if (!outage) return;
    log.warn(
      { url: redact(url), seconds: Math.round((Date.now() - outage.since) / 1000), attempts: outage.attempts },
      'mqtt broker reconnected',
    );
    clearTimeout(outage.timer);
    outage = undefined;
    // A session the broker did not keep (expired, or a broker without persistence) has lost its
    // subscriptions: make them again.
    if (!connack.sessionPresent && attached)
      void subscribeAll().catch((error: Error) => log.error({ err: error.message }, 'mqtt resubscribe failed'));
    // A kept session has the follows made before the outage, not those made during it.
    else if (attached && followed.size > 0)
      void subscribeLive([...followed].map((b) => liveTopicOf(b)!)).catch((error: Error) =>
        log.error({ err: error.message }, 'mqtt live resubscribe failed'),
      );
  });

  const subscribeLive = (topics: string[]) =>
    client.subscribeAsync(topics, { qos: 0, properties: { subscriptionIdentifier: PLAIN_ID } }).then(() => undefined);

  // With a group: what the broker does with a departed member's messages, told once at start.
  if (group)
    void probeBroker().then((kind) => {
      const advice = shareGroupAdvice(group, kind);
      if (advice) log[advice.level]({ group, broker: kind?.name, version: kind?.version }, advice.message);
    });

  function probeBroker(waitMs = 2000): Promise<BrokerKind | undefined> {
    return new Promise((resolve) => {
      const done = (kind: BrokerKind | undefined) => {
        clearTimeout(timer);
        onSys = undefined;
        if (client.connected) void client.unsubscribeAsync([...BROKER_VERSION_TOPICS]).catch(() => undefined);
        resolve(kind);
      };
      const timer = setTimeout(() => done(undefined), waitMs);
      timer.unref();
      onSys = (topic, payload) => {
        const kind = brokerOf(topic, payload.toString('utf8'));
        if (kind) done(kind);
      };
      client.subscribeAsync([...BROKER_VERSION_TOPICS], { qos: 0 }).catch(() => done(undefined));
    });
  }

  async function subscribeAll() {
    await client.subscribeAsync(stored, { qos: 1, properties: { subscriptionIdentifier: SHARED_ID } });
    // Before this change every group member took all telemetry live: a session kept from then drops it.
    if (group) await client.unsubscribeAsync('devices/+/telemetry').catch(() => undefined);
    const live = [...followed].map(liveTopicOf).filter((t): t is string => t !== undefined);
    if (live.length > 0) await subscribeLive(live);
    await client.subscribeAsync('devices/+/commands/ack', { qos: 1, properties: { subscriptionIdentifier: ACK_ID } });
    for (const topic of relays.keys()) await client.subscribeAsync(topic, { qos: 1 });
  }

  return {
    kind: 'external',
    healthy: () => client.connected,
    health: () => {
      if (client.connected) return { state: 'ok' };
      if (closing) return { state: 'error', reason: 'closed' };
      const since = outage ? new Date(outage.since).toISOString() : undefined;
      const attempt = outage ? ` (attempt ${outage.attempts})` : '';
      return { state: 'degraded', reason: `reconnecting to the broker since ${since}${attempt}: ${outage?.reason ?? 'connection lost'}` };
    },
    stats: () => ({ ...stats }),
    async attach(deviceGate) {
      attachGate(deviceGate);
      attached = true;
      await subscribeAll();
    },
    // Only with a group: the others take the group's share at once. A lone instance keeps its
    // subscription, so its persistent session queues what arrives while it restarts.
    ...(group
      ? {
          follow(boxId: string) {
            const topic = liveTopicOf(boxId);
            if (!topic || followed.has(boxId)) return;
            followed.add(boxId);
            if (attached && client.connected)
              subscribeLive([topic]).catch((error: Error) => log.warn({ boxId, err: error.message }, 'live subscription failed'));
          },
          unfollow(boxId: string) {
            const topic = liveTopicOf(boxId);
            if (!topic || !followed.delete(boxId)) return;
            if (client.connected) void client.unsubscribeAsync(topic).catch(() => undefined);
          },
        }
      : {}),
    async drain() {
      if (group && client.connected) await client.unsubscribeAsync(stored).catch(() => undefined);
    },
    publish: (topic, payload, options = {}) =>
      client.publishAsync(topic, payload, { qos: options.qos ?? 0, retain: options.retain ?? false }).then(() => undefined),
    async subscribe(topic, onMessage) {
      relays.set(topic, onMessage);
      await client.subscribeAsync(topic, { qos: 1 });
      return async () => {
        relays.delete(topic);
        if (client.connected) await client.unsubscribeAsync(topic).catch(() => undefined);
      };
    },
    close: async () => {
      closing = true;
      clearTimeout(outage?.timer);
      await client.endAsync(!client.connected);
    },
  };
}

/**
 * mqtt.js sends a PUBACK as soon as the message handler returns and handles one packet at a time.
 * To acknowledge QoS 1 telemetry only after its batch is committed without stalling the reader,
 * the PUBACK write is held here until the delivery promise of its message settles; acks leave in
 * the order the messages came (MQTT 4.6), since batches commit in order. A failed delivery is
 * never acknowledged: the connection is dropped and the broker delivers it again.
 */
function holdAcksUntilStored(client: mqtt.MqttClient, log: Logger): Map<number, Promise<void>> {
  const pending = new Map<number, Promise<void>>();
  let chain: Promise<void> = Promise.resolve();
  const internal = client as unknown as {
    _sendPacket: (packet: { cmd: string; messageId?: number }, cb?: () => void, ...rest: unknown[]) => void;
  };
  const send = internal._sendPacket.bind(client);
  internal._sendPacket = (packet, cb, ...rest) => {
    const delivered = packet.cmd === 'puback' && packet.messageId !== undefined ? pending.get(packet.messageId) : undefined;
    if (!delivered) return send(packet, cb, ...rest);
    pending.delete(packet.messageId!);
    const stream = client.stream;
    chain = chain.then(() =>
      delivered.then(
        () => {
          if (client.stream === stream && client.connected) send(packet);
        },
        (error: Error) => {
          log.error({ err: error.message }, 'telemetry not stored; reconnecting so the broker delivers it again');
          if (client.stream === stream) stream.destroy();
        },
      ),
    );
    cb?.();
  };
  client.on('close', () => pending.clear());
  return pending;
}
