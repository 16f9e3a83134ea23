import type { DeviceConfig } from '@fieldlink/domain';
import type { DeviceEntry } from './device-registry.js';

/** The retained configuration a box polls by. */
export function configOf(device: DeviceEntry): DeviceConfig {
  return {
    version: device.configVersion,
    plc: { protocol: device.protocol, host: device.ip, port: device.port, unitId: device.unitId, highLowSwap: device.highLowSwap },
    points: [...device.points.values()].map((p) => ({
      name: p.name,
      area: p.area,
      address: p.address,
      dataType: p.dataType,
      length: p.length,
      intervalMs: p.intervalMs,
      writable: p.writable,
      startBit: p.startBit,
    })),
  };
}
