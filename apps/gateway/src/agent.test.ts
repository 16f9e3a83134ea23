import net from 'node:net';
import { randomBytes } from 'node:crypto';
import type { CommandAck, DeviceConfig, Telemetry } from '@fieldlink/domain';
import { Aedes } from 'aedes';
import mqtt from 'mqtt';
import { afterEach, describe, expect, it } from 'vitest';
import { parsePlcUrl, startGatewayAgent, type GatewayAgent } from './agent.js';
import { PRESS_PROFILE } from './simulator/demo-profiles.js';
import { startPlcSimulator, type PlcSimulator } from './simulator/simulator.js';
import { until } from './test/until.js';

// The agent end to end: a simulated PLC, a broker (Aedes in this process; the machine's Mosquitto
// too when TEST_MQTT_URL is set) and a "cloud" client that configures and commands the box.

const cleanup: (() => Promise<unknown>)[] = [];
/** Closed after everything else, so nothing waits on a broker that has gone. */
const brokers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step().catch(() => {});
  for (const broker of brokers.splice(0)) await broker.close();
});

const newBoxId = () => `GW${randomBytes(8).toString('hex').toUpperCase()}`.slice(0, 12);

/** The press's points, polled fast; only the setpoint is writable. */
function pressConfig(plc: Partial<DeviceConfig['plc']> = {}): DeviceConfig {
  const point = (name: string, address: number, dataType: number, writable = false) => ({
    name,
    area: '4x',
    address,
    dataType,
    length: 1,
    intervalMs: 100,
    writable,
  });
  return {
    version: 1,
    plc: { protocol: 'modbus_tcp', host: '127.0.0.1', port: 502, unitId: 1, highLowSwap: false, ...plc },
    points: [point('barrel_temp', 0, 2), point('inject_pressure', 2, 2), point('cycle_count', 4, 4), point('setpoint_temp', 8, 2, true)],
  };
}

