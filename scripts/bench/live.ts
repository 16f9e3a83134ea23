// bench:live — p99 from a device's PUBLISH to the browser's WebSocket frame, at half the maximum
// rate measured in the same run, beside a bare broker's publisher -> subscriber p99 at the same
// rate. The maximum-rate phase and a 2 s warm-up per side come first; then five repetitions, each
// 6 s per side in 0.5 s slices alternating between the server and the bare broker (its own
// process), so both sides see the same machine load. Both publishers set TCP_NODELAY, as the
// gateway does. Each repetition goes to stderr as `live rep i/5 p99_ms=.. p999_ms=..
// broker_p99_ms=.. r=..` (never the substring the checks parse) with its p50/p90/p99/p99.9/max;
// the lines the checks parse come last: `live p99_ms=<n> p999_ms=<n> broker_p99_ms=<n>
// broker_p999_ms=<n> ratio=<r>` of the repetition with the median ratio. An alarm source on the
// first point (bit 4 set: raised every 32 values, cleared 16 later, some 800 raises per repetition so
// that its p99 is not decided by two samples) is evaluated on every sample,
// and the alarm push path is measured too: PUBLISH of the value that raises it to the browser's
// `alarm` frame, `alarm p99_ms=<n> broker_p99_ms=<n> ratio=<r>` (median repetition) against the
// same broker limit.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { createSeedRepository } from '../../apps/server/src/seed/seed.repository.js';
import { seedEmptyDatabase } from '../../apps/server/src/seed/seed.js';
import { BOX_PASSWORD, openBenchDatabase, percentile, seedBoxes, startServer } from './fixture.js';

const POINTS = 10;
/** The alarm source's bit: it turns on (the alarm is raised) at sequence numbers ≡ 2^bit mod 2^(bit+1). */
const ALARM_BIT = 4;
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
  body: JSON.stringify({
    pointId: box!.pointIds[0],
    name: `Bench bit ${ALARM_BIT}`,
    level: 2,
    condition: { op: 'bitSet', value: ALARM_BIT },
  }),
});
if (!source.ok) throw new Error(`alarm source not created: ${await source.text()}`);

const job = {
  mqttUrl: server.mqttUrl,
  brokerUrl: '',
  wsUrl: `${server.baseUrl.replace('http', 'ws')}/api/v1/stream?token=${token}`,
  boxId: box!.boxId,
  password: BOX_PASSWORD,
  deviceId: box!.deviceId,
  points: POINTS,
  maxSeconds: Number(process.env.BENCH_MAX_SECONDS ?? 3),
  runSeconds: Number(process.env.BENCH_RUN_SECONDS ?? 6),
  sliceSeconds: Number(process.env.BENCH_SLICE_SECONDS ?? 0.5),
  warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 2),
  repetitions: Number(process.env.BENCH_REPETITIONS ?? 5),
};
function child(role: 'box' | 'browser' | 'broker') {
  const process_ = fork(fileURLToPath(new URL('./live-client.ts', import.meta.url)), [JSON.stringify({ ...job, role })], {
    execArgv: ['--import', 'tsx'],
  });
  process_.once('exit', (code) => {
    if (code !== 0 && !(role === 'broker' && finished)) {
      console.error(`bench:live: the ${role} process exited with ${code}`);
      process.exit(1);
    }
  });
  return process_;
}
let finished = false;
// The limit: a bare Aedes broker in a process of its own (nothing of the server's work in its way).
const bare = child('broker');
const [{ port }] = (await once(bare, 'message')) as [{ port: number }];
job.brokerUrl = `mqtt://127.0.0.1:${port}`;
type Times = [number, number][];
type Sent = [number, number, number][];
const browser = child('browser');
await once(browser, 'message');
const boxProcess = child('box');
const [sent] = (await once(boxProcess, 'message')) as [{ maxRate: number; rate: number; live: Sent; broker: Sent }];
browser.send('finish');
const [received] = (await once(browser, 'message')) as [{ live: Times; broker: Times; alarms: Times }];
finished = true;
bare.send('finish');

