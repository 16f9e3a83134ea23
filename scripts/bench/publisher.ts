// A child process of bench:ingest: simulated gateways publishing QoS 1 telemetry as fast as the
// server acknowledges it (a window of unacknowledged messages per box), then reports the time.
import mqtt from 'mqtt';

interface Job {
  url: string;
  password: string;
  boxes: string[];
  pointsPerBox: number;
  messagesPerBox: number;
  tsBase: number;
  window: number;
}

const job = JSON.parse(process.argv[2]!) as Job;
const clients = await Promise.all(
  job.boxes.map((boxId) => mqtt.connectAsync(job.url, { clientId: boxId, username: boxId, password: job.password, reconnectPeriod: 0 })),
);
process.send!({ type: 'ready' });
await new Promise<void>((resolve) => process.once('message', () => resolve()));

const started = performance.now();
await Promise.all(
  clients.map(async (client, b) => {
    const topic = `devices/${job.boxes[b]}/telemetry`;
    let next = 0;
    const lane = async () => {
      while (next < job.messagesPerBox) {
        const m = next++;
        const values: Record<string, number> = {};
        for (let p = 0; p < job.pointsPerBox; p++) values[`p${p}`] = (m * 7 + p) % 65536;
        await client.publishAsync(topic, JSON.stringify({ ts: job.tsBase + m, values }), { qos: 1 });
      }
    };
    await Promise.all(Array.from({ length: job.window }, lane));
  }),
);
const elapsedMs = performance.now() - started;
await Promise.all(clients.map((c) => c.endAsync()));
process.send!({ type: 'done', elapsedMs });
