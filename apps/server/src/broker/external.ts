import mqtt from 'mqtt';
import type { Logger } from 'pino';
import { parseDeviceTopic } from '@fieldlink/domain';
import type { DeviceGate, MessageBus } from './message-bus.js';

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

export interface ExternalBrokerOptions {
  /**
   * The client id of this instance's persistent session (MQTT_CLIENT_ID). Keep it stable across
   * restarts: the broker then keeps unacknowledged telemetry for it and delivers it again.
   */
  clientId?: string;
  /** Shared-subscription group of the instances that share ingest (MQTT_SHARE_GROUP). */
  shareGroup?: string;
  timeoutMs?: number;
}

/**
 * A client of an external broker (EMQX, Mosquitto, ...). Reconnects by itself after the first
 * connect. Ingest: every instance subscribes to telemetry and statuses through the shared group
 * (each message stored by one instance, PUBACK only after its batch committed) and to telemetry
 * and command acks normally (every instance keeps its live values and sees the acks of the
 * commands it sent).
 */
export async function connectExternalBroker(url: string, log: Logger, options: ExternalBrokerOptions = {}): Promise<MessageBus> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const group = options.shareGroup ?? 'fieldlink';
  const persistent = options.clientId !== undefined;
  const client = mqtt.connect(url, {
    clientId: options.clientId ?? `fieldlink-server-${process.pid}-${Math.random().toString(36).slice(2, 8)}`,
    clean: !persistent,
    protocolVersion: 5,
    // A persistent session outlives a crash or a restart by a day.
    ...(persistent ? { properties: { sessionExpiryInterval: 86_400 } } : {}),
    reconnectPeriod: 2000,
    connectTimeout: timeoutMs,
  });
  let gate: DeviceGate | undefined;
  const pendingAcks = holdAcksUntilStored(client, log);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      client.end(true);
      reject(new BrokerUnreachableError(url, `no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    client.once('connect', () => {
      clearTimeout(timer);
      resolve();
    });
    client.once('error', (error) => {
      clearTimeout(timer);
      client.end(true);
      reject(new BrokerUnreachableError(url, error.message));
    });
  });
  client.on('error', (error) => log.warn({ err: error.message }, 'mqtt connection error'));
  client.on('offline', () => log.warn('mqtt broker offline, reconnecting'));
  const shared = [`$share/${group}/devices/+/telemetry`, `$share/${group}/devices/+/status`];
  const plain = ['devices/+/telemetry', 'devices/+/commands/ack'];
  client.on('message', (topic, payload, packet) => {
    const parsed = parseDeviceTopic(topic);
    if (!gate || !parsed) return;
    // Each copy names the subscription it came through (MQTT 5 subscription identifiers).
    const ids = packet.properties?.subscriptionIdentifier;
    const store = (Array.isArray(ids) ? ids : [ids]).includes(SHARED_ID);
    const live = parsed.channel === 'telemetry' ? !store : true;
    const delivered = gate.deliver(parsed.boxId, parsed.channel, payload, { store, live });
    if (packet.qos > 0 && packet.messageId !== undefined) pendingAcks.set(packet.messageId, delivered);
    else delivered.catch(() => {});
  });
  return {
    kind: 'external',
    healthy: () => client.connected,
    async attach(deviceGate) {
      gate = deviceGate;
      await client.subscribeAsync(shared, { qos: 1, properties: { subscriptionIdentifier: SHARED_ID } });
      await client.subscribeAsync(plain, { qos: 0, properties: { subscriptionIdentifier: PLAIN_ID } });
    },
    publish: (topic, payload, options = {}) =>
      client.publishAsync(topic, payload, { qos: options.qos ?? 0, retain: options.retain ?? false }).then(() => undefined),
    close: () => client.endAsync().then(() => undefined),
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
