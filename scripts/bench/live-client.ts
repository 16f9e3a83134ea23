// Child processes of bench:live. `box`: one simulated box — first as fast as QoS 1 is
// acknowledged (the maximum rate), then at half that rate into the server, then at the same
// rate into a bare broker. `browser`: a WebSocket on the server's stream and a subscriber on the
// bare broker, noting when each value arrives. Separate processes, like a real box and browser;
// times are wall-clock milliseconds with sub-millisecond precision, comparable across processes.
import mqtt from 'mqtt';
import WebSocket from 'ws';

interface Job {
  role: 'box' | 'browser';
  mqttUrl: string;
  brokerUrl: string;
  wsUrl: string;
  boxId: string;
  password: string;
  deviceId: number;
  points: number;
  maxSeconds: number;
  runSeconds: number;
}
const job = JSON.parse(process.argv[2]!) as Job;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const clock = () => performance.timeOrigin + performance.now();
const ask = () => new Promise<unknown>((resolve) => process.once('message', resolve));

function payload(seq: number, p0 = seq) {
  const values: Record<string, number> = { p0 };
  for (let p = 1; p < job.points; p++) values[`p${p}`] = (seq * 3 + p) % 1000;
  return JSON.stringify({ ts: Date.now(), values });
}

/** Publishes at `rate` per second in 5 ms slices; returns each sequence number's send time. */
async function paced(client: mqtt.MqttClient, topic: string, rate: number, seconds: number, first: number) {
  const sent: [number, number][] = [];
  const start = performance.now();
  let seq = first;
  while (performance.now() - start < seconds * 1000) {
    const due = first + Math.floor(((performance.now() - start) / 1000) * rate);
    while (seq <= due) {
      sent.push([seq, clock()]);
      client.publish(topic, payload(seq), { qos: 1 });
      seq++;
    }
    await sleep(5);
  }
  return sent;
}

if (job.role === 'box') {
  const topic = `devices/${job.boxId}/telemetry`;
  const box = await mqtt.connectAsync(job.mqttUrl, {
    clientId: job.boxId,
    username: job.boxId,
    password: job.password,
    reconnectPeriod: 0,
  });
  let acked = 0;
  let next = 1_000_000;
  const maxStart = performance.now();
  await Promise.all(
    Array.from({ length: 64 }, async () => {
      while (performance.now() - maxStart < job.maxSeconds * 1000) {
        // p0 holds still here (bit 6 clear, not a sequence number): the bench's alarm source stays quiet.
        await box.publishAsync(topic, payload(next++, 1_048_576), { qos: 1 });
        acked++;
      }
    }),
  );
  const maxRate = acked / ((performance.now() - maxStart) / 1000);
  const rate = Math.max(1, Math.floor(maxRate / 2));
  await sleep(1500);
  const live = await paced(box, topic, rate, job.runSeconds, 1);
  await sleep(1000);
  await box.endAsync();
  const pub = await mqtt.connectAsync(job.brokerUrl, { clientId: 'bench-pub', reconnectPeriod: 0 });
  const broker = await paced(pub, 'bench/telemetry', rate, job.runSeconds, 1);
  await sleep(1000);
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
  sub.on('message', (_t, m) => broker.push([JSON.parse(m.toString()).values.p0, clock()]));
  await sub.subscribeAsync('bench/#', { qos: 1 });
  process.send!({ ready: true });
  await ask();
  socket.close();
  await sub.endAsync();
  process.send!({ live, broker, alarms });
}
