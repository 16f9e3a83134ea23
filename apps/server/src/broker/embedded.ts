import net from 'node:net';
import type { Duplex } from 'node:stream';
import { Aedes, type AuthenticateError } from 'aedes';
import mqttPacket from 'mqtt-packet';
import type { Logger } from 'pino';
import { isBoxTunnelPublish, parseDeviceTopic } from '@fieldlink/domain';
import {
  boxMayPublish,
  boxMaySubscribe,
  DEFAULT_MAX_PACKET_BYTES,
  type BusStats,
  type DeviceGate,
  type MessageBus,
} from './message-bus.js';
import { watchPackets, type WatchedClient } from './packet-watch.js';

export interface EmbeddedBroker extends MessageBus {
  kind: 'embedded';
  /** Hands a connection (a WebSocket stream from /mqtt) to the broker. */
  handle(stream: Duplex): void;
  /** The TCP port actually bound (useful with port 0 in tests), or undefined when off. */
  tcpPort(): number | undefined;
}

export class PortInUseError extends Error {
  constructor(readonly port: number) {
    super(`port ${port} is already in use`);
    this.name = 'PortInUseError';
  }
}

/**
 * Aedes in this process: TCP on `port` (null turns the listener off; 0 picks a free port) and
 * whatever streams `handle` receives (MQTT over WebSocket).
 */
