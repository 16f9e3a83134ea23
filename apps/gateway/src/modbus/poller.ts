import type { DeviceConfigPoint, PlcModel } from '@fieldlink/domain';
import type { GatewayLog } from '../log.js';
import { modbusDriver } from '../plc/modbus-driver.js';
import { createPlcPoller, type PlcPoller, type PlcPollerOptions } from '../plc/poller.js';

export interface ModbusPollerOptions {
  host: string;
  port: number;
  unitId: number;
  highLowSwap: boolean;
  points: readonly DeviceConfigPoint[];
  /** The PLC's model, for the areas XC and XD name alike; without it they are read as XC. */
  model?: PlcModel;
  onValues: PlcPollerOptions['onValues'];
  onPlcState: PlcPollerOptions['onPlcState'];
  log?: GatewayLog;
  /** Answer timeout of one request, and the connect timeout. Default 2000 ms. */
  timeoutMs?: number;
  /** First reconnect delay after a failed connect; doubles up to `reconnectMaxMs`. Default 1 s and 30 s. */
  reconnectMs?: number;
  reconnectMaxMs?: number;
}

export type ModbusPoller = PlcPoller;

/**
 * Polls a Modbus TCP PLC: the Modbus driver over TCP under the protocol-neutral poller. Knows
 * nothing of MQTT: the agent and the server's LAN devices both use it.
 */
export function createModbusPoller(options: ModbusPollerOptions): ModbusPoller {
  const driver = modbusDriver({
    transport: { kind: 'tcp', host: options.host, port: options.port },
    unitId: options.unitId,
    highLowSwap: options.highLowSwap,
    model: options.model,
    timeoutMs: options.timeoutMs,
    log: options.log,
  });
  return createPlcPoller(driver, options);
}
