// @fieldlink/gateway: the edge agent, the Modbus poller (also used by the server for LAN devices)
// and the PLC simulator with its VNC operator panel (used by the demo and the tests).
export { startGatewayAgent, parsePlcUrl, type GatewayAgent, type GatewayAgentOptions, type GatewayStats, type PlcTarget } from './agent.js';
export { connectCloud, openCloudLink, type CloudLink, type CloudLinkOptions } from './cloud-link.js';
export { RecipeFailure, holdingOffset, recipeAckOf, runRecipe, type RegisterIo } from './recipe.js';
export { lineLog, silentLog, type GatewayLog, type LogLevel } from './log.js';
export { createModbusPoller, type ModbusPoller, type ModbusPollerOptions } from './modbus/poller.js';
export { PlcFailure, type DriverGroup, type PlcDriver, type PlcSession } from './plc/driver.js';
export { modbusDriver, modbusWordIo, type ModbusDriverOptions, type ModbusTransport } from './plc/modbus-driver.js';
export { createPlcPoller, type PlcPoller, type PlcPollerOptions } from './plc/poller.js';
export { driverFor, type DriverSettings } from './plc/drivers.js';
export { PLC_URL_FORMS, configTarget } from './plc/target.js';
export {
  MAX_GAP_BITS,
  MAX_GAP_WORDS,
  MAX_READ_COILS,
  MAX_READ_REGISTERS,
  decodePoints,
  locatePoint,
  mergeRequests,
  planReads,
  planWrite,
  withBit,
  type DecodedValues,
  type PlannedPoint,
  type PointValue,
  type PollGroup,
  type ReadPlan,
  type ReadRequest,
  type ReadResult,
  type WriteOperation,
} from './modbus/plan.js';
export { SIM_TICK_MS, startPlcSimulator, type PlcSimulator, type PlcSimulatorOptions } from './simulator/simulator.js';
import type { OpcUaServerOptions, SimulatedOpcUaServer } from './simulator/opcua-server.js';
export type { OpcUaServerOptions, SimulatedOpcUaServer };

/** The simulated PLC through OPC UA (`simulator/opcua-server.ts`); node-opcua is loaded only when one starts. */
export async function startOpcUaServer(options: OpcUaServerOptions): Promise<SimulatedOpcUaServer> {
  const { startOpcUaServer: start } = await import('./simulator/opcua-server.js');
  return start(options);
}
export { HMI_FRAME_MS, startSimulatedHmi, type SimulatedHmi, type SimulatedHmiOptions } from './simulator/hmi-vnc.js';
export { CHILLER_PROFILE, DEFAULT_SIM_PROFILE, DEMO_PROFILES, PACKING_PROFILE, PRESS_PROFILE } from './simulator/demo-profiles.js';
export {
  channelWords,
  fitValue,
  signalValue,
  type SimChannel,
  type SimProfile,
  type SimSignal,
  type SimValue,
} from './simulator/profile.js';
