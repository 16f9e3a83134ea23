import type { DeviceConfigPoint } from '@fieldlink/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { PRESS_PROFILE } from '../simulator/demo-profiles.js';
import { startPlcSimulator, type PlcSimulator } from '../simulator/simulator.js';
import { until } from '../test/until.js';
import { createModbusPoller, type ModbusPoller, type ModbusPollerOptions } from './poller.js';
import type { PointValue } from './plan.js';

// The poller against the simulator over real TCP (port 0: a free port).

const point = (
  name: string,
  area: string,
  address: number,
  dataType: number,
  extra: Partial<DeviceConfigPoint> = {},
): DeviceConfigPoint => ({
  name,
  area,
  address,
  dataType,
  length: 1,
  intervalMs: 100,
  writable: false,
  ...extra,
});

/** The press's points as the demo seed configures them, polled fast. */
const PRESS_POINTS = [
  point('barrel_temp', '4x', 0, 2),
  point('inject_pressure', '4x', 2, 2),
  point('cycle_count', '4x', 4, 4),
  point('running', '4x', 6, 10),
  point('setpoint_temp', '4x', 8, 2, { writable: true }),
];

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function simulator(options: Parameters<typeof startPlcSimulator>[0] = {}): Promise<PlcSimulator> {
  const sim = await startPlcSimulator(options);
  cleanup.push(() => sim.close());
  return sim;
}

function poller(port: number, points: DeviceConfigPoint[], extra: Partial<ModbusPollerOptions> = {}) {
  const ticks: Record<string, PointValue>[] = [];
  const states: string[] = [];
  const p: ModbusPoller = createModbusPoller({
    host: '127.0.0.1',
    port,
    unitId: 1,
    highLowSwap: false,
    points,
    onValues: (_ts, values) => ticks.push(values),
    onPlcState: (state) => states.push(state),
    timeoutMs: 500,
    reconnectMs: 50,
    reconnectMaxMs: 200,
    ...extra,
  });
  cleanup.push(() => p.stop());
  p.start();
  const seen = (name: string) => ticks.map((t) => t[name]).filter((v) => v !== undefined);
  return { poller: p, ticks, states, seen };
}

describe('modbus poller against the simulator', () => {
  it('reads every point of the press and sees the values move', async () => {
    const sim = await simulator({ profile: PRESS_PROFILE, spikeProbability: 0 });
    const { ticks, states, seen } = poller(sim.port, PRESS_POINTS);
    await until(() => new Set(seen('inject_pressure')).size >= 3, 'the injection pressure has moved');
    expect(states[0]).toBe('ok');
    expect(Object.keys(ticks[0]!).sort()).toEqual(PRESS_POINTS.map((p) => p.name).sort());
    const temps = seen('barrel_temp') as number[];
    expect(temps.every((t) => t >= 2000 && t <= 2400)).toBe(true);
    expect(seen('running').every((v) => typeof v === 'boolean')).toBe(true);
    const counts = seen('cycle_count') as number[];
    expect(counts.every((c, i) => i === 0 || c >= counts[i - 1]!)).toBe(true);
  });

  it('writes a setpoint that stays, and refuses unknown and read-only points', async () => {
    const sim = await simulator({ profile: PRESS_PROFILE });
    const { poller: p, seen } = poller(sim.port, [...PRESS_POINTS, point('input', '3x', 0, 2, { writable: true })]);
    await p.write('setpoint_temp', 2350);
    expect(sim.read('holding', 8)).toBe(2350);
    await until(() => seen('setpoint_temp').at(-1) === 2350, 'the written setpoint is read back');

    await expect(p.write('barrel_temp', 1)).rejects.toThrow(/not writable/);
    await expect(p.write('nope', 1)).rejects.toThrow(/unknown point/);
    await expect(p.write('input', 1)).rejects.toThrow(/read-only/);
    await expect(p.write('setpoint_temp', 70000)).rejects.toThrow(RangeError);
    expect(sim.read('holding', 8)).toBe(2350);
  });

  it('writes coils, single bits of a word and swapped 32-bit values', async () => {
    const sim = await simulator({ profile: { name: 'empty', channels: [] } });
    sim.write('holding', 20, 0b1000_0000_0000_0001);
    const points = [
      point('lamp', '0x', 5, 10, { writable: true }),
      point('flag', '4x', 20, 10, { startBit: 3, writable: true }),
      point('total', '4x', 30, 4, { writable: true }),
    ];
    const { poller: p, seen } = poller(sim.port, points, { highLowSwap: true });
    await p.write('lamp', true);
    await p.write('flag', true);
    await p.write('total', 0x12345678);
    expect(sim.read('coil', 5)).toBe(1);
    expect(sim.read('holding', 20)).toBe(0b1000_0000_0000_1001);
    expect([sim.read('holding', 30), sim.read('holding', 31)]).toEqual([0x5678, 0x1234]);
    await until(
      () => seen('total').at(-1) === 0x12345678 && seen('flag').at(-1) === true && seen('lamp').at(-1) === true,
      'the writes are read back',
    );
    await p.write('flag', 0);
    expect(sim.read('holding', 20)).toBe(0b1000_0000_0000_0001);
  });

  it('reports the PLC as in error while it is down and ok once it is back', async () => {
    let sim = await startPlcSimulator({ profile: PRESS_PROFILE });
    const port = sim.port;
    const { states, ticks } = poller(port, PRESS_POINTS);
    await until(() => states.includes('ok'), 'the plc is reachable');
    await sim.close();
    await until(() => states.at(-1) === 'error', 'the plc is reported in error');
    await expect(createWriteWhileDown(port)).resolves.toMatch(/plc unreachable/);

    sim = await startPlcSimulator({ port, profile: PRESS_PROFILE });
    cleanup.push(() => sim.close());
    const before = ticks.length;
    await until(() => states.at(-1) === 'ok' && ticks.length > before, 'the plc is back and read again');
    expect(states).toEqual(['ok', 'error', 'ok']);
  });

  it('reports an error when the PLC does not answer for the unit', async () => {
    const sim = await simulator({ unitId: 1 });
    const { states, ticks } = poller(sim.port, PRESS_POINTS, { unitId: 2, timeoutMs: 200 });
    await until(() => states.includes('error'), 'the unanswered reads are reported');
    expect(ticks).toEqual([]);
  });

  it('polls the new points after updatePoints', async () => {
    const sim = await simulator({ profile: PRESS_PROFILE });
    const { poller: p, ticks } = poller(sim.port, [point('barrel_temp', '4x', 0, 2)]);
    await until(() => ticks.length > 0, 'a first read');
    p.updatePoints([point('mould_temp', '4x', 1, 2)]);
    await until(() => ticks.at(-1)?.mould_temp !== undefined, 'the new point is read');
    expect(Object.keys(ticks.at(-1)!)).toEqual(['mould_temp']);
  });
});

/** A write through a fresh poller to a port where nothing listens: the error it gives. */
async function createWriteWhileDown(port: number): Promise<string> {
  const p = createModbusPoller({
    host: '127.0.0.1',
    port,
    unitId: 1,
    highLowSwap: false,
    points: [point('sp', '4x', 8, 2, { writable: true })],
    onValues: () => {},
    onPlcState: () => {},
    timeoutMs: 300,
  });
  p.start();
  try {
    await p.write('sp', 1);
    return 'written';
  } catch (error) {
    return (error as Error).message;
  } finally {
    await p.stop();
  }
}
