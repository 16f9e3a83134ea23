import mqtt from 'mqtt';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openPglite, type DatabaseHandle } from '../db/client.js';
import { startEmbeddedBroker, type EmbeddedBroker } from './embedded.js';
import { connectExternalBroker } from './external.js';

const log = pino({ level: 'silent' });

function connect(url: string, options: mqtt.IClientOptions) {
  return new Promise<mqtt.MqttClient>((resolve, reject) => {
    const client = mqtt.connect(url, { reconnectPeriod: 0, connectTimeout: 3000, ...options });
    client.once('connect', () => resolve(client));
    client.once('error', (error) => {
      client.end(true);
      reject(error);
    });
  });
}

describe('embedded broker', () => {
  let broker: EmbeddedBroker;
  let database: DatabaseHandle;
  let baseUrl: string;
  const app = { close: async () => {} };
  const delivered: { boxId: string; channel: string; payload: string }[] = [];

  beforeAll(async () => {
    broker = await startEmbeddedBroker({ port: 0, host: '127.0.0.1', log });
    database = await openPglite(undefined);
    await database.migrate();
    const server = await buildApp({ database, bus: broker, logger: false });
    // Stands in for the connectivity feature, which buildApp attached: one known box.
    await broker.attach({
      authenticate: async (clientId, userName, password) =>
        clientId === 'BOX000000001' && userName === 'BOX000000001' && password?.toString() === 'secret12',
      deliver: async (boxId, channel, payload) => {
        delivered.push({ boxId, channel, payload: payload.toString() });
      },
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const address = server.server.address();
    baseUrl = `127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    app.close = () => server.close();
  });
  afterAll(async () => {
    await app.close();
    await broker.close();
    await database.close();
  });

  it('accepts a device with good credentials over TCP and delivers its messages', async () => {
    const client = await connect(`mqtt://127.0.0.1:${broker.tcpPort()}`, {
      clientId: 'BOX000000001',
      username: 'BOX000000001',
      password: 'secret12',
    });
    await client.subscribeAsync('devices/BOX000000001/config');
    const received = new Promise<string>((resolve) => client.once('message', (_topic, payload) => resolve(payload.toString())));
    await broker.publish('devices/BOX000000001/config', '{"version":1}', { qos: 1 });
    expect(await received).toBe('{"version":1}');
    await client.endAsync();
  });

  it('takes a box only at its own topics: others are dropped, the connection stays', async () => {
    const client = await connect(`mqtt://127.0.0.1:${broker.tcpPort()}`, {
      clientId: 'BOX000000001',
      username: 'BOX000000001',
      password: 'secret12',
    });
    await client.publishAsync('devices/BOX000000001/telemetry', '{"values":{"a":1}}', { qos: 1 });
    await client.publishAsync('devices/BOX000000002/telemetry', '{"values":{"a":2}}', { qos: 1 });
    await client.publishAsync('devices/BOX000000001/config', '{"version":9}', { qos: 1 });
    await expect(client.subscribeAsync('devices/BOX000000002/commands', { qos: 1 })).rejects.toThrow(/Subscribe error/);
    // A tunnel's up frames go to the instance relaying it, not to the gate; down frames are the cloud's to send.
    const frames: string[] = [];
    const unsubscribe = await broker.subscribe('devices/BOX000000001/tunnel/abcdef12/up', (payload) => frames.push(payload.toString()));
    await client.publishAsync('devices/BOX000000001/tunnel/abcdef12/up', 'frame', { qos: 1 });
    await client.publishAsync('devices/BOX000000001/tunnel/abcdef12/down', 'forged', { qos: 1 });
    await client.subscribeAsync('devices/BOX000000001/tunnel/+/down', { qos: 1 });
    await expect(client.subscribeAsync('devices/BOX000000002/tunnel/+/down', { qos: 1 })).rejects.toThrow(/Subscribe error/);
    await unsubscribe();
    expect(frames).toEqual(['frame']);
    expect(client.connected).toBe(true);
    expect(delivered).toEqual([{ boxId: 'BOX000000001', channel: 'telemetry', payload: '{"values":{"a":1}}' }]);
    await client.endAsync();
  });

  it('refuses bad credentials', async () => {
    await expect(
      connect(`mqtt://127.0.0.1:${broker.tcpPort()}`, { clientId: 'BOX000000001', username: 'BOX000000001', password: 'wrong' }),
    ).rejects.toThrow(/Bad username or password/i);
    await expect(connect(`mqtt://127.0.0.1:${broker.tcpPort()}`, { clientId: 'anyone' })).rejects.toThrow();
  });

  it('speaks MQTT over WebSocket at /mqtt on the HTTP port', async () => {
    const client = await connect(`ws://${baseUrl}/mqtt`, { clientId: 'BOX000000001', username: 'BOX000000001', password: 'secret12' });
    expect(client.connected).toBe(true);
    await client.endAsync();
  });

  it('is healthy until closed', async () => {
    const other = await startEmbeddedBroker({ port: null, host: '127.0.0.1', log });
    expect(other.healthy()).toBe(true);
    expect(other.tcpPort()).toBeUndefined();
    await other.close();
    expect(other.healthy()).toBe(false);
  });
});

// The machine's Mosquitto (127.0.0.1:1883 here and in CI) stands in for any external broker.
describe.runIf(process.env.TEST_MQTT_URL)('external broker', () => {
  it('connects, publishes and reports its health', async () => {
    const url = process.env.TEST_MQTT_URL!;
    const bus = await connectExternalBroker(url, log);
    expect(bus.healthy()).toBe(true);
    const listener = await connect(url, { clientId: `listener-${process.pid}` });
    const topic = `fieldlink-test/${process.pid}/${Date.now()}`;
    await listener.subscribeAsync(topic, { qos: 1 });
    const received = new Promise<string>((resolve) => listener.once('message', (_t, payload) => resolve(payload.toString())));
    await bus.publish(topic, 'hello', { qos: 1 });
    expect(await received).toBe('hello');
    await listener.endAsync();
    await bus.close();
    expect(bus.healthy()).toBe(false);
  });

  it('fails with a clear error when the broker is unreachable', async () => {
    await expect(connectExternalBroker('mqtt://127.0.0.1:1', log, { timeoutMs: 2000 })).rejects.toThrow(
      /cannot connect to mqtt:\/\/127\.0\.0\.1:1/,
    );
  });
});
