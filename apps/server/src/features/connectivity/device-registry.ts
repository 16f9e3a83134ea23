import type { PlcSettings } from '@fieldlink/domain';
import type { ConnectivityRepository, IngestPoint } from './connectivity.repository.js';

export interface DeviceEntry {
  id: number;
  companyId: number;
  projectId: number;
  boxId: string;
  passwordHash: string | null;
  protocol: string;
  ip: string | null;
  port: number;
  unitId: number;
  highLowSwap: boolean;
  /** The protocol's settings (`plc-settings.ts`) and the OPC UA user's password. */
  plcSettings?: PlcSettings | null;
  plcPassword?: string | null;
  configVersion: number;
  points: Map<string, IngestPoint>;
  pointsById: Map<number, IngestPoint>;
  /** The shortest poll interval of its points (silence beyond 3 of them means offline). */
  minIntervalMs: number;
}

/** Without points a box still reports its status; a minute is its heartbeat then. */
export const DEFAULT_INTERVAL_MS = 60_000;

/**
 * Devices and their points by box ID, loaded once per configuration version: ingest looks a
 * point up by name for every value, so this must not touch the database per message. The
 * configuration sweep calls `invalidate` when a device's version moves.
 */
export function createDeviceRegistry(repo: ConnectivityRepository) {
  const entries = new Map<string, Promise<DeviceEntry | undefined>>();

  async function load(boxId: string): Promise<DeviceEntry | undefined> {
    const device = await repo.deviceByBox(boxId);
    if (!device) return undefined;
    const list = await repo.pointsOf(device.id);
    const points = new Map(list.map((p) => [p.name, p]));
    const minIntervalMs = list.length ? Math.min(...list.map((p) => p.intervalMs)) : DEFAULT_INTERVAL_MS;
    return { ...device, points, pointsById: new Map(list.map((p) => [p.id, p])), minIntervalMs };
  }

  return {
    get(boxId: string): Promise<DeviceEntry | undefined> {
      let entry = entries.get(boxId);
      if (!entry) {
        entry = load(boxId);
        entries.set(boxId, entry);
        // A failed or empty load is not remembered: the next message tries again.
        entry.then(
          (found) => (found ? undefined : entries.delete(boxId)),
          () => entries.delete(boxId),
        );
      }
      return entry;
    },
    invalidate(boxId: string) {
      entries.delete(boxId);
    },
    clear() {
      entries.clear();
    },
  };
}

export type DeviceRegistry = ReturnType<typeof createDeviceRegistry>;
