import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { startPlcSimulator, type PlcSimulator } from '@fieldlink/gateway';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../../lib/paths.js';
import { apiHelpers } from '../../test/factories.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { waitFor } from '../../test/wait.js';

const BOX = 'RECIPEGW0001';

// End to end with real processes and protocols: a recipe downloaded from the API reaches the
// fieldlink-gateway CLI over MQTT, which writes the PLC simulator over Modbus TCP in one request
// per block, reads it back and waits for the simulator's completion flag; a download into the
// simulator's protected registers is refused by the PLC and logged failed with the PLC's reason (its
// code and detail beside the text). A LAN device (polled by the server itself, no box) takes the same
// recipe through the same writer (the gateway's `runRecipe` on the server's poller).
describe('a recipe through a gateway process to the PLC simulator', () => {
  let t: TestApp;
  let root: string;
  let plc: PlcSimulator;
  let gateway: ChildProcess;
  let gatewayLog = '';
  let deviceId: number;
  let runningPoint: number;
  let lanDeviceId: number;
  const { ok } = apiHelpers(
    () => t,
    () => root,
  );

  beforeAll(async () => {
    plc = await startPlcSimulator({
      port: 0,
      profile: {
        name: 'recipe-test',
        channels: [{ name: 'running', table: 'holding', offset: 0, dataType: 2, signal: { kind: 'constant', value: 0 } }],
      },
      recipeArea: { offset: 100, count: 20, flag: 150 },
      refusedWrites: [{ offset: 300, count: 10 }],
    });
    t = await buildTestApp('pglite', { network: true, seedDemo: false });
    root = await t.login();
    const projectId = (await ok('POST', '/projects', root, { name: '配方网关', location: '120.1,30.2' })).id;
    deviceId = (await ok('POST', '/devices', root, { projectId, name: '注塑机', boxId: BOX, boxPassword: 'boxpass123' })).id;
    runningPoint = (
      await ok('POST', `/devices/${deviceId}/points`, root, {
        name: 'running',
        area: '4x',
        address: 0,
        dataType: 2,
        intervalMs: 200,
        decimals: 0,
      })
    ).id;
    lanDeviceId = (
      await ok('POST', '/devices', root, {
        projectId,
        name: '局域网注塑机',
        boxId: 'RECIPELAN001',
        boxPassword: 'boxpass123',
        protocol: 'lan_modbus',
        ip: '127.0.0.1',
        port: plc.port,
      })
    ).id;
    await ok('POST', `/devices/${lanDeviceId}/points`, root, {
      name: 'running',
      area: '4x',
      address: 0,
      dataType: 2,
      intervalMs: 200,
      decimals: 0,
    });
    const cli = path.join(serverRoot(), '..', 'gateway', 'src', 'cli', 'gateway.ts');
    gateway = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        cli,
        '--box-id',
        BOX,
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
    await waitFor(
      async () => {
        const live = await ok('GET', `/devices/${deviceId}/live`, root);
        return live.some((v: any) => v.name === 'running' && v.value === 0);
      },
      `the gateway's first values (gateway log: ${gatewayLog})`,
      20_000,
      100,
    );
  });
  afterAll(async () => {
    gateway?.kill('SIGTERM');
    await t?.close();
    await plc?.close();
  });

  const recipe = (name: string, targetStart: number, completion: object | null) => ({
    name,
    deviceId,
    items: [
      { name: 'temp', value: 2150 },
      { name: 'speed', value: 88 },
      { name: 'offset', value: -3 },
      { name: 'mode', value: 2 },
    ],
    rules: [
      { name: '前段', sourceStart: 0, length: 2, area: '4x', targetStart },
      { name: '后段', sourceStart: 2, length: 2, area: '4x', targetStart: targetStart + 2 },
    ],
    completion,
    // "Machine stopped", read from the live values the gateway sends.
    conditions: [{ pointId: runningPoint, op: '==', value: 0 }],
    timeoutMs: 5000,
  });

  it('writes the registers, reads them back, waits for the completion flag and logs the download succeeded', async () => {
    plc.write('holding', 150, 1); // left set by an earlier download: the gateway clears it first
    const created = await ok('POST', '/recipes', root, recipe('配方甲', 100, { area: '4x', address: 150 }));
    const entry = await ok('POST', `/recipes/${created.id}/download`, root);
    expect(entry, gatewayLog).toMatchObject({ status: 'succeeded', error: null });
    expect([100, 101, 102, 103].map((offset) => plc.read('holding', offset))).toEqual([2150, 88, 65533, 2]);
    expect(plc.read('holding', 150)).toBe(1);
    const log = await ok('GET', `/recipe-downloads?deviceId=${deviceId}`, root);
    expect(log.items[0]).toMatchObject({ id: entry.id, status: 'succeeded', recipeName: '配方甲', createdBy: 'admin' });
    expect(log.items[0].finishedAt).toBeTruthy();
  });

  it('logs a download the PLC refuses as failed with its reason, and writes nothing', async () => {
    const created = await ok('POST', '/recipes', root, recipe('配方乙', 298, null));
    const entry = await ok('POST', `/recipes/${created.id}/download`, root);
    expect(entry.status).toBe('failed');
    expect(entry.error).toMatch(/refused the write of 4x298 \(4 words\).*exception 2/i);
    expect(entry.reason).toEqual({ code: 'plc_refused', detail: { address: '4x298', count: 4, exceptionCode: 2 } });
    expect([298, 299, 300, 301].map((offset) => plc.read('holding', offset))).toEqual([0, 0, 0, 0]);
    const failed = await ok('GET', `/recipe-downloads?status=failed&deviceId=${deviceId}`, root);
    expect(failed.items.map((e: any) => [e.recipeName, e.error])).toEqual([['配方乙', entry.error]]);
  });

  it('downloads to a LAN-polled device through the server itself: registers written and read back, flag awaited, refusals coded', async () => {
    await waitFor(
      async () => (await ok('GET', `/devices/${lanDeviceId}`, root)).status === 'online',
      'the server polling the LAN device',
      20_000,
      100,
    );
    plc.write('holding', 150, 0);
    const lanRecipe = { ...recipe('局域网配方', 110, { area: '4x', address: 150 }), deviceId: lanDeviceId, conditions: [] };
    const created = await ok('POST', '/recipes', root, lanRecipe);
    const entry = await ok('POST', `/recipes/${created.id}/download`, root);
    expect(entry).toMatchObject({ status: 'succeeded', error: null, deviceId: lanDeviceId });
    expect([110, 111, 112, 113].map((offset) => plc.read('holding', offset))).toEqual([2150, 88, 65533, 2]);
    expect(plc.read('holding', 150)).toBe(1);
    const refused = await ok('POST', '/recipes', root, { ...recipe('局域网拒绝', 302, null), deviceId: lanDeviceId, conditions: [] });
    const failed = await ok('POST', `/recipes/${refused.id}/download`, root);
    expect(failed).toMatchObject({ status: 'failed', reason: { code: 'plc_refused', detail: { address: '4x302', exceptionCode: 2 } } });
  });
});
