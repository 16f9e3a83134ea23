import { decodeWords, scale, type DeviceConfigPoint } from '@fieldlink/domain';
import { DEMO_PROFILES, SIM_TICK_MS, channelWords, locatePoint, signalValue, type SimChannel } from '@fieldlink/gateway';
import { describe, expect, it } from 'vitest';
import { DEMO_BOXES, seedDemoPlant } from './demo-plant.js';

// The demo seed is the server's; the gateway's simulator has to drive exactly its points.

type SeedPoint = DeviceConfigPoint & Record<string, unknown>;

/**
 * The seed's devices and points, captured from a fake repository: insertDevice records, every
 * other method answers an id (the seed grows; only its devices matter here).
 */
async function seededPoints(): Promise<Map<string, SeedPoint[]>> {
  const devices = new Map<string, SeedPoint[]>();
  const insertDevice = async (device: { boxId: string }, points: Record<string, unknown>[]) => {
    devices.set(
      device.boxId,
      points.map((p) => ({ length: 1, writable: false, ...p }) as SeedPoint),
    );
    return devices.size;
  };
  const repo = new Proxy({}, { get: (_target, key) => (key === 'insertDevice' ? insertDevice : async () => 1) });
  await seedDemoPlant(repo as Parameters<typeof seedDemoPlant>[0], 1, 1);
  return devices;
}

/** Where each demo point should read after scaling: its unit's realistic range. */
const REALISTIC: Record<string, [number, number]> = {
  barrel_temp: [180, 260],
  mould_temp: [20, 80],
  inject_pressure: [0, 25],
  screw_speed: [30, 250],
  supply_temp: [3, 12],
  return_temp: [8, 18],
  compressor_current: [5, 45],
  flow: [20, 50],
  line_speed: [30, 90],
};

/** The raw values a channel takes over an hour, one per tick, decoded from its words. */
function hourOf(channel: SimChannel): (number | string | boolean)[] {
  const values: (number | string | boolean)[] = [];
  for (let t = 0; t <= 3_600_000; t += SIM_TICK_MS) {
    const words = channelWords(channel, signalValue(channel.signal, t, Math.random), false);
    values.push(decodeWords(words, channel.dataType, { length: channel.length }));
  }
  return values;
}

describe('the demo profiles', () => {
  it('have a channel at every seeded point of every demo box, with its data type', async () => {
    const seeded = await seededPoints();
    expect([...seeded.keys()].sort()).toEqual([...DEMO_BOXES].sort());
    for (const boxId of DEMO_BOXES) {
      const profile = DEMO_PROFILES[boxId];
      const points = seeded.get(boxId)!;
      expect(profile.channels.map((c) => c.name).sort()).toEqual(points.map((p) => p.name).sort());
      for (const point of points) {
        const channel = profile.channels.find((c) => c.name === point.name)!;
        if (point.area === 'opcua') {
          // The OPC UA server serves each holding channel as the variable ns=1;s=<channel name>.
          expect({ tag: point.tag, table: channel.table, dataType: point.dataType }).toEqual({
            tag: `ns=1;s=${channel.name}`,
            table: 'holding',
            dataType: channel.dataType,
          });
          continue;
        }
        const { table, offset, count } = locatePoint(point);
        expect({ table, offset, dataType: point.dataType }).toEqual({
          table: channel.table,
          offset: channel.offset,
          dataType: channel.dataType,
        });
        if (point.dataType === 11) expect(channel.length).toBe(count);
      }
    }
  });

  it('move every point within its limits and a realistic range after scaling; counters only go up', async () => {
    const seeded = await seededPoints();
    for (const boxId of DEMO_BOXES) {
      for (const point of seeded.get(boxId)!) {
        const channel = DEMO_PROFILES[boxId].channels.find((c) => c.name === point.name)!;
        const values = hourOf(channel);
        if (channel.signal.kind === 'constant') {
          expect(new Set(values).size, point.name).toBe(1);
          continue;
        }
        expect(new Set(values).size, `${point.name} moves`).toBeGreaterThan(1);
        if (channel.signal.kind === 'counter') {
          const counts = values as number[];
          expect(
            counts.every((c, i) => i === 0 || c >= counts[i - 1]!),
            `${point.name} never goes back`,
          ).toBe(true);
        }
        const numbers = values.filter((v): v is number => typeof v === 'number').map((v) => scale(v, point as Parameters<typeof scale>[1]));
        const [low, high] = REALISTIC[point.name] ?? [-Infinity, Infinity];
        const lower = Math.max(low, (point.lowerLimit as number | null | undefined) ?? -Infinity);
        const upper = Math.min(high, (point.upperLimit as number | null | undefined) ?? Infinity);
        for (const n of numbers) expect(n >= lower && n <= upper, `${point.name} = ${n} within [${lower}, ${upper}]`).toBe(true);
      }
    }
  });

  it('spike past the alarm limits', async () => {
    const seeded = await seededPoints();
    const spiking = DEMO_BOXES.flatMap((boxId) =>
      DEMO_PROFILES[boxId].channels.filter((c) => c.spike !== undefined).map((c) => ({ boxId, c })),
    );
    expect(spiking.length).toBeGreaterThan(0);
    for (const { boxId, c } of spiking) {
      const point = seeded.get(boxId)!.find((p) => p.name === c.name)!;
      expect(scale(c.spike!, point as Parameters<typeof scale>[1])).toBeGreaterThan(point.upperLimit as number);
    }
  });
});
