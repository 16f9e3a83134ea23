// bench:cluster — the cost of a second instance, as CPU time per message. The same QoS 1 telemetry
// at a fixed offered rate, below what one instance can take (the same rate for one instance and
// for two), through server processes of their own (`main.ts`, as deployed) on one PostgreSQL and
// one external broker (the machine's Mosquitto unless BENCH_MQTT_URL says otherwise); the two
// share ingest through an MQTT shared subscription. A warm-up first (start-up, JIT), then the
// measured phase: the CPU time (utime + stime from /proc) of every Fieldlink server process from
// its start until every message of it is committed, per 10,000 messages stored. Also measured, for
// the capacity model: the PostgreSQL backends of the bench's database and the broker process (the
// broker serves the whole machine, so its figure is an upper bound). A browser socket on every
// instance watches box 0: live p99 is publish -> frame on each socket.
// Prints per run `cluster-run instances=<n> ...`, then
// `cluster instances=2 cpu_ms_per_10k=<n> single_cpu_ms_per_10k=<n> efficiency=<n>` (target >= 0.85:
// efficiency = single / the two instances' total), the ingest split and each socket's live p99.
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
import { cpuMs, cpuSince, cpuSnapshot, loadAverage } from './proc-cpu.js';

process.env.BENCH_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
const MQTT_URL = process.env.BENCH_MQTT_URL ?? 'mqtt://127.0.0.1:1883';
const BOXES = Number(process.env.BENCH_BOXES ?? 200);
const POINTS = Number(process.env.BENCH_POINTS ?? 50);
/** Messages per second offered, all boxes together (x POINTS values each). */
const RATE = Number(process.env.BENCH_RATE ?? 60);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 40);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 15);
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 2);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 5);
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
  // BENCH_CPU_PROF_DIR: each server writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`] : [];
  const child = spawn(process.execPath, ['--max-semi-space-size=64', ...profile, '--import', 'tsx', MAIN], {
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

async function metricPerServer(servers: Server[], name: string): Promise<number[]> {
  const texts = await Promise.all(servers.map((s) => fetch(`http://127.0.0.1:${s.port}/metrics`).then((r) => r.text())));
  return texts.map((text) => Number(new RegExp(`^${name} (\\d+)`, 'm').exec(text)?.[1] ?? 0));
}
const rowsPerServer = (servers: Server[]) => metricPerServer(servers, 'fieldlink_ingest_rows_total');
/** Telemetry messages each instance decoded (its share, and live copies of followed boxes), and its batches. */
const workPerServer = async (servers: Server[]) => ({
  decoded: await metricPerServer(servers, 'fieldlink_ingest_messages_total'),
  batches: await metricPerServer(servers, 'fieldlink_ingest_batches_total'),
});

const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);

function brokerPid(): number | undefined {
  try {
    return Number(fs.readFileSync('/run/mosquitto/mosquitto.pid', 'utf8').trim()) || undefined;
  } catch {
    return undefined;
  }
}

async function backendPids(database: Awaited<ReturnType<typeof openBenchDatabase>>): Promise<number[]> {
  const name = new URL(database.url!).pathname.slice(1);
  const found = (await database.handle.db.execute(
    sql`select pid from pg_stat_activity where datname = ${name} and pid <> pg_backend_pid()`,
  )) as unknown as { rows: { pid: number }[] };
  return found.rows.map((r) => r.pid);
}

async function run(instances: number) {
  const database = await openBenchDatabase('postgres');
  const boxes = await seedBoxes(database.handle, BOXES, POINTS);
  // Each box sends every BOXES / RATE s: its points' interval says so (three silent intervals are offline).
  const intervalMs = Math.max(1000, Math.ceil((BOXES / RATE) * 1000));
  await database.handle.db.execute(sql`update points set interval_ms = ${intervalMs}`);
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
    const latencies: number[][] = servers.map(() => []);
    let measuring = false;
    for (const [i, server] of servers.entries()) {
      const socket = new WebSocket(`ws://127.0.0.1:${server.port}/api/v1/stream?token=${token}`);
      let ready = false;
      let subscribed = false;
      socket.on('message', (raw) => {
        const frame = JSON.parse(String(raw)) as { type: string; deviceId?: number; values?: { ts: string }[] };
        if (frame.type === 'ready') ready = true;
        if (frame.type === 'error' && frame.deviceId === 999_999) subscribed = true;
        if (!measuring || frame.type !== 'live' || frame.deviceId !== watched.deviceId) return;
        const sent = sentAt.get(frame.values![0]!.ts);
        if (sent !== undefined) latencies[i]!.push(performance.now() - sent);
      });
      // Subscribed in order once signed in: the refusal of the unknown device means box 0 is held.
      while (!ready) await pause(20);
      socket.send(JSON.stringify({ type: 'subscribe', devices: [watched.deviceId, 999_999] }));
      while (!subscribed) await pause(20);
      sockets.push(socket);
    }
    // The follow of box 0 reaches the broker a moment after the subscription is answered.
    await pause(500);
    for (const box of boxes) clients.push(await mqtt.connectAsync(MQTT_URL, { clientId: box.boxId, reconnectPeriod: 0 }));

    // A fixed offered rate: message n leaves at n / RATE s, box n % BOXES, round the boxes.
    let next = 0;
    const publishFor = async (seconds: number) => {
      const count = Math.round(seconds * RATE);
      const first = next;
      const started = performance.now();
      const sends: Promise<unknown>[] = [];
      while (next < first + count) {
        const due = first + Math.floor(((performance.now() - started) / 1000) * RATE) + 1;
        for (; next < Math.min(due, first + count); next++) {
          const b = next % BOXES;
          const m = Math.floor(next / BOXES);
          const values: Record<string, number> = {};
          for (let p = 0; p < POINTS; p++) values[`p${p}`] = (m * 7 + p) % 65536;
          const ts = tsBase + m;
          if (b === 0) sentAt.set(new Date(ts).toISOString(), performance.now());
          sends.push(clients[b]!.publishAsync(`devices/${boxes[b]!.boxId}/telemetry`, JSON.stringify({ ts, values }), { qos: 1 }));
        }
        await pause(5);
      }
      await Promise.all(sends);
      return count;
    };
    const storedAll = async (messages: number) => {
      const deadline = Date.now() + 120_000;
      for (;;) {
        const rows = await rowsPerServer(servers);
        if (sum(rows) >= messages * POINTS) return rows;
        if (Date.now() > deadline)
          throw new Error(`stored ${sum(rows)} of ${messages * POINTS} rows: the offered rate is above what it takes`);
        await pause(200);
      }
    };

    const warm = await publishFor(WARMUP_SECONDS);
    const warmRows = await storedAll(warm);
    // The fixed cost of an instance: CPU with no telemetry at all, over IDLE_SECONDS.
    const idle0 = cpuSnapshot(servers.map((s) => s.child.pid!));
    await pause(IDLE_SECONDS * 1000);
    const idleMsPerS = servers.map((s) => (cpuMs(s.child.pid!)! - idle0.get(s.child.pid!)!) / IDLE_SECONDS);
    const work0 = await workPerServer(servers);
    const servers0 = cpuSnapshot(servers.map((s) => s.child.pid!));
    const backends = await backendPids(database);
    const backends0 = cpuSnapshot(backends);
    const broker = brokerPid();
    const broker0 = cpuSnapshot(broker ? [broker] : []);
    const started = performance.now();
    measuring = true;
    const messages = await publishFor(SECONDS);
    const storedAtLastPublish = sum(await rowsPerServer(servers)) / POINTS - warm;
    const rows = await storedAll(warm + messages);
    const work1 = await workPerServer(servers);
    const elapsedS = (performance.now() - started) / 1000;
    const perServer = servers.map((s) => cpuMs(s.child.pid!)! - servers0.get(s.child.pid!)!);
    const databaseMs = cpuSince(backends0, await backendPids(database));
    const brokerMs = cpuSince(broker0, []);
    measuring = false;

    const counted = (await database.handle.db.execute(sql`select count(*)::int as n from samples`)) as unknown as { rows: { n: number }[] };
    if (counted.rows[0]!.n !== (warm + messages) * POINTS)
      throw new Error(`the table holds ${counted.rows[0]!.n} of ${(warm + messages) * POINTS} rows`);
    const per10k = (ms: number) => (ms / messages) * 10_000;
    const measuredRows = rows.map((r, i) => r - warmRows[i]!);
    return {
      cpuPer10k: per10k(sum(perServer)),
      perServerPer10k: perServer.map(per10k),
      databasePer10k: per10k(databaseMs),
      brokerPer10k: per10k(brokerMs),
      split: measuredRows.map((r) => r / sum(measuredRows)),
      liveP99Ms: latencies.map((l) =>
        percentile(
          l.sort((x, y) => x - y),
          99,
        ),
      ),
      liveFrames: latencies.map((l) => l.length),
      messages,
      idleMsPerS,
      decoded: work1.decoded.map((n, i) => n - work0.decoded[i]!),
      batches: work1.batches.map((n, i) => n - work0.batches[i]!),
      rate: messages / elapsedS,
      // Messages not yet stored when the last one was published: a few below saturation.
      backlogAtEnd: Math.round(messages - storedAtLastPublish),
    };
  } finally {
    for (const socket of sockets) socket.close();
    await Promise.all(clients.map((c) => c.endAsync()));
    await Promise.all(servers.map(stopServer));
    await database.drop();
  }
}

