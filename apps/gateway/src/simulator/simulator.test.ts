import { DATA_TYPES } from '@fieldlink/domain';
import { describe, expect, it } from 'vitest';
import { until } from '../test/until.js';
import { DEMO_PROFILES } from './demo-profiles.js';
import { startPlcSimulator } from './simulator.js';
import { fitValue, type SimChannel } from './profile.js';

describe('fitValue', () => {
  const channel = (dataType: SimChannel['dataType'], signal: SimChannel['signal']): SimChannel => ({
    name: 'c',
    table: 'holding',
    offset: 0,
    dataType,
    signal,
  });
  it.each<[SimChannel, number | string | boolean, number | string | boolean]>([
    [channel(2, { kind: 'constant', value: 0 }), 12.6, 13],
    [channel(2, { kind: 'constant', value: 0 }), -5, 0],
    [channel(1, { kind: 'constant', value: 0 }), 40000, 32767],
    [channel(2, { kind: 'counter', start: 0, perSecond: 1 }), 65537, 1],
    [channel(10, { kind: 'constant', value: 0 }), 1, true],
    [channel(11, { kind: 'constant', value: 0 }), 7, '7'],
  ])('fits %# to its type', (c, value, fitted) => {
    expect(fitValue(value, c)).toBe(fitted);
    if (typeof fitted === 'number') expect(fitted).toBeLessThanOrEqual(DATA_TYPES[c.dataType].max);
  });
});

describe('the simulator', () => {
  it('shows a spike when the dice say so', async () => {
    const sim = await startPlcSimulator({ profile: DEMO_PROFILES.DEMOPRESS001, spikeProbability: 1, random: () => 0 });
    try {
      expect(sim.read('holding', 0)).toBe(2750);
    } finally {
      await sim.close();
    }
  });

  it('keeps what was written while the rest moves on', async () => {
    const sim = await startPlcSimulator({ profile: DEMO_PROFILES.DEMOPRESS001, spikeProbability: 0 });
    try {
      sim.write('holding', 2, 1234);
      sim.write('coil', 9, true);
      const before = sim.read('holding', 0);
      await until(() => sim.read('holding', 0) !== before, 'the barrel temperature has moved');
      expect(sim.read('holding', 2)).toBe(1234);
      expect(sim.read('coil', 9)).toBe(1);
      expect(sim.read('holding', 8)).toBe(2200);
    } finally {
      await sim.close();
    }
  });

  it('runs its counters from the origin it is given, so a restart goes on where it was', async () => {
    const counter: SimChannel = {
      name: 'count',
      table: 'holding',
      offset: 0,
      dataType: 2,
      signal: { kind: 'counter', start: 100, perSecond: 1 },
    };
    const fresh = await startPlcSimulator({ profile: { name: 'counter', channels: [counter] } });
    const resumed = await startPlcSimulator({ profile: { name: 'counter', channels: [counter] }, origin: Date.now() - 3_600_000 });
    try {
      expect(fresh.read('holding', 0)).toBeLessThanOrEqual(101);
      expect(resumed.read('holding', 0)).toBeGreaterThanOrEqual(3700);
      expect(resumed.read('holding', 0)).toBeLessThanOrEqual(3702);
    } finally {
      await fresh.close();
      await resumed.close();
    }
  });

  it('refuses an offset outside the table', async () => {
    const sim = await startPlcSimulator({ profile: { name: 'empty', channels: [] } });
    try {
      expect(() => sim.write('holding', 65536, 1)).toThrow(RangeError);
    } finally {
      await sim.close();
    }
  });
});
