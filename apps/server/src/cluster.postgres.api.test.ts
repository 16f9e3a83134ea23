import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mqtt from 'mqtt';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { freshPostgresDatabase } from './test/harness.js';
import { freePort, startServerProcess, waitReady, type ServerProcess } from './test/server-process.js';
import { waitFor } from './test/wait.js';

const MQTT_URL = process.env.TEST_MQTT_URL;
const MESSAGES = 600;
const ADMIN = 'Admin12345';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One server process of the cluster: its own port, data directory and persistent MQTT session. */
class Instance {
  server: ServerProcess | undefined;
  readonly dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldlink-cluster-'));
  constructor(
    readonly port: number,
    readonly clientId: string,
    readonly env: Record<string, string>,
  ) {}
  get api() {
    return `http://127.0.0.1:${this.port}/api/v1`;
  }
  async start() {
    this.server = startServerProcess({
      ...this.env,
      PORT: String(this.port),
      MQTT_CLIENT_ID: this.clientId,
      DATA_DIR: this.dataDir,
    });
    await waitReady(this.server, `${this.api}/health/ready`);
  }
  stop(signal: NodeJS.Signals) {
    return this.server ? this.server.stop(signal) : Promise.resolve();
  }
}

/** A stream socket on one instance, watching one device; collects every frame. */
async function watch(instance: Instance, token: string, deviceId: number) {
  const socket = new WebSocket(`${instance.api.replace('http', 'ws')}/stream?token=${token}`);
  const frames: any[] = [];
  socket.on('message', (raw) => frames.push(JSON.parse(String(raw))));
  await waitFor(async () => frames.some((f) => f.type === 'ready'), `stream ready on ${instance.port}`);
  // Subscriptions are taken in order: the refusal of the unknown device means the real one is held.
  socket.send(JSON.stringify({ type: 'subscribe', devices: [deviceId, 999_999] }));
  await waitFor(async () => frames.some((f) => f.type === 'error' && f.deviceId === 999_999), 'subscription');
  return { socket, frames };
}

/**
 * Two server processes on one PostgreSQL and the machine's Mosquitto, sharing ingest through one
 * shared-subscription group. What this proves on Mosquitto: a member SIGKILLed mid-ingest and
 * started again with its client id (persistent session) gets back what it held unacknowledged
 * and what the broker queued for it, and the other member stores the rest: nothing lost, nothing
 * stored twice. It does not prove that the survivor takes over a departed member's in-flight
 * messages without the member coming back: Mosquitto never does that, EMQX does
 * (docs/DEPLOYMENT.md).
 */
