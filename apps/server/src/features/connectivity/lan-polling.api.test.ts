import { startPlcSimulator, type PlcSimulator } from '@fieldlink/gateway';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../test/wait.js';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';

// A LAN ModBus device has no box: the server polls the PLC (here the simulator) itself.
describe.each(databaseKinds())('LAN ModBus polling on %s', (kind) => {
  let t: TestApp;
  let plc: PlcSimulator;
  let token: string;
  let deviceId: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    plc = await startPlcSimulator({
      port: 0,
      profile: {
        name: 'lan',
        channels: [
          { name: 'count', table: 'holding', offset: 10, dataType: 2, signal: { kind: 'counter', start: 100, perSecond: 20 } },
          { name: 'setpoint', table: 'holding', offset: 11, dataType: 2, signal: { kind: 'constant', value: 40 } },
        ],
      },
    });
    t = await buildTestApp(kind, { seedDemo: false });
    token = await t.login();
    const project = await t.request({
      method: 'POST',
      url: '/api/v1/projects',
      token,
      payload: { name: '局域网', location: '120.1,30.2' },
    });
    const device = await t.request({
      method: 'POST',
      url: '/api/v1/devices',
      token,
      payload: {
        projectId: project.body.data.id,
        name: '注塑机',
        boxId: 'LANDEVICE001',
        boxPassword: 'boxpass123',
        protocol: 'lan_modbus',
        ip: '127.0.0.1',
        port: plc.port,
      },
    });
    expect(device.status).toBe(200);
    deviceId = device.body.data.id;
    for (const p of [
      { name: 'count', area: '4x', address: 10, dataType: 2, intervalMs: 200, slope: 0.5 },
      { name: 'setpoint', area: '4x', address: 11, dataType: 2, intervalMs: 200, writable: true, maxData: 500, minData: 0 },
    ]) {
      ids[p.name] = (await t.request({ method: 'POST', url: `/api/v1/devices/${deviceId}/points`, token, payload: p })).body.data.id;
    }
  });
  afterAll(async () => {
    await t?.close();
    await plc?.close();
  });

  it('reads the PLC, scales its values, shows them live and marks the device online', async () => {
    const live = async () => (await t.request({ method: 'GET', url: `/api/v1/devices/${deviceId}/live`, token })).body.data as any[];
    const first = await waitFor(
      async () => (await live()).find((v) => v.name === 'count' && v.value !== null),
      'a polled value',
      10_000,
      50,
    );
    const later = await waitFor(
      async () => (await live()).find((v) => v.name === 'count' && v.value > first.value),
      'the counter to move',
      10_000,
      50,
    );
    // Scaled by the slope 0.5: at least the counter's start (100 -> 50), never ahead of the PLC now.
    expect(later.value).toBeGreaterThanOrEqual(50);
    expect(later.value).toBeLessThanOrEqual(plc.read('holding', 10) * 0.5);
    expect((await live()).find((v) => v.name === 'setpoint').value).toBe(40);
    await waitFor(
      async () => (await t.request({ method: 'GET', url: `/api/v1/devices/${deviceId}`, token })).body.data.status === 'online',
      'online',
      10_000,
      50,
    );
  });

  it('writes straight to the PLC', async () => {
    const write = await t.request({ method: 'PUT', url: `/api/v1/points/${ids.setpoint}/value`, token, payload: { value: 123 } });
    expect(write.body.data).toMatchObject({ status: 'ok' });
    expect(plc.read('holding', 11)).toBe(123);
  });

  it('stops polling when the device leaves the LAN protocol', async () => {
    await t.request({ method: 'PUT', url: `/api/v1/devices/${deviceId}`, token, payload: { protocol: 'modbus_tcp' } });
    expect(t.app.connectivity.lan.polled()).toEqual([]);
  });
});
