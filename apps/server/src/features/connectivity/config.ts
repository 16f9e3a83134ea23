import { plcAddressOf, type DeviceConfig } from '@fieldlink/domain';
import type { DeviceEntry } from './device-registry.js';

/**
 * The retained configuration a box polls by. A protocol beyond Modbus TCP adds the gateway's PLC
 * address (`plcAddressOf`: modbus-rtu://, modbus-rtu-tcp://, opc.tcp://, s7://) and, for OPC UA,
 * the user; points add their NodeId / S7 address (`tag`) and an RTU unit of their own.
 */
export function configOf(device: DeviceEntry): DeviceConfig {
  const address = plcAddressOf(device);
  const username = device.protocol === 'opcua' ? device.plcSettings?.username : null;
  return {
    version: device.configVersion,
    plc: {
      protocol: device.protocol,
      host: device.ip,
      port: device.port,
      unitId: device.unitId,
      highLowSwap: device.highLowSwap,
      ...(address ? { address } : {}),
      ...(username ? { username, password: device.plcPassword ?? '' } : {}),
    },
    points: [...device.points.values()].map((p) => ({
      name: p.name,
      area: p.area,
      address: p.address,
      dataType: p.dataType,
      length: p.length,
      intervalMs: p.intervalMs,
      writable: p.writable,
      startBit: p.startBit,
      ...(p.tag ? { tag: p.tag } : {}),
      ...(p.unitId != null ? { unitId: p.unitId } : {}),
    })),
  };
}