const fmt = (n: number, digits = 0) => n.toFixed(digits);
const describe = (instances: number, r: Awaited<ReturnType<typeof run>>) =>
  `cluster-run instances=${instances} messages=${r.messages} offered_per_s=${RATE} points=${POINTS} ` +
  `cpu_ms_per_10k=${fmt(r.cpuPer10k)} per_instance=${r.perServerPer10k.map((n) => fmt(n)).join('/')} ` +
  `db_backends_cpu_ms_per_10k=${fmt(r.databasePer10k)} broker_cpu_ms_per_10k=${fmt(r.brokerPer10k)} ` +
  `split=${r.split.map((f) => fmt(f * 100, 1)).join('/')}% live_p99_ms=${r.liveP99Ms.map((n) => fmt(n, 1)).join('/')} ` +
  `idle_cpu_ms_per_s=${r.idleMsPerS.map((n) => fmt(n, 1)).join('/')} live_frames=${r.liveFrames.join('/')} decoded=${r.decoded.join('/')} batches=${r.batches.join('/')} backlog_at_last_publish=${r.backlogAtEnd} load=${loadAverage()}`;

console.log(
  `cluster-bench boxes=${BOXES} points=${POINTS} rate=${RATE}/s seconds=${SECONDS} warmup=${WARMUP_SECONDS}s load=${loadAverage()}`,
);
const single = await run(1);
console.log(describe(1, single));
const many = await run(INSTANCES);
console.log(describe(INSTANCES, many));
console.log(
  `cluster instances=${INSTANCES} cpu_ms_per_10k=${fmt(many.cpuPer10k)} single_cpu_ms_per_10k=${fmt(single.cpuPer10k)} ` +
    `efficiency=${(single.cpuPer10k / many.cpuPer10k).toFixed(2)}`,
);
console.log(
  `cluster split=${many.split.map((f) => fmt(f * 100, 1)).join('/')}% live_p99_ms=${many.liveP99Ms.map((n) => fmt(n, 1)).join('/')} ` +
    `load=${loadAverage()}`,
);
process.exit(0);
