import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { startPlcSimulator, type PlcSimulator } from '@fieldlink/gateway';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../../lib/paths.js';
import { waitFor } from '../../test/wait.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';

// End to end with real processes and real protocols: the fieldlink-gateway CLI in its own process
// polls the PLC simulator over Modbus TCP, takes its configuration from the server over MQTT,
// publishes telemetry the server scales and shows live, and applies a write from the API.
describe('a gateway process against the PLC simulator', () => {
  let t: TestApp;
  let plc: PlcSimulator;
  let gateway: ChildProcess;
  let token: string;
  let deviceId: number;
  const ids: Record<string, number> = {};
  let gatewayLog = '';

  beforeAll(async () => {
    plc = await startPlcSimulator({
      port: 0,
      profile: {
        name: 'test',
        channels: [
          {
            name: 'temp',
            table: 'holding',
            offset: 0,
            dataType: 2,
            signal: { kind: 'sine', center: 2000, amplitude: 300, periodMs: 4000 },
          },
          { name: 'count', table: 'holding', offset: 1, dataType: 2, signal: { kind: 'counter', start: 10, perSecond: 10 } },
          { name: 'setpoint', table: 'holding', offset: 2, dataType: 2, signal: { kind: 'constant', value: 400 } },
        ],
      },
    });
    t = await buildTestApp('pglite', { network: true, seedDemo: false });
    token = await t.login();
    const project = await t.request({
      method: 'POST',
      url: '/api/v1/projects',
      token,
      payload: { name: '网关进程', location: '120.1,30.2' },
    });
    deviceId = (
      await t.request({
        method: 'POST',
        url: '/api/v1/devices',
        token,
        payload: { projectId: project.body.data.id, name: '注塑机', boxId: 'GWPROCESS001', boxPassword: 'boxpass123' },
      })
    ).body.data.id;
    for (const p of [
      { name: 'temp', area: '4x', address: 0, dataType: 2, intervalMs: 200, slope: 0.1, unit: '℃' },
      { name: 'count', area: '4x', address: 1, dataType: 2, intervalMs: 200 },
      { name: 'setpoint', area: '4x', address: 2, dataType: 2, intervalMs: 200, slope: 0.1, writable: true, maxData: 300, minData: 0 },
    ]) {
      ids[p.name] = (await t.request({ method: 'POST', url: `/api/v1/devices/${deviceId}/points`, token, payload: p })).body.data.id;
    }
    const cli = path.join(serverRoot(), '..', 'gateway', 'src', 'cli', 'gateway.ts');
    gateway = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        cli,
        '--box-id',
        'GWPROCESS001',
        '--password',
        'boxpass123',
        '--cloud',
        t.mqttUrl!,
        '--plc',
        `modbus-tcp://127.0.0.1:${plc.port}`,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    gateway.stderr!.on('data', (d) => (gatewayLog += String(d)));
  });
  afterAll(async () => {
    gateway?.kill('SIGTERM');
    await t?.close();
    await plc?.close();
  });

  it('shows the PLC values, scaled and moving, and the device online', async () => {
    const live = async () => (await t.request({ method: 'GET', url: `/api/v1/devices/${deviceId}/live`, token })).body.data as any[];
    const first = await waitFor(
      async () => (await live()).find((v) => v.name === 'count' && v.value !== null),
      `a value (gateway log: ${gatewayLog})`,
      15_000,
      100,
    );
    await waitFor(async () => (await live()).find((v) => v.name === 'count' && v.value > first.value), 'the counter to move', 15_000, 100);
    const temp = (await live()).find((v) => v.name === 'temp');
    expect(temp.value).toBeGreaterThanOrEqual(170);
    expect(temp.value).toBeLessThanOrEqual(230);
    expect(temp.unit).toBe('℃');
    const device = (await t.request({ method: 'GET', url: `/api/v1/devices/${deviceId}`, token })).body.data;
    expect(device.status).toBe('online');
  });

  it('applies a write from the API to the PLC and acknowledges it', async () => {
    const write = await t.request({ method: 'PUT', url: `/api/v1/points/${ids.setpoint}/value`, token, payload: { value: 123.4 } });
    expect(write.body.data).toMatchObject({ status: 'ok' });
    expect(plc.read('holding', 2)).toBe(1234);
    await waitFor(
      async () => {
        const live = (await t.request({ method: 'GET', url: `/api/v1/devices/${deviceId}/live`, token })).body.data as any[];
        return live.find((v) => v.name === 'setpoint')?.value === 123.4;
      },
      'the written value to come back',
      15_000,
      100,
    );
  });

  it('goes offline when the gateway process dies', async () => {
    gateway.kill('SIGKILL');
    await waitFor(
      async () => (await t.request({ method: 'GET', url: `/api/v1/devices/${deviceId}`, token })).body.data.status === 'offline',
      'offline',
      15_000,
      100,
    );
  });
});