function latencies(out: Sent, back: Times) {
  const at = new Map(back);
  return out.flatMap(([seq, t]) => (at.has(seq) ? [at.get(seq)! - t] : [])).sort((a, b) => a - b);
}
const dist = (s: number[]) => [50, 90, 99, 99.9, 100].map((p) => `p${p}=${percentile(s, p).toFixed(1)}`).join(' ');
const median = <T>(list: T[], key: (x: T) => number) => [...list].sort((a, b) => key(a) - key(b))[Math.floor(list.length / 2)]!;
console.error(
  `live: max ${Math.round(sent.maxRate)} msg/s (QoS 1, stored), measured at ${sent.rate} msg/s x ${POINTS} values; ` +
    `${job.repetitions} repetitions of ${job.runSeconds} s per side in ${job.sliceSeconds} s slices, server and bare broker alternating`,
);
const reps = Array.from({ length: job.repetitions }, (_, rep) => {
  const liveSent = sent.live.filter((s) => s[2] === rep);
  const brokerSent = sent.broker.filter((s) => s[2] === rep);
  const live = latencies(liveSent, received.live);
  const broker = latencies(brokerSent, received.broker);
  const alarms = latencies(liveSent, received.alarms);
  const raised = liveSent.filter(([seq]) => seq % (2 << ALARM_BIT) === 1 << ALARM_BIT).length;
  const r = {
    live: percentile(live, 99),
    broker: percentile(broker, 99),
    alarm: percentile(alarms, 99),
    live999: percentile(live, 99.9),
    broker999: percentile(broker, 99.9),
  };
  // Per repetition: never the substring the checks parse (only the median lines below carry it).
  const of = `${rep + 1}/${job.repetitions}`;
  console.error(
    `live rep ${of} p99_ms=${r.live.toFixed(2)} p999_ms=${r.live999.toFixed(2)} broker_p99_ms=${r.broker.toFixed(2)} ` +
      `broker_p999_ms=${r.broker999.toFixed(2)} r=${(r.live / r.broker).toFixed(2)} r999=${(r.live999 / r.broker999).toFixed(2)}`,
  );
  console.error(`alarm rep ${of} p99_ms=${r.alarm.toFixed(2)} broker_p99_ms=${r.broker.toFixed(2)} r=${(r.alarm / r.broker).toFixed(2)}`);
  console.error(
    `  frames live ${live.length}/${liveSent.length} ${dist(live)}; broker ${broker.length}/${brokerSent.length} ${dist(broker)}; ` +
      `alarm ${alarms.length}/${raised} ${dist(alarms)}`,
  );
  return r;
});
const allLive = latencies(
  sent.live.filter((s) => s[2] >= 0),
  received.live,
);
const allBroker = latencies(
  sent.broker.filter((s) => s[2] >= 0),
  received.broker,
);
console.error(`all: live ${dist(allLive)}; broker ${dist(allBroker)}`);
await server.close();
await database.drop();
// The lines the checks parse: the repetition with the median ratio, printed last.
const liveMedian = median(reps, (r) => r.live / r.broker);
const alarmMedian = median(reps, (r) => r.alarm / r.broker);
console.log(
  `live p99_ms=${liveMedian.live.toFixed(2)} p999_ms=${liveMedian.live999.toFixed(2)} broker_p99_ms=${liveMedian.broker.toFixed(2)} ` +
    `broker_p999_ms=${liveMedian.broker999.toFixed(2)} ratio=${(liveMedian.live / liveMedian.broker).toFixed(2)}`,
);
console.log(
  `alarm p99_ms=${alarmMedian.alarm.toFixed(2)} broker_p99_ms=${alarmMedian.broker.toFixed(2)} ratio=${(alarmMedian.alarm / alarmMedian.broker).toFixed(2)}`,
);
process.exit(0);
