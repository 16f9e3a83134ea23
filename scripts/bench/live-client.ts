// Child processes of bench:live. `broker`: the limit, a bare Aedes broker with nothing behind it (no
// authentication, no ACL, no ingest), in a process of its own like the server. `box`: one simulated
// box — first as fast as QoS 1 is acknowledged (the maximum rate, which also warms the server up),
// then at half that rate in short slices that alternate between the server and the bare broker, so
// both are measured under the same machine load. `browser`: a WebSocket on the server's stream and a
// subscriber on the bare broker, noting when each value arrives. Times are wall-clock milliseconds
// with sub-millisecond precision, comparable across processes.
import net from 'node:net';
import { Aedes } from 'aedes';
import mqtt from 'mqtt';
import WebSocket from 'ws';

interface Job {
  role: 'box' | 'browser' | 'broker';
  mqttUrl: string;
  brokerUrl: string;
  wsUrl: string;
  boxId: string;
  password: string;
  deviceId: number;
  points: number;
  maxSeconds: number;
  /** Per repetition and side: seconds published to the server, and as many to the bare broker. */
  runSeconds: number;
  sliceSeconds: number;
  warmupSeconds: number;
  repetitions: number;
}
/** [sequence number, time, repetition (-1: warm-up, not counted)] */
export type Sent = [number, number, number][];

const job = JSON.parse(process.argv[2]!) as Job;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const clock = () => performance.timeOrigin + performance.now();
const ask = () => new Promise<unknown>((resolve) => process.once('message', resolve));
/** p0 of the maximum-rate phase and the warm-up: bits 0–19 clear (the alarm source stays quiet), never recorded. */
const QUIET = 1_048_576;

function payload(seq: number, p0 = seq) {
  const values: Record<string, number> = { p0 };
  for (let p = 1; p < job.points; p++) values[`p${p}`] = (seq * 3 + p) % 1000;
  return JSON.stringify({ ts: Date.now(), values });
}

/** Publishes at `rate` per second in 5 ms steps for `seconds`; notes each sequence number's send time. */
async function paced(client: mqtt.MqttClient, topic: string, rate: number, seconds: number, next: () => number, out: Sent, rep: number) {
  const start = performance.now();
  let sent = 0;
  while (performance.now() - start < seconds * 1000) {
    const due = Math.floor(((performance.now() - start) / 1000) * rate);
    while (sent <= due) {
      const seq = next();
      if (rep >= 0) out.push([seq, clock(), rep]);
      client.publish(topic, payload(seq, rep >= 0 ? seq : QUIET), { qos: 1 });
      sent++;
    }
    await sleep(5);
  }
}

if (job.role === 'broker') {
  const aedes = await Aedes.createBroker();
  const server = net.createServer((socket) => aedes.handle(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  process.send!({ port: (server.address() as net.AddressInfo).port });
  await ask();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await new Promise<void>((resolve) => aedes.close(() => resolve()));
  process.exit(0);
} else if (job.role === 'box') {
  const topic = `devices/${job.boxId}/telemetry`;
  const box = await mqtt.connectAsync(job.mqttUrl, {
    clientId: job.boxId,
    username: job.boxId,
    password: job.password,
    reconnectPeriod: 0,
  });
  const pub = await mqtt.connectAsync(job.brokerUrl, { clientId: 'bench-pub', reconnectPeriod: 0 });
  // As the gateway does (apps/gateway/src/cloud-link.ts): no Nagle on either side's publisher.
  for (const c of [box, pub]) (c.stream as unknown as net.Socket).setNoDelay?.(true);
  let acked = 0;
  let quiet = 1_000_000;
  const maxStart = performance.now();
  await Promise.all(
    Array.from({ length: 64 }, async () => {
      while (performance.now() - maxStart < job.maxSeconds * 1000) {
        await box.publishAsync(topic, payload(quiet++, QUIET), { qos: 1 });
        acked++;
      }
    }),
  );
  const maxRate = acked / ((performance.now() - maxStart) / 1000);
  const rate = Math.max(1, Math.floor(maxRate / 2));
  await sleep(500);
  // Sequence numbers run on across slices and repetitions, each side its own.
  let liveSeq = 0;
  let brokerSeq = 0;
  const nextLive = () => (liveSeq += 1);
  const nextBroker = () => (brokerSeq += 1);
  const live: Sent = [];
  const broker: Sent = [];
  const slices = Math.max(1, Math.round(job.runSeconds / job.sliceSeconds));
  // Warm-up (not counted): both paths at the measured rate, as in the repetitions.
  await paced(box, topic, rate, job.warmupSeconds, () => (quiet += 1), live, -1);
  await paced(pub, 'bench/telemetry', rate, job.warmupSeconds, () => 0, broker, -1);
  for (let rep = 0; rep < job.repetitions; rep++) {
    for (let s = 0; s < slices; s++) {
      // ABBA: neither side always goes first after a pause.
      const serverFirst = (rep * slices + s) % 2 === 0;
      for (const side of serverFirst ? ['server', 'broker'] : ['broker', 'server']) {
        if (side === 'server') await paced(box, topic, rate, job.sliceSeconds, nextLive, live, rep);
        else await paced(pub, 'bench/telemetry', rate, job.sliceSeconds, nextBroker, broker, rep);
        await sleep(50);
      }
    }
  }
  await sleep(1000);
  await box.endAsync();
  await pub.endAsync();
  process.send!({ maxRate, rate, live, broker });
} else {
  const live: [number, number][] = [];
  const broker: [number, number][] = [];
  const alarms: [number, number][] = [];
  const socket = new WebSocket(job.wsUrl);
  await new Promise<void>((resolve, reject) => {
    socket.on('error', reject);
    socket.on('message', (raw) => {
      const at = clock();
      const message = JSON.parse(String(raw));
      if (message.type === 'ready') {
        socket.send(JSON.stringify({ type: 'subscribe', devices: [job.deviceId] }));
        setTimeout(resolve, 300);
      }
      // The value that raised the alarm is the sequence number it was sent with.
      if (message.type === 'alarm' && message.alarm.state === 'active' && message.alarm.value < 1_000_000)
        alarms.push([message.alarm.value, at]);
      if (message.type !== 'live') return;
      for (const v of message.values) if (v.name === 'p0' && v.value < 1_000_000) live.push([v.value, at]);
    });
  });
  const sub = await mqtt.connectAsync(job.brokerUrl, { clientId: 'bench-sub', reconnectPeriod: 0 });
  sub.on('message', (_t, m) => {
    const seq = JSON.parse(m.toString()).values.p0;
    if (seq < 1_000_000) broker.push([seq, clock()]);
  });
  await sub.subscribeAsync('bench/#', { qos: 1 });
  process.send!({ ready: true });
  await ask();
  socket.close();
  await sub.endAsync();
  process.send!({ live, broker, alarms });
}