/** Aedes on TCP; `telemetry` holds every telemetry message it receives, whoever listens. */
async function startBroker(port = 0, refuse = false) {
  const broker = await Aedes.createBroker();
  if (refuse) {
    broker.authenticate = (_client, _user, _password, done) =>
      done(Object.assign(new Error('bad user name or password'), { returnCode: 4 as const }), false);
  }
  const telemetry: Telemetry[] = [];
  broker.on('publish', (packet, client) => {
    if (client && packet.topic.endsWith('/telemetry')) telemetry.push(JSON.parse(packet.payload.toString()));
  });
  const server = net.createServer(broker.handle);
  await new Promise<void>((resolve) => server.listen({ port, host: '127.0.0.1' }, resolve));
  let closed = false;
  const handle = {
    url: `mqtt://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    port: (server.address() as net.AddressInfo).port,
    telemetry,
    async close() {
      if (closed) return;
      closed = true;
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  brokers.push(handle);
  return handle;
}

/** The cloud's side of one box: sends its config and commands, collects what it says. */
async function cloud(url: string, boxId: string) {
  const client = await mqtt.connectAsync(url, { clientId: `cloud-${boxId}`, reconnectPeriod: 100 });
  const telemetry: Telemetry[] = [];
  const statuses: { online: boolean; plc?: string }[] = [];
  const acks: CommandAck[] = [];
  client.on('message', (topic, payload) => {
    if (payload.length === 0) return;
    const body = JSON.parse(payload.toString());
    if (topic.endsWith('/telemetry')) telemetry.push(body);
    else if (topic.endsWith('/status')) statuses.push(body);
    else if (topic.endsWith('/commands/ack')) acks.push(body);
  });
  await client.subscribeAsync([`devices/${boxId}/telemetry`, `devices/${boxId}/status`, `devices/${boxId}/commands/ack`], { qos: 1 });
  const base = `devices/${boxId}`;
  return {
    telemetry,
    statuses,
    acks,
    values: (name: string) => telemetry.map((t) => t.values[name]).filter((v) => v !== undefined),
    configure: (config: unknown) =>
      client.publishAsync(`${base}/config`, typeof config === 'string' ? config : JSON.stringify(config), { qos: 1, retain: true }),
    async command(command: { id: string; type: string; [field: string]: unknown }): Promise<CommandAck> {
      await client.publishAsync(`${base}/commands`, JSON.stringify(command), { qos: 1 });
      await until(() => acks.some((a) => a.id === command.id), `command ${command.id} is acknowledged`);
      return acks.find((a) => a.id === command.id)!;
    },
    /** Leaves no retained messages behind (Mosquitto keeps them). */
    async end() {
      if (!client.connected) return client.endAsync(true);
      await client.publishAsync(`${base}/config`, '', { qos: 1, retain: true });
      await client.publishAsync(`${base}/status`, '', { qos: 1, retain: true });
      await client.endAsync();
    },
  };
}

async function simulator(port?: number): Promise<PlcSimulator> {
  const sim = await startPlcSimulator({
    port,
    profile: PRESS_PROFILE,
    spikeProbability: 0,
    refusedWrites: [{ offset: 60, count: 4 }],
    recipeArea: { offset: 40, count: 10, flag: 50 },
  });
  cleanup.push(() => sim.close());
  return sim;
}

function agent(url: string, boxId: string, extra: Partial<Parameters<typeof startGatewayAgent>[0]> = {}): GatewayAgent {
  const a = startGatewayAgent({ boxId, password: 'boxpass123', cloudUrl: url, cloudReconnectMs: 100, plcTimeoutMs: 500, ...extra });
  cleanup.push(() => a.close());
  return a;
}

/** What every broker must carry: config in, moving telemetry out, writes done and refused. */
async function configuredPollsAndObeys(url: string, viaPlcUrl: boolean) {
  const boxId = newBoxId();
  const sim = await simulator();
  const side = await cloud(url, boxId);
  cleanup.push(() => side.end());
  await side.configure(viaPlcUrl ? pressConfig({ host: '192.0.2.1' }) : pressConfig({ port: sim.port }));
  const box = agent(url, boxId, viaPlcUrl ? { plcUrl: `modbus-tcp://127.0.0.1:${sim.port}?unit=1` } : {});
  await box.ready;

  await until(() => new Set(side.values('inject_pressure')).size >= 3, 'telemetry shows the pressure moving');
  expect(Object.keys(side.telemetry[0]!.values).sort()).toEqual(['barrel_temp', 'cycle_count', 'inject_pressure', 'setpoint_temp']);
  expect(side.telemetry.every((t) => typeof t.ts === 'number')).toBe(true);
  await until(() => side.statuses.some((s) => s.online && s.plc === 'ok'), 'the box says it is online with its PLC ok');

  expect(await side.command({ id: 'w1', type: 'write', point: 'setpoint_temp', value: 2350 })).toEqual({ id: 'w1', ok: true });
  expect(sim.read('holding', 8)).toBe(2350);
  await until(() => side.values('setpoint_temp').at(-1) === 2350, 'the new setpoint comes back in telemetry');

  const refused = await side.command({ id: 'w2', type: 'write', point: 'barrel_temp', value: 1 });
  expect(refused).toMatchObject({ id: 'w2', ok: false, error: expect.stringMatching(/not writable/) });
  const unknown = await side.command({ id: 'w3', type: 'write', point: 'nope', value: 1 });
  expect(unknown).toMatchObject({ id: 'w3', ok: false, error: expect.stringMatching(/unknown point/) });
  const tooBig = await side.command({ id: 'w4', type: 'write', point: 'setpoint_temp', value: 70000 });
  expect(tooBig).toMatchObject({ id: 'w4', ok: false });
  expect(sim.read('holding', 8)).toBe(2350);
  // A command past its time (kept by the broker while the box was away) is refused, not run.
  const late = await side.command({ id: 'w5', type: 'write', point: 'setpoint_temp', value: 2400, expiresAt: Date.now() - 1 });
  expect(late).toEqual({ id: 'w5', ok: false, error: 'expired' });
  expect(sim.read('holding', 8)).toBe(2350);
  expect(box.stats()).toMatchObject({ commands: 5, dropped: 0 });
  expect(box.stats().published).toBeGreaterThan(0);
  return { boxId, sim, side, box };
}

describe('gateway agent with an in-process broker', () => {
  it('takes its config, publishes moving telemetry, writes and refuses writes', async () => {
    const broker = await startBroker();
    await configuredPollsAndObeys(broker.url, false);
  });

  it('ignores a bad config, reports the PLC going down and coming back, runs a recipe', async () => {
    const broker = await startBroker();
    const { side, sim, box } = await configuredPollsAndObeys(broker.url, true);

    await side.configure('{"version":');
    await side.configure({ version: 2, plc: {}, points: 'none' });
    const seen = side.telemetry.length;
    await until(() => side.telemetry.length > seen + 3, 'telemetry goes on');
    expect(side.telemetry.slice(seen).every((t) => 'barrel_temp' in t.values)).toBe(true);

    // A recipe into the PLC's recipe area: written in one request, read back, the completion flag set by the PLC.
    sim.write('holding', 50, 1); // a flag left set by the last download is cleared first
    const recipe = { type: 'recipe', blocks: [{ area: '4x', address: 40, values: [11, 22, 65535] }], timeoutMs: 5000 };
    expect(await side.command({ id: 'r1', ...recipe, completion: { area: '4x', address: 50 } })).toEqual({ id: 'r1', ok: true });
    expect([40, 41, 42].map((o) => sim.read('holding', o))).toEqual([11, 22, 65535]);
    // The PLC refuses a protected range: nothing written, the reason in the ack.
    const refused = await side.command({ id: 'r2', type: 'recipe', blocks: [{ area: '4x', address: 58, values: [1, 2, 3] }] });
    expect(refused).toMatchObject({ id: 'r2', ok: false, error: expect.stringMatching(/refused the write of 4x58.*exception 2/i) });
    expect(sim.read('holding', 58)).toBe(0);
    // The flag never comes (outside the recipe area): the box gives up at the timeout.
    const late = await side.command({
      id: 'r3',
      ...recipe,
      blocks: [{ area: '4x', address: 20, values: [5] }],
      completion: { area: '4x', address: 51 },
      timeoutMs: 300,
    });
    expect(late).toMatchObject({ ok: false, error: expect.stringMatching(/^timeout/) });
    expect(await side.command({ id: 'l1', type: 'lock' })).toMatchObject({ id: 'l1', ok: false });
    expect(box.stats().commands).toBe(9);

    const port = sim.port;
    await sim.close();
    await until(() => side.statuses.at(-1)?.plc === 'error', 'the box reports its PLC in error');
    await simulator(port);
    await until(() => side.statuses.at(-1)?.plc === 'ok', 'the box reports its PLC back');
  });

  it('buffers telemetry while the broker is down and sends it, in order, when it returns', async () => {
    const first = await startBroker();
    const boxId = newBoxId();
    const sim = await simulator();
    const side = await cloud(first.url, boxId);
    cleanup.push(() => side.end());
    await side.configure(pressConfig({ port: sim.port }));
    const box = agent(first.url, boxId);
    await box.ready;
    await until(() => first.telemetry.length >= 3, 'telemetry flows');
    const lastBefore = first.telemetry.at(-1)!.ts!;

    await first.close();
    await until(() => box.stats().buffered >= 5, 'telemetry is buffered while the broker is away');
    const returnedAt = Date.now();
    const second = await startBroker(first.port);
    await until(() => box.stats().buffered === 0 && second.telemetry.some((t) => t.ts! > returnedAt), 'the buffer is sent');

    const stamps = second.telemetry.map((t) => t.ts!);
    expect(stamps.filter((ts) => ts > lastBefore && ts < returnedAt).length).toBeGreaterThanOrEqual(5);
    expect(stamps.every((ts, i) => i === 0 || ts > stamps[i - 1]!)).toBe(true);
    expect(box.stats().dropped).toBe(0);
  });

  it('drops the oldest telemetry when the buffer is full, and counts it', async () => {
    const broker = await startBroker();
    const boxId = newBoxId();
    const sim = await simulator();
    const side = await cloud(broker.url, boxId);
    cleanup.push(() => side.end());
    await side.configure(pressConfig({ port: sim.port }));
    const box = agent(broker.url, boxId, { bufferLimit: 3 });
    await box.ready;
    await until(() => broker.telemetry.length > 0, 'telemetry flows');
    await broker.close();
    await until(() => box.stats().dropped >= 3, 'telemetry is dropped past the limit');
    expect(box.stats().buffered).toBeLessThanOrEqual(3);
  });

  it('fails ready when the cloud refuses the box', async () => {
    const broker = await startBroker(0, true);
    const box = agent(broker.url, newBoxId());
    await expect(box.ready).rejects.toThrow(/Bad username or password|Not authorized/i);
  });

  it('refuses a PLC address that is not modbus-tcp://', () => {
    expect(parsePlcUrl('modbus-tcp://10.0.0.5')).toEqual({ protocol: 'modbus-tcp', host: '10.0.0.5', port: 502, unitId: undefined });
    expect(parsePlcUrl('modbus-tcp://plc.local:5020?unit=3')).toEqual({ protocol: 'modbus-tcp', host: 'plc.local', port: 5020, unitId: 3 });
    expect(() => parsePlcUrl('http://10.0.0.5')).toThrow(/modbus-tcp/);
    expect(() => parsePlcUrl('modbus-tcp://10.0.0.5?unit=300')).toThrow(/unit/);
    expect(() => parsePlcUrl('10.0.0.5:502')).toThrow(TypeError);
  });
});

describe.runIf(process.env.TEST_MQTT_URL)('gateway agent with Mosquitto', () => {
  it('takes its config, publishes moving telemetry, writes and refuses writes', async () => {
    const url = process.env.TEST_MQTT_URL!;
    const { boxId } = await configuredPollsAndObeys(url, true);
    // Forget the box's persistent session.
    cleanup.push(async () => (await mqtt.connectAsync(url, { clientId: boxId, clean: true, reconnectPeriod: 0 })).endAsync());
  });
});
