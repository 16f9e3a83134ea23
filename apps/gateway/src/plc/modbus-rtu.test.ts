import type { DeviceConfigPoint } from '@fieldlink/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { startGatewayAgent } from '../agent.js';
import { CHILLER_PROFILE, PRESS_PROFILE } from '../simulator/demo-profiles.js';
import { openPtyPair } from '../simulator/pty-pair.js';
import { serveModbusRtu, type RtuServer } from '../simulator/rtu-server.js';
import { startPlcSimulator } from '../simulator/simulator.js';
import { cloudSide, newBoxId, startBroker, type Cleanup } from '../test/cloud.js';
import { agentCarriesProtocol } from '../test/protocol-scenario.js';
import { until } from '../test/until.js';
import { parsePlcUrl } from './target.js';

// Modbus RTU through a pair of pseudo-terminals (socat): two simulated PLCs, units 1 and 2, on one line.

const cleanup: Cleanup = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step().catch(() => {});
});

const point = (name: string, address: number, extra: Partial<DeviceConfigPoint> = {}): DeviceConfigPoint => ({
  name,
  area: '4x',
  address,
  dataType: 2,
  length: 1,
  intervalMs: 100,
  writable: false,
  ...extra,
});

async function line() {
  const pair = await openPtyPair();
  cleanup.push(() => pair.close());
  const press = await startPlcSimulator({ listen: false, profile: PRESS_PROFILE, spikeProbability: 0 });
  const chiller = await startPlcSimulator({ listen: false, profile: CHILLER_PROFILE, spikeProbability: 0 });
  cleanup.push(
    () => press.close(),
    () => chiller.close(),
  );
  const units = new Map([
    [1, press.vector],
    [2, chiller.vector],
  ]);
  let server: RtuServer | undefined = await serveModbusRtu({ path: pair.paths[1], baudRate: 19200, units });
  cleanup.push(() => server?.close() ?? Promise.resolve());
  return {
    press,
    chiller,
    plcUrl: `modbus-rtu://${pair.paths[0]}?baud=19200&parity=none&unit=1`,
    async stop() {
      await server?.close();
      server = undefined;
    },
    async restart() {
      server = await serveModbusRtu({ path: pair.paths[1], baudRate: 19200, units });
    },
  };
}

