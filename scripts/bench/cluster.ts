// bench:cluster — the same QoS 1 telemetry through one server instance and through two, in one run,
// on one PostgreSQL and one external broker (the machine's Mosquitto unless BENCH_MQTT_URL says
// otherwise). Each instance is a server process of its own (`main.ts`, as deployed), the two share
// ingest through an MQTT shared subscription. Rows per second: from the first publish until every
// row is committed (the instances' /metrics `fieldlink_ingest_rows_total`, checked against the
// table). Live p99: publish -> a stream WebSocket on every instance receives the value.
// Prints per run `cluster-run instances=<n> rows_per_s=<n> live_p99_ms=<n>`, then last
// `cluster instances=2 rows_per_s=<n> single_rows_per_s=<n> ratio=<n>` (target >= 1.6).
//
// The broker takes a QoS 1 publish at once; the server acknowledges its copy only after storing.
// Mosquitto keeps at most 1,000 messages queued per session and drops the rest, so the publisher
// never runs more than CREDIT messages ahead of what the instances have stored.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import mqtt from 'mqtt';
import WebSocket from 'ws';
import { openBenchDatabase, percentile, seedBoxes } from './fixture.js';

process.env.BENCH_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
const MQTT_URL = process.env.BENCH_MQTT_URL ?? 'mqtt://127.0.0.1:1883';
const BOXES = Number(process.env.BENCH_BOXES ?? 20);
const POINTS = Number(process.env.BENCH_POINTS ?? 50);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 200);
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 2);
const CREDIT = Number(process.env.BENCH_CREDIT ?? 400);
const ADMIN = 'Bench12345';
const MAIN = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'apps', 'server', 'src', 'main.ts');

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address() as net.AddressInfo;
      server.close(() => resolve(address.port));
    });
  });
}

interface Server {
  port: number;
  clientId: string;
  child: ChildProcess;
  dataDir: string;
}

async function startServer(databaseUrl: string, group: string): Promise<Server> {
  const port = await freePort();
  const clientId = `fieldlink-bench-${randomBytes(4).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldlink-bench-cluster-'));
  const child = spawn(process.execPath, ['--max-semi-space-size=64', '--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      MQTT_URL,
      MQTT_SHARE_GROUP: group,
      MQTT_CLIENT_ID: clientId,
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      ADMIN_PASSWORD: ADMIN,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += String(d)));
  const end = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    if (
      await fetch(`http://127.0.0.1:${port}/api/v1/health/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > end) throw new Error(`server did not start: ${stderr}`);
    await pause(100);
  }
  return { port, clientId, child, dataDir };
}

async function stopServer(server: Server) {
  if (server.child.exitCode === null) {
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    await exited;
  }
  // Ends its persistent session, so the broker keeps nothing for it.
  const session = await mqtt.connectAsync(MQTT_URL, { clientId: server.clientId, clean: true, protocolVersion: 5, reconnectPeriod: 0 });
  await session.endAsync();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}

async function rowsStored(servers: Server[]): Promise<number> {
  const texts = await Promise.all(servers.map((s) => fetch(`http://127.0.0.1:${s.port}/metrics`).then((r) => r.text())));
  return texts.reduce((sum, text) => sum + Number(/^fieldlink_ingest_rows_total (\d+)/m.exec(text)?.[1] ?? 0), 0);
}

