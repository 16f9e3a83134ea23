import { createModbusPoller, runRecipe, type ModbusPoller } from '@fieldlink/gateway';
import type { Logger } from 'pino';
import type { Ingest } from './ingest.js';
import type { LocalDevice } from './commands.js';
import type { DeviceEntry } from './device-registry.js';
import { configOf } from './config.js';

/**
 * LAN devices (protocol `lan_modbus`): no box, the server polls the PLC at the device's IP and
 * port itself, with the gateway's poller and codec, and feeds what it reads to ingest like box telemetry
 * (already read: no JSON round trip). Writes and recipes go straight to the PLC, recipes through the
 * gateway's own `runRecipe` on the poller's connection (same blocks, read-back, flag and failure codes). In a cluster, turn this on in one instance
 * only (LAN_POLLING), or every instance polls.
 */
export function createLanPolling({ ingest, log }: { ingest: Pick<Ingest, 'telemetry' | 'status'>; log: Logger }) {
  const pollers = new Map<string, { version: number; poller: ModbusPoller }>();
  const failed = (boxId: string) => (error: Error) => log.error({ boxId, err: error.message }, 'LAN poll not stored');

  return {
    /** Starts, restarts (new configuration) or keeps the poller of a LAN device. */
    async sync(device: DeviceEntry) {
      const held = pollers.get(device.boxId);
      if (held?.version === device.configVersion) return;
      if (held) await held.poller.stop();
      if (!device.ip) {
        pollers.delete(device.boxId);
        return;
      }
      const config = configOf(device);
      const poller = createModbusPoller({
        host: device.ip,
        port: device.port,
        unitId: device.unitId,
        highLowSwap: device.highLowSwap,
        points: config.points,
        onValues: (ts, values) => void ingest.telemetry(device.boxId, { ts, values }).catch(failed(device.boxId)),
        onPlcState: (state) => void ingest.status(device.boxId, { online: true, plc: state }).catch(failed(device.boxId)),
        log: log.child({ boxId: device.boxId, component: 'lan-poller' }),
      });
      pollers.set(device.boxId, { version: device.configVersion, poller });
      poller.start();
    },
    /** A device that is gone or no longer on the LAN protocol. */
    async drop(boxId: string) {
      const held = pollers.get(boxId);
      if (!held) return;
      pollers.delete(boxId);
      await held.poller.stop();
      await ingest.status(boxId, { online: false }).catch(failed(boxId));
    },
    polled: () => [...pollers.keys()],
    /** The write and recipe path for a LAN device, or undefined when it is not polled here. */
    device(boxId: string): LocalDevice | undefined {
      const held = pollers.get(boxId);
      if (!held) return undefined;
      return {
        write: (point, value) => held.poller.write(point, value),
        recipe: (command) => runRecipe(held.poller, command),
      };
    },
    async stop() {
      await Promise.allSettled([...pollers.values()].map((p) => p.poller.stop()));
      pollers.clear();
    },
  };
}

export type LanPolling = ReturnType<typeof createLanPolling>;
