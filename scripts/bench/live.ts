// bench:live — p99 from a device's PUBLISH to the browser's WebSocket frame, at half the maximum
// rate measured in the same run, beside a bare broker's publisher -> subscriber p99 at the same
// rate. Prints `live p99_ms=<n> broker_p99_ms=<n> ratio=<r>`. An alarm source on the first point
// (bit 6 set: raised every 128 values, cleared 64 later) is evaluated on every sample of the run, and
// the alarm push path is measured too: PUBLISH of the value that raises it to the browser's `alarm`
// frame. Prints `alarm p99_ms=<n> broker_p99_ms=<n> ratio=<r>` against the same broker limit.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import net from 'node:net';
import { Aedes } from 'aedes';
import { createSeedRepository } from '../../apps/server/src/seed/seed.repository.js';
import { seedEmptyDatabase } from '../../apps/server/src/seed/seed.js';
import { BOX_PASSWORD, openBenchDatabase, percentile, seedBoxes, startServer } from './fixture.js';

const POINTS = 10;
const database = await openBenchDatabase('pglite');
await seedEmptyDatabase(createSeedRepository(database.handle.db), { adminPassword: 'Bench12345', seedDemo: false });
// Slope 1: the browser sees the sequence number as sent.
const [box] = await seedBoxes(database.handle, 1, POINTS, 1);
const server = await startServer(database.handle);
const login = await fetch(`${server.baseUrl}/api/v1/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ userName: 'admin', password: 'Bench12345' }),
});
const token = ((await login.json()) as { data: { token: string } }).data.token;
const source = await fetch(`${server.baseUrl}/api/v1/alarm-sources`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  body: JSON.stringify({ pointId: box!.pointIds[0], name: 'Bench bit 6', level: 2, condition: { op: 'bitSet', value: 6 } }),
});
if (!source.ok) throw new Error(`alarm source not created: ${await source.text()}`);

// The bare broker: the same Aedes, with nothing behind it (no authentication, no ACL, no ingest).
const aedes = await Aedes.createBroker();
const bareServer = net.createServer((socket) => aedes.handle(socket));
await new Promise<void>((resolve) => bareServer.listen(0, '127.0.0.1', () => resolve()));
const barePort = (bareServer.address() as net.AddressInfo).port;

const job = {
  mqttUrl: server.mqttUrl,
  brokerUrl: `mqtt://127.0.0.1:${barePort}`,
  wsUrl: `${server.baseUrl.replace('http', 'ws')}/api/v1/stream?token=${token}`,
  boxId: box!.boxId,
  password: BOX_PASSWORD,
  deviceId: box!.deviceId,
  points: POINTS,
  maxSeconds: Number(process.env.BENCH_MAX_SECONDS ?? 4),
  runSeconds: Number(process.env.BENCH_RUN_SECONDS ?? 8),
};
function child(role: 'box' | 'browser') {
  const process_ = fork(fileURLToPath(new URL('./live-client.ts', import.meta.url)), [JSON.stringify({ ...job, role })], {
    execArgv: ['--import', 'tsx'],
  });
  process_.once('exit', (code) => {
    if (code !== 0) {
      console.error(`bench:live: the ${role} process exited with ${code}`);
      process.exit(1);
    }
  });
  return process_;
}
type Times = [number, number][];
const browser = child('browser');
await once(browser, 'message');
const boxProcess = child('box');
const [sent] = (await once(boxProcess, 'message')) as [{ maxRate: number; rate: number; live: Times; broker: Times }];
browser.send('finish');
const [received] = (await once(browser, 'message')) as [{ live: Times; broker: Times; alarms: Times }];

function latencies(out: Times, back: Times) {
  const at = new Map(back);
  return out.flatMap(([seq, t]) => (at.has(seq) ? [at.get(seq)! - t] : [])).sort((a, b) => a - b);
}
const live = latencies(sent.live, received.live);
const broker = latencies(sent.broker, received.broker);
const alarms = latencies(sent.live, received.alarms);
const raised = sent.live.filter(([seq]) => seq % 128 === 64).length;
const dist = (s: number[]) => [50, 90, 99, 100].map((p) => `p${p}=${percentile(s, p).toFixed(1)}`).join(' ');
console.error(`live: max ${Math.round(sent.maxRate)} msg/s (QoS 1, stored), measured at ${sent.rate} msg/s x ${POINTS} values`);
console.error(
  `live: ${live.length}/${sent.live.length} frames, ${dist(live)}; broker: ${broker.length}/${sent.broker.length}, ${dist(broker)}`,
);
console.error(`alarm: ${alarms.length}/${raised} raised alarms pushed, ${dist(alarms)}`);
const liveP99 = percentile(live, 99);
const alarmP99 = percentile(alarms, 99);
const brokerP99 = percentile(broker, 99);
await server.close();
await new Promise<void>((resolve) => bareServer.close(() => resolve()));
await new Promise<void>((resolve) => aedes.close(() => resolve()));
await database.drop();
console.log(`live p99_ms=${liveP99.toFixed(2)} broker_p99_ms=${brokerP99.toFixed(2)} ratio=${(liveP99 / brokerP99).toFixed(2)}`);
console.log(`alarm p99_ms=${alarmP99.toFixed(2)} broker_p99_ms=${brokerP99.toFixed(2)} ratio=${(alarmP99 / brokerP99).toFixed(2)}`);
process.exit(0);
