import net from 'node:net';
import { randomBytes } from 'node:crypto';
import type { CommandAck, DeviceStatus, Telemetry } from '@fieldlink/domain';
import { Aedes } from 'aedes';
import mqtt from 'mqtt';
import { until } from './until.js';

/** Cleanup steps a test file runs after each test, last first. */
export type Cleanup = (() => Promise<unknown>)[];

export const newBoxId = () => `GW${randomBytes(8).toString('hex').toUpperCase()}`.slice(0, 12);

/** Aedes on a free TCP port in this process. */
export async function startBroker(cleanup: Cleanup) {
  const broker = await Aedes.createBroker();
  const server = net.createServer(broker.handle);
  await new Promise<void>((resolve) => server.listen({ port: 0, host: '127.0.0.1' }, resolve));
  cleanup.unshift(async () => {
    await new Promise<void>((resolve) => broker.close(() => resolve()));
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { url: `mqtt://127.0.0.1:${(server.address() as net.AddressInfo).port}` };
}

/** The cloud's side of one box: sends its config and commands, collects what it says. */
export async function cloudSide(url: string, boxId: string, cleanup: Cleanup) {
  const client = await mqtt.connectAsync(url, { clientId: `cloud-${boxId}`, reconnectPeriod: 100 });
  cleanup.push(() => client.endAsync(true));
  const telemetry: Telemetry[] = [];
  const statuses: DeviceStatus[] = [];
  const acks: CommandAck[] = [];
  client.on('message', (topic, payload) => {
    if (payload.length === 0) return;
    const body = JSON.parse(payload.toString());
    if (topic.endsWith('/telemetry')) telemetry.push(body);
    else if (topic.endsWith('/status')) statuses.push(body);
    else if (topic.endsWith('/commands/ack')) acks.push(body);
  });
  const base = `devices/${boxId}`;
  await client.subscribeAsync([`${base}/telemetry`, `${base}/status`, `${base}/commands/ack`], { qos: 1 });
  return {
    telemetry,
    statuses,
    values: (name: string) => telemetry.map((t) => t.values[name]).filter((v) => v !== undefined),
    configure: (config: unknown) => client.publishAsync(`${base}/config`, JSON.stringify(config), { qos: 1, retain: true }),
    async command(command: { id: string; type: string; [field: string]: unknown }): Promise<CommandAck> {
      await client.publishAsync(`${base}/commands`, JSON.stringify(command), { qos: 1 });
      await until(() => acks.some((a) => a.id === command.id), `command ${command.id} is acknowledged`);
      return acks.find((a) => a.id === command.id)!;
    },
  };
}
