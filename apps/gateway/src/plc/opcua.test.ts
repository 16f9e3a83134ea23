import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DeviceConfigPoint } from '@fieldlink/domain';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startGatewayAgent } from '../agent.js';
import { PRESS_PROFILE } from '../simulator/demo-profiles.js';
import { startOpcUaServer, type SimulatedOpcUaServer } from '../simulator/opcua-server.js';
import { startPlcSimulator } from '../simulator/simulator.js';
import { cloudSide, newBoxId, startBroker, type Cleanup } from '../test/cloud.js';
import { agentCarriesProtocol } from '../test/protocol-scenario.js';
import { until } from '../test/until.js';
import { parsePlcUrl } from './target.js';

// OPC UA against node-opcua's server: SignAndEncrypt (Basic256Sha256) with a user; values by subscription.

const dir = mkdtempSync(path.join(tmpdir(), 'fieldlink-opcua-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const cleanup: Cleanup = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step().catch(() => {});
});

const point = (name: string, extra: Partial<DeviceConfigPoint> = {}): DeviceConfigPoint => ({
  name,
  area: 'opcua',
  address: 0,
  tag: `ns=1;s=${name}`,
  dataType: 2,
  length: 1,
  intervalMs: 100,
  writable: false,
  ...extra,
});
const user = { name: 'operator', password: 'op-secret-1' };

describe('OPC UA', () => {
  it('subscribes, writes by NodeId, downloads a recipe and survives the server going away', async () => {
    const sim = await startPlcSimulator({ listen: false, profile: PRESS_PROFILE, spikeProbability: 0 });
    cleanup.push(() => sim.close());
    const pkiDir = path.join(dir, 'server-a');
    let server: SimulatedOpcUaServer | undefined = await startOpcUaServer({ simulator: sim, profile: PRESS_PROFILE, pkiDir, user });
    cleanup.push(() => server?.close() ?? Promise.resolve());
    const port = server.port;
    const plcUrl = `opc.tcp://127.0.0.1:${port}?security=SignAndEncrypt&policy=Basic256Sha256&user=${user.name}&password=${user.password}`;

    const { side } = await agentCarriesProtocol(
      {
        plcUrl,
        dataDir: path.join(dir, 'box-a'),
        points: [point('inject_pressure'), point('setpoint_temp', { writable: true })],
        moving: { name: 'inject_pressure', min: 300, max: 3400 },
        writable: { name: 'setpoint_temp', read: () => sim.read('holding', 8) },
        recipe: {
          block: { area: 'ns=1;s=Recipe', address: 0 },
          completion: { area: 'ns=1;s=RecipeDone', address: 0 },
          readWord: (i) => sim.read('holding', 100 + i),
        },
        stop: async () => {
          await server?.close();
          server = undefined;
        },
        restart: async () => {
          server = await startOpcUaServer({ simulator: sim, profile: PRESS_PROFILE, pkiDir, user, port });
        },
      },
      cleanup,
    );
    // A change in the PLC arrives by itself (the subscription), not because the box asked.
    sim.write('holding', 2, 4242);
    await until(() => side.values('inject_pressure').includes(4242), 'the changed value arrives by subscription');
  });

  it('names a refused user', async () => {
    const sim = await startPlcSimulator({ listen: false, profile: PRESS_PROFILE, spikeProbability: 0 });
    cleanup.push(() => sim.close());
    const server = await startOpcUaServer({ simulator: sim, profile: PRESS_PROFILE, pkiDir: path.join(dir, 'server-b'), user });
    cleanup.push(() => server.close());
    const broker = await startBroker(cleanup);
    const boxId = newBoxId();
    const side = await cloudSide(broker.url, boxId, cleanup);
    await side.configure({
      version: 1,
      plc: {
        protocol: 'opcua',
        address: `${server.endpoint}?security=Sign&policy=Basic256Sha256`,
        username: 'operator',
        password: 'wrong',
      },
      points: [point('inject_pressure')],
    });
    const agent = startGatewayAgent({ boxId, password: 'boxpass123', cloudUrl: broker.url, dataDir: path.join(dir, 'box-b') });
    cleanup.push(() => agent.close());
    await until(() => side.statuses.some((s) => s.cause !== undefined), 'the box says why');
    expect(side.statuses.at(-1)).toMatchObject({ plc: 'error', cause: { code: 'access_denied', detail: { area: 'operator' } } });
  });

  it('reads security, policy and user from the address', () => {
    expect(parsePlcUrl('opc.tcp://plc:4840/ua?security=SignAndEncrypt&user=u&password=p')).toEqual({
      protocol: 'opcua',
      endpoint: 'opc.tcp://plc:4840/ua',
      securityMode: 'SignAndEncrypt',
      securityPolicy: 'Basic256Sha256',
      username: 'u',
      password: 'p',
    });
    expect(parsePlcUrl('opc.tcp://plc:4840')).toMatchObject({ securityMode: 'None', securityPolicy: 'None' });
    expect(() => parsePlcUrl('opc.tcp://plc:4840?security=Sign&policy=None')).toThrow(/does not go with/);
    expect(() => parsePlcUrl('opc.tcp://plc:4840?security=Encrypt')).toThrow(/security/);
  });
});
