import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DeviceStatus, Telemetry } from '@fieldlink/domain';
import mqtt from 'mqtt';
import { afterAll, describe, expect, it } from 'vitest';
import { startGatewayAgent } from './agent.js';
import { mosquittoSub, mqttRequired, startOwnMosquitto } from './test/mosquitto.js';
import { until } from './test/until.js';

// The real gateway agent polls a PLC nobody on this team wrote: a pymodbus Modbus TCP server
// (Debian's python3-pymodbus; test/pymodbus-plc.py) one of whose FLOAT registers holds NaN. The
// agent publishes to a Mosquitto of the test's own, watched by mosquitto_sub: the other values
// arrive and move, the NaN one is left out alone, and the box stays online with its PLC ok.
const PYTHON = '/usr/bin/python3';
const PLC_SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'test', 'pymodbus-plc.py');
const hasPymodbus = spawnSync(PYTHON, ['-c', 'import pymodbus']).status === 0;

const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.splice(0).reverse()) await step().catch(() => {});
});

/** Starts the pymodbus PLC; resolves with its port once it listens. */
async function startPymodbusPlc(): Promise<number> {
  const child = spawn(PYTHON, [PLC_SCRIPT, '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  cleanup.push(async () => {
    child.kill('SIGTERM');
    await exited;
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  await until(() => /listening \d+/.test(output) || child.exitCode !== null, 'the pymodbus PLC listens');
  const port = /listening (\d+)/.exec(output)?.[1];
  if (!port) throw new Error(`the pymodbus PLC did not start: ${output}`);
  return Number(port);
}

describe.runIf(hasPymodbus || mqttRequired)('gateway agent polling a pymodbus PLC', () => {
  it('publishes the values that move and leaves out the FLOAT holding NaN alone', async () => {
    const boxId = `GW${randomBytes(8).toString('hex').toUpperCase()}`.slice(0, 12);
    const plcPort = await startPymodbusPlc();
    const broker = await startOwnMosquitto();
    cleanup.push(() => broker.close());
    const sub = mosquittoSub(broker.url, `devices/${boxId}/#`, `watch-${boxId}`);
    cleanup.push(() => sub.close());

    const point = (name: string, address: number, dataType: number) => ({
      name,
      area: '4x',
      address,
      dataType,
      length: 1,
      intervalMs: 100,
      writable: false,
    });
    const config = {
      version: 1,
      plc: { protocol: 'modbus_tcp', host: '127.0.0.1', port: plcPort, unitId: 1, highLowSwap: false },
      points: [point('broken_sensor', 0, 5), point('counter', 2, 2), point('temperature', 3, 5), point('offset', 5, 1)],
    };
    const cloud = await mqtt.connectAsync(broker.url, { clientId: `cloud-${boxId}`, reconnectPeriod: 0 });
    await cloud.publishAsync(`devices/${boxId}/config`, JSON.stringify(config), { qos: 1, retain: true });
    await cloud.endAsync();

    const box = startGatewayAgent({ boxId, password: 'boxpass123', cloudUrl: broker.url });
    cleanup.push(() => box.close());
    await box.ready;

    const telemetry = () => sub.json<Telemetry>('telemetry');
    const values = (name: string) => telemetry().map((t) => t.values[name]);
    await until(() => new Set(values('counter')).size >= 3 && new Set(values('temperature')).size >= 3, 'counter and temperature move');

    expect(telemetry().every((t) => Object.keys(t.values).sort().join() === 'counter,offset,temperature')).toBe(true);
    expect(values('offset').every((v) => v === -40)).toBe(true);
    expect(values('temperature').every((v) => typeof v === 'number' && Number.isFinite(v) && v >= 20)).toBe(true);
    const statuses = sub.json<DeviceStatus>('status');
    expect(statuses.at(-1)).toEqual({ online: true, plc: 'ok' });
    expect(statuses.some((s) => s.plc === 'error' || !s.online)).toBe(false);
  });
});