export async function startEmbeddedBroker(options: {
  port: number | null;
  host: string;
  log: Logger;
  /** MQTT_MAX_PACKET_BYTES: a connection announcing a larger packet is closed before its body is read. */
  maxPacketBytes?: number;
}): Promise<EmbeddedBroker> {
  const broker = await Aedes.createBroker({ id: 'fieldlink' });
  const maxPacketBytes = options.maxPacketBytes ?? DEFAULT_MAX_PACKET_BYTES;
  const stats: BusStats = { outages: 0, oversized: 0, retainedSkipped: 0 };
  let gate: DeviceGate | undefined;
  const ackChains = new WeakMap<object, Promise<void>>();
  /**
   * QoS 2 message ids received from each box and not yet released (PUBREL): a PUBLISH sent again
   * with one of them is the same message, answered with PUBREC and not delivered twice (MQTT 4.3.3).
   */
  const unreleased = new Map<string, Set<number>>();
  /** Aedes, plus a watch on each connection's packets: the size limit and QoS 2 releases. */
  const handle = (stream: Duplex) => {
    const client = broker.handle(stream);
    watchPackets(client as unknown as WatchedClient, maxPacketBytes, {
      oversized(bytes) {
        stats.oversized++;
        options.log.warn(
          { boxId: client.id ?? undefined, bytes, limit: maxPacketBytes },
          'mqtt packet above MQTT_MAX_PACKET_BYTES: connection closed',
        );
      },
      released: (messageId) => unreleased.get(client.id)?.delete(messageId),
    });
  };
  // This broker speaks MQTT 3.1.1 (and 3.1). An MQTT 5 CONNECT gets the standard refusal in its own
  // version, CONNACK with reason code 0x84 "Unsupported Protocol Version" (MQTT 5 §3.1.2.2), not a
  // 3.1.1 CONNACK the client cannot read; the connection then closes.
  broker.preConnect = (client, packet, done) => {
    if (packet.protocolVersion !== 5) return done(null, true);
    options.log.info({ clientId: packet.clientId }, 'mqtt 5 connect refused: the embedded broker speaks MQTT 3.1.1');
    mqttPacket.writeToStream({ cmd: 'connack', reasonCode: 0x84, sessionPresent: false }, client.conn, { protocolVersion: 5 });
    done(null, false);
  };
  broker.authenticate = (client, userName, password, done) => {
    const check = gate ? gate.authenticate(client.id, userName, password) : Promise.resolve(false);
    check.then(
      (allowed) => {
        if (allowed) return done(null, true);
        const error = Object.assign(new Error('bad user name or password'), { returnCode: 4 }) as AuthenticateError;
        done(error, false);
      },
      (error: Error) => {
        options.log.error({ err: error, clientId: client.id }, 'device authentication failed');
        done(Object.assign(error, { returnCode: 3 }) as AuthenticateError, false);
      },
    );
  };
  // A box publishes only under its own devices/<boxId>/ on the device channels. Anything else is
  // dropped silently (re-addressed to a topic nobody can subscribe to): MQTT 3.1.1 has no way to
  // refuse one PUBLISH without closing the connection.
  broker.authorizePublish = (client, packet, done) => {
    const parsed = parseDeviceTopic(packet.topic);
    const own = client && parsed?.boxId === client.id && boxMayPublish(parsed.channel);
    if (!client || !own || !gate || !parsed) {
      if (client) options.log.warn({ boxId: client.id, topic: packet.topic }, 'mqtt publish outside the box topics dropped');
      packet.topic = '$dropped';
      packet.retain = false;
      return done(null);
    }
    if (parsed.channel === 'status') return done(null); // stored through the subscription below (wills too)
    if (isBoxTunnelPublish(parsed.channel)) return done(null); // to the instance relaying it (`subscribe`)
    const messageId = packet.messageId!;
    let received: Set<number> | undefined;
    if (packet.qos === 2) {
      received = unreleased.get(client.id) ?? new Set<number>();
      unreleased.set(client.id, received);
      if (received.has(messageId)) {
        // The same QoS 2 message again (its PUBREC was lost): acknowledged, not stored twice.
        packet.topic = '$dropped';
        packet.qos = 0;
        const acks = (ackChains.get(client) ?? Promise.resolve()).then(() => {
          if (!client.closed) mqttPacket.writeToStream({ cmd: 'pubrec', messageId }, client.conn, { protocolVersion: client.version ?? 4 });
        });
        ackChains.set(client, acks);
        return done(null);
      }
      received.add(messageId);
    }
    const delivered = gate.deliver(parsed.boxId, parsed.channel, packet.payload as Buffer, { store: true, live: true });
    if (packet.qos === 0) {
      delivered.catch(() => {});
      return done(null);
    }
    // QoS 1 and 2: the PUBACK (PUBREC) must follow the commit, but the box's next packets must
    // not wait for it (Aedes reads a connection's next packets only once this one is handled). So
    // Aedes is told the message is QoS 0 (no ack from it, nothing held) and the PUBACK or PUBREC
    // is written here once the batch holding the message is committed; acks leave in order per
    // box. The box's PUBREL is then answered with PUBCOMP by Aedes. A message that could not be
    // stored is never acknowledged: the connection closes, the box sends it again.
    const ack = packet.qos === 2 ? 'pubrec' : 'puback';
    packet.qos = 0;
    const acks = (ackChains.get(client) ?? Promise.resolve()).then(() =>
      delivered.then(
        () => {
          if (!client.closed) mqttPacket.writeToStream({ cmd: ack, messageId }, client.conn, { protocolVersion: client.version ?? 4 });
        },
        (error: Error) => {
          received?.delete(messageId);
          options.log.error(
            { boxId: client.id, err: error.message },
            'telemetry not stored; closing the connection so the box sends it again',
          );
          client.close();
        },
      ),
    );
    ackChains.set(client, acks);
    done(null);
  };
  broker.on('clientDisconnect', (client) => {
    ackChains.delete(client);
    // A clean session forgets its QoS 2 state; a persistent one may still send PUBREL after reconnecting.
    if (client.clean) unreleased.delete(client.id);
  });
  broker.authorizeSubscribe = (client, subscription, done) => {
    const parsed = parseDeviceTopic(subscription.topic);
    const own = parsed?.boxId === client?.id && boxMaySubscribe(parsed?.channel ?? '');
    if (!own) options.log.warn({ boxId: client?.id, topic: subscription.topic }, 'mqtt subscription outside the box topics refused');
    done(null, own ? subscription : null);
  };
  // Statuses, including the will a broker publishes for a box that vanished.
  const onStatus = (packet: { topic: string; payload: Buffer | string }, cb: () => void) => {
    const parsed = parseDeviceTopic(packet.topic);
    const payload = typeof packet.payload === 'string' ? Buffer.from(packet.payload) : packet.payload;
    if (parsed && gate) void gate.deliver(parsed.boxId, 'status', payload, { store: true, live: true }).catch(() => {});
    cb();
  };
  await new Promise<void>((resolve) => broker.subscribe('devices/+/status', onStatus as never, () => resolve()));

  broker.on('clientError', (client, error) => options.log.debug({ clientId: client.id, err: error.message }, 'mqtt client error'));
  broker.on('connectionError', (client, error) => options.log.debug({ clientId: client?.id, err: error.message }, 'mqtt connection error'));

  let server: net.Server | undefined;
  if (options.port !== null) {
    server = net.createServer((socket) => handle(socket));
    const tcp = server;
    await new Promise<void>((resolve, reject) => {
      tcp.once('error', (error: NodeJS.ErrnoException) =>
        reject(error.code === 'EADDRINUSE' ? new PortInUseError(options.port ?? 0) : error),
      );
      tcp.listen(options.port ?? 0, options.host, () => resolve());
    });
  }
  let closed = false;

  return {
    kind: 'embedded',
    healthy: () => !closed && (server === undefined || server.listening),
    health: () => (!closed && (server === undefined || server.listening) ? { state: 'ok' } : { state: 'error', reason: 'broker closed' }),
    stats: () => ({ ...stats }),
    handle,
    attach: async (deviceGate) => {
      gate = deviceGate;
    },
    tcpPort: () => {
      const address = server?.address();
      return address && typeof address === 'object' ? address.port : undefined;
    },
    publish: (topic, payload, publishOptions = {}) =>
      new Promise((resolve, reject) =>
        broker.publish(
          {
            cmd: 'publish',
            topic,
            payload: typeof payload === 'string' ? Buffer.from(payload) : payload,
            qos: publishOptions.qos ?? 0,
            retain: publishOptions.retain ?? false,
            dup: false,
          },
          (error) => (error ? reject(error) : resolve()),
        ),
      ),
    subscribe: (topic, onMessage) =>
      new Promise((resolve) => {
        const deliver = (packet: { payload: Buffer | string }, cb: () => void) => {
          onMessage(typeof packet.payload === 'string' ? Buffer.from(packet.payload) : packet.payload);
          cb();
        };
        const unsubscribe = () => new Promise<void>((done) => broker.unsubscribe(topic, deliver as never, () => done()));
        broker.subscribe(topic, deliver as never, () => resolve(unsubscribe));
      }),
    async close() {
      if (closed) return;
      closed = true;
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      await new Promise<void>((resolve) => broker.close(() => resolve()));
    },
  };
}
