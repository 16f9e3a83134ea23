import type { DeviceConfigPoint } from '@fieldlink/domain';
import { afterEach, describe, it } from 'vitest';
import { PRESS_PROFILE } from '../simulator/demo-profiles.js';
import { startS7Server, type SimulatedS7Server } from '../simulator/s7-server.js';
import { startPlcSimulator } from '../simulator/simulator.js';
import type { Cleanup } from '../test/cloud.js';
import { agentCarriesProtocol } from '../test/protocol-scenario.js';

// Siemens S7 against snap7's server (node-snap7): DB1 is the simulated press's registers, big-endian.

const cleanup: Cleanup = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step().catch(() => {});
});

const point = (name: string, tag: string, extra: Partial<DeviceConfigPoint> = {}): DeviceConfigPoint => ({
  name,
  area: 's7',
  address: 0,
  tag,
  dataType: 2,
  length: 1,
  intervalMs: 100,
  writable: false,
  ...extra,
});

describe('Siemens S7', () => {
  it('reads, writes, downloads a recipe into a data block and survives the PLC going away', async () => {
    const sim = await startPlcSimulator({ listen: false, profile: PRESS_PROFILE, spikeProbability: 0 });
    cleanup.push(() => sim.close());
    let server: SimulatedS7Server | undefined = await startS7Server({ simulator: sim });
    cleanup.push(() => server?.close() ?? Promise.resolve());
    const port = server.port;
    await agentCarriesProtocol(
      {
        plcUrl: `s7://127.0.0.1:${port}?rack=0&slot=1`,
        // Register 2 is DB1.DBW4, register 8 DB1.DBW16; the bit is the "running" flag's lowest bit.
        points: [
          point('inject_pressure', 'DB1.DBW4'),
          point('setpoint_temp', 'DB1.DBW16', { writable: true }),
          point('running', 'DB1.DBX13.0', { dataType: 10 }),
        ],
        moving: { name: 'inject_pressure', min: 300, max: 3400 },
        writable: { name: 'setpoint_temp', read: () => sim.read('holding', 8) },
        recipe: {
          block: { area: 'DB1', address: 200 },
          completion: { area: 'DB1', address: 240 },
          readWord: (i) => sim.read('holding', 100 + i),
        },
        stop: async () => {
          await server?.close();
          server = undefined;
        },
        restart: async () => {
          server = await startS7Server({ simulator: sim, port });
        },
      },
      cleanup,
    );
  });
});