describe('Modbus RTU on a serial line', () => {
  it('reads, writes, downloads a recipe and survives the line going quiet, with two units polled in turn', async () => {
    const rtu = await line();
    const points = [
      point('inject_pressure', 2),
      point('setpoint_temp', 8, { writable: true }),
      point('supply_temp', 0, { unitId: 2, dataType: 1 }),
      point('chiller_setpoint', 8, { unitId: 2, writable: true }),
    ];
    const { side } = await agentCarriesProtocol(
      {
        plcUrl: rtu.plcUrl,
        points,
        moving: { name: 'inject_pressure', min: 300, max: 3400 },
        writable: { name: 'setpoint_temp', read: () => rtu.press.read('holding', 8) },
        recipe: {
          block: { area: '4x', address: 100 },
          completion: { area: '4x', address: 120 },
          readWord: (i) => rtu.press.read('holding', 100 + i),
        },
        stop: rtu.stop,
        restart: rtu.restart,
      },
      cleanup,
    );
    // Unit 2 is a different PLC on the same line: its values and its writes are its own.
    await until(() => side.values('supply_temp').length > 0, 'unit 2 is read');
    expect(side.values('supply_temp').every((v) => (v as number) >= 50 && (v as number) <= 90)).toBe(true);
    expect(await side.command({ id: 'w2', type: 'write', point: 'chiller_setpoint', value: 77 })).toEqual({ id: 'w2', ok: true });
    expect(rtu.chiller.read('holding', 8)).toBe(77);
    expect(rtu.press.read('holding', 8)).toBe(1234);
  });

  it('names a silent unit and keeps polling the others', async () => {
    const rtu = await line();
    const broker = await startBroker(cleanup);
    const boxId = newBoxId();
    const side = await cloudSide(broker.url, boxId, cleanup);
    await side.configure({
      version: 1,
      plc: { protocol: 'modbus_rtu', unitId: 1, port: 502, highLowSwap: false, address: rtu.plcUrl },
      points: [point('inject_pressure', 2), point('ghost', 0, { unitId: 3 })],
    });
    const agent = startGatewayAgent({ boxId, password: 'boxpass123', cloudUrl: broker.url, plcTimeoutMs: 300 });
    cleanup.push(() => agent.close());
    await until(() => side.statuses.some((s) => s.cause?.code === 'no_answer'), 'the box names the silent unit');
    expect(side.statuses.find((s) => s.cause?.code === 'no_answer')).toMatchObject({ plc: 'error', cause: { detail: { unit: 3 } } });
    const seen = side.telemetry.length;
    await until(() => side.telemetry.slice(seen).filter((t) => 'inject_pressure' in t.values).length >= 3, 'unit 1 is still polled');
  });

  it('reads and writes through a serial server (RTU frames over TCP)', async () => {
    const press = await startPlcSimulator({ profile: PRESS_PROFILE, spikeProbability: 0, framing: 'rtu' });
    cleanup.push(() => press.close());
    const broker = await startBroker(cleanup);
    const boxId = newBoxId();
    const side = await cloudSide(broker.url, boxId, cleanup);
    await side.configure({
      version: 1,
      plc: { protocol: 'modbus_rtu', address: `modbus-rtu-tcp://127.0.0.1:${press.port}?unit=1` },
      points: [point('inject_pressure', 2), point('setpoint_temp', 8, { writable: true })],
    });
    const agent = startGatewayAgent({ boxId, password: 'boxpass123', cloudUrl: broker.url });
    cleanup.push(() => agent.close());
    await until(() => new Set(side.values('inject_pressure')).size >= 2, 'values arrive and move');
    expect(await side.command({ id: 'w1', type: 'write', point: 'setpoint_temp', value: 1500 })).toEqual({ id: 'w1', ok: true });
    expect(press.read('holding', 8)).toBe(1500);
    await until(() => side.values('setpoint_temp').at(-1) === 1500, 'the written value comes back');
  });

  it('names a serial port that is not there', async () => {
    const broker = await startBroker(cleanup);
    const boxId = newBoxId();
    const side = await cloudSide(broker.url, boxId, cleanup);
    await side.configure({
      version: 1,
      plc: { protocol: 'modbus_rtu', address: 'modbus-rtu:///dev/ttyNOPE9?baud=9600' },
      points: [point('a', 0)],
    });
    const agent = startGatewayAgent({ boxId, password: 'boxpass123', cloudUrl: broker.url });
    cleanup.push(() => agent.close());
    await until(() => side.statuses.some((s) => s.cause !== undefined), 'the box says why');
    expect(side.statuses.at(-1)).toMatchObject({ plc: 'error', cause: { code: 'port_missing', detail: { port: '/dev/ttyNOPE9' } } });
  });

  it('reads the serial line settings from the address', () => {
    expect(parsePlcUrl('modbus-rtu:///dev/ttyUSB0?baud=9600&parity=even&stop=2&data=7&unit=3')).toEqual({
      protocol: 'modbus-rtu',
      path: '/dev/ttyUSB0',
      baudRate: 9600,
      dataBits: 7,
      parity: 'even',
      stopBits: 2,
      unitId: 3,
      frameGapMs: undefined,
    });
    expect(parsePlcUrl('modbus-rtu:///dev/ttyS1')).toMatchObject({ baudRate: 9600, parity: 'none', dataBits: 8, stopBits: 1 });
    expect(() => parsePlcUrl('modbus-rtu://dev/ttyS1')).toThrow(/three slashes/);
    expect(() => parsePlcUrl('modbus-rtu:///dev/ttyS1?parity=mark')).toThrow(/parity/);
    expect(() => parsePlcUrl('modbus-rtu:///dev/ttyS1?baud=12')).toThrow(/baud/);
  });
});
