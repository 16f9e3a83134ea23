import path from 'node:path';
import type { GatewayLog } from '../log.js';
import type { DriverGroup, PlcDriver } from './driver.js';
import { modbusDriver } from './modbus-driver.js';
import type { PlcTarget } from './target.js';

export interface DriverSettings {
  /** The unit of points that name none, when the target names none. */
  unitId: number;
  highLowSwap: boolean;
  timeoutMs?: number;
  log?: GatewayLog;
  /** Where a driver keeps what must outlive it (OPC UA certificates and the servers trusted). */
  dataDir?: string;
}

/**
 * The driver for a target. OPC UA and S7 load their libraries only when a PLC speaks them (node-opcua
 * alone takes longer to load than the rest of the gateway).
 */
export async function driverFor(target: PlcTarget, settings: DriverSettings): Promise<PlcDriver<DriverGroup>> {
  const common = { highLowSwap: settings.highLowSwap, timeoutMs: settings.timeoutMs, log: settings.log };
  switch (target.protocol) {
    case 'modbus-tcp':
    case 'modbus-rtu-tcp': {
      const kind = target.protocol === 'modbus-tcp' ? 'tcp' : 'rtu-tcp';
      return modbusDriver({
        ...common,
        transport: { kind, host: target.host, port: target.port },
        unitId: target.unitId ?? settings.unitId,
      });
    }
    case 'modbus-rtu': {
      const { path, baudRate, dataBits, parity, stopBits } = target;
      return modbusDriver({
        ...common,
        transport: { kind: 'rtu', path, baudRate, dataBits, parity, stopBits },
        unitId: target.unitId ?? settings.unitId,
        frameGapMs: target.frameGapMs,
      });
    }
    case 'opcua': {
      const { opcUaDriver } = await import('./opcua-driver.js');
      const pkiDir = settings.dataDir && path.join(settings.dataDir, 'opcua-pki');
      return opcUaDriver({ ...target, pkiDir, timeoutMs: settings.timeoutMs, log: settings.log });
    }
    case 's7': {
      const { s7Driver } = await import('./s7-driver.js');
      return s7Driver({ ...target, timeoutMs: settings.timeoutMs, log: settings.log });
    }
  }
}