describe.runIf(MQTT_URL && inject('postgresTemplate'))('two instances on one PostgreSQL and one broker', () => {
  const unique = randomBytes(4).toString('hex');
  let database: { url: string; drop: () => Promise<void> } | undefined;
  const instances: Instance[] = [];
  const sockets: WebSocket[] = [];
  let box: mqtt.MqttClient | undefined;

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await box?.endAsync();
    for (const instance of instances) await instance.stop('SIGKILL');
    // Ends the persistent sessions, so the broker keeps nothing for them.
    for (const instance of instances) {
      const session = await mqtt.connectAsync(MQTT_URL!, {
        clientId: instance.clientId,
        clean: true,
        protocolVersion: 5,
        reconnectPeriod: 0,
      });
      await session.endAsync();
      fs.rmSync(instance.dataDir, { recursive: true, force: true });
    }
    await database?.drop();
  });

  it('shares ingest, loses and duplicates nothing when one is killed, and reaches browsers on both', { timeout: 150_000 }, async () => {
    database = await freshPostgresDatabase();
    const env = {
      MQTT_URL: MQTT_URL!,
      MQTT_SHARE_GROUP: `cluster${unique}`,
      DATABASE_URL: database.url,
      SEED_DEMO: '0',
      ADMIN_PASSWORD: ADMIN,
      LOG_LEVEL: 'warn',
    };
    const [portA, portB] = [await freePort(), await freePort()];
    const a = new Instance(portA, `fieldlink-cluster-${unique}-a`, env);
    const b = new Instance(portB, `fieldlink-cluster-${unique}-b`, env);
    instances.push(a, b);
    // Started together on an empty database: one migrates and seeds under the lock, the other waits.
    await Promise.all([a.start(), b.start()]);

    const call = async (instance: Instance, method: string, url: string, token?: string, body?: unknown) => {
      const response = await fetch(`${instance.api}${url}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = (await response.json()) as { data: any };
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(json)}`);
      return json.data;
    };
    const token = (await call(a, 'POST', '/auth/login', undefined, { userName: 'admin', password: ADMIN })).token;
    const project = await call(a, 'POST', '/projects', token, { name: '集群测试', location: '120.1,30.2' });
    const boxId = `CL${unique.toUpperCase()}${randomBytes(1).toString('hex').toUpperCase()}`;
    const device = await call(a, 'POST', '/devices', token, { projectId: project.id, name: '压机', boxId, boxPassword: 'boxpass123' });
    const seq = await call(a, 'POST', `/devices/${device.id}/points`, token, {
      name: 'seq',
      area: '4x',
      address: 0,
      dataType: 4,
      save: true,
    });
    const temp = await call(a, 'POST', `/devices/${device.id}/points`, token, { name: 'temp', area: '4x', address: 1, dataType: 4 });
    await call(a, 'POST', '/alarm-sources', token, {
      pointId: temp.id,
      name: 'Overheat',
      level: 3,
      condition: { op: '>', value: 100 },
      generateWorkOrder: true,
    });

    // A session made on one instance is good on the other (sessions live in the database).
    const watchers = [await watch(a, token, device.id), await watch(b, token, device.id)];
    sockets.push(...watchers.map((w) => w.socket));
    box = await mqtt.connectAsync(MQTT_URL!, { clientId: boxId, reconnectPeriod: 0 });

    // Hot several times in a row: the group hands the messages to both instances, so both alarm
    // engines see the source trip, and both try to raise it.
    const t0 = Date.now() - 120_000;
    for (let i = 0; i < 6; i++) {
      await box.publishAsync(`devices/${boxId}/telemetry`, JSON.stringify({ ts: t0 + i, values: { temp: 150 + i } }), { qos: 1 });
    }
    for (const { frames } of watchers) {
      // The value reaches the browsers on both instances...
      await waitFor(async () => frames.some((f) => f.type === 'live' && f.values.some((v: any) => v.pointId === temp.id)), 'live value');
      // ...and so does the alarm, raised on whichever instance stored the message (LISTEN/NOTIFY).
      await waitFor(async () => frames.some((f) => f.type === 'alarm' && f.alarm.state !== 'cleared'), 'alarm event');
    }
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const count = async (text: string, values: unknown[] = []) => Number((await client.query(text, values)).rows[0].n);
    try {
      expect(await count('select count(*)::int as n from alarms where point_id = $1', [temp.id])).toBe(1);
      expect(await count(`select count(*)::int as n from work_orders where source = 'alarm'`)).toBe(1);

      // QoS 1 ingest through both; B is SIGKILLed a third of the way and started again at two thirds.
      let killed: Promise<void> | undefined;
      let restarted: Promise<void> | undefined;
      for (let n = 0; n < MESSAGES; n++) {
        await box.publishAsync(`devices/${boxId}/telemetry`, JSON.stringify({ ts: t0 + 1000 + n, values: { seq: n } }), { qos: 1 });
        if (n % 10 === 9) await pause(20);
        if (n === MESSAGES / 3) killed = b.stop('SIGKILL');
        if (n === (2 * MESSAGES) / 3) restarted = killed!.then(() => b.start());
      }
      await restarted;
      const stored = () => count('select count(*)::int as n from samples where point_id = $1', [seq.id]);
      await waitFor(async () => (await stored()) >= MESSAGES, `all ${MESSAGES} samples stored`, 40_000).catch(() => undefined);
      const rows = (await client.query('select value from samples where point_id = $1 order by value', [seq.id])).rows;
      const values = rows.map((r) => Number(r.value));
      const missing = Array.from({ length: MESSAGES }, (_, i) => i).filter((i) => !values.includes(i));
      expect(missing).toEqual([]);
      expect(values).toHaveLength(MESSAGES);
      // Both instances stored a share (the group split the work).
      const metrics = await Promise.all([a, b].map((i) => fetch(`http://127.0.0.1:${i.port}/metrics`).then((r) => r.text())));
      expect(metrics[0]).toMatch(/^fieldlink_ingest_rows_total [1-9]/m);
      expect(metrics[1]).toMatch(/^fieldlink_stream_clients \d+/m);
      // Still one alarm, one order.
      expect(await count(`select count(*)::int as n from work_orders where source = 'alarm'`)).toBe(1);
    } finally {
      await client.end();
    }
  });
});