async function run(instances: number) {
  const database = await openBenchDatabase('postgres');
  const boxes = await seedBoxes(database.handle, BOXES, POINTS);
  const group = `bench${randomBytes(4).toString('hex')}`;
  const servers = await Promise.all(Array.from({ length: instances }, () => startServer(database.url!, group)));
  const sockets: WebSocket[] = [];
  const clients: mqtt.MqttClient[] = [];
  try {
    const login = await fetch(`http://127.0.0.1:${servers[0]!.port}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: 'admin', password: ADMIN }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    // Live: a browser on every instance watches box 0; its messages carry their send time by ts.
    const watched = boxes[0]!;
    const tsBase = Date.now() - 3_600_000;
    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    for (const server of servers) {
      const socket = new WebSocket(`ws://127.0.0.1:${server.port}/api/v1/stream?token=${token}`);
      let ready = false;
      let subscribed = false;
      socket.on('message', (raw) => {
        const frame = JSON.parse(String(raw)) as { type: string; deviceId?: number; values?: { ts: string }[] };
        if (frame.type === 'ready') ready = true;
        if (frame.type === 'error' && frame.deviceId === 999_999) subscribed = true;
        if (frame.type !== 'live' || frame.deviceId !== watched.deviceId) return;
        const sent = sentAt.get(frame.values![0]!.ts);
        if (sent !== undefined) latencies.push(performance.now() - sent);
      });
      // Subscribed in order once signed in: the refusal of the unknown device means box 0 is held.
      while (!ready) await pause(20);
      socket.send(JSON.stringify({ type: 'subscribe', devices: [watched.deviceId, 999_999] }));
      while (!subscribed) await pause(20);
      sockets.push(socket);
    }
    for (const box of boxes) clients.push(await mqtt.connectAsync(MQTT_URL, { clientId: box.boxId, reconnectPeriod: 0 }));

    const total = BOXES * POINTS * MESSAGES;
    let published = 0;
    let stored = 0;
    let polling = true;
    const poller = (async () => {
      while (polling) {
        stored = await rowsStored(servers);
        await pause(20);
      }
    })();
    const started = performance.now();
    for (let m = 0; m < MESSAGES; m++) {
      await Promise.all(
        clients.map(async (client, b) => {
          while (published - stored / POINTS > CREDIT) await pause(2);
          const values: Record<string, number> = {};
          for (let p = 0; p < POINTS; p++) values[`p${p}`] = (m * 7 + p) % 65536;
          const ts = tsBase + m;
          if (b === 0) sentAt.set(new Date(ts).toISOString(), performance.now());
          published++;
          await client.publishAsync(`devices/${boxes[b]!.boxId}/telemetry`, JSON.stringify({ ts, values }), { qos: 1 });
        }),
      );
    }
    const deadline = Date.now() + 300_000;
    while (stored < total) {
      if (Date.now() > deadline) throw new Error(`stored ${stored} of ${total} rows`);
      await pause(5);
    }
    const elapsedMs = performance.now() - started;
    polling = false;
    await poller;
    const counted = (await database.handle.db.execute(sql`select count(*)::int as n from samples`)) as unknown as { rows: { n: number }[] };
    if (counted.rows[0]!.n !== total) throw new Error(`the table holds ${counted.rows[0]!.n} of ${total} rows`);
    latencies.sort((x, y) => x - y);
    return { rowsPerS: total / (elapsedMs / 1000), liveP99Ms: percentile(latencies, 99), liveFrames: latencies.length };
  } finally {
    for (const socket of sockets) socket.close();
    await Promise.all(clients.map((c) => c.endAsync()));
    await Promise.all(servers.map(stopServer));
    await database.drop();
  }
}

const single = await run(1);
console.log(
  `cluster-run instances=1 rows_per_s=${Math.round(single.rowsPerS)} live_p99_ms=${single.liveP99Ms.toFixed(1)} live_frames=${single.liveFrames}`,
);
const many = await run(INSTANCES);
console.log(
  `cluster-run instances=${INSTANCES} rows_per_s=${Math.round(many.rowsPerS)} live_p99_ms=${many.liveP99Ms.toFixed(1)} live_frames=${many.liveFrames}`,
);
console.log(
  `cluster instances=${INSTANCES} rows_per_s=${Math.round(many.rowsPerS)} single_rows_per_s=${Math.round(single.rowsPerS)} ratio=${(many.rowsPerS / single.rowsPerS).toFixed(2)}`,
);
process.exit(0);
