// @fieldlink/gateway: the edge agent, the Modbus poller (also used by the server for LAN devices)
// and the PLC simulator with its VNC operator panel (used by the demo and the tests).
export { startGatewayAgent, parsePlcUrl, type GatewayAgent, type GatewayAgentOptions, type GatewayStats, type PlcTarget } from './agent.js';
export { connectCloud, openCloudLink, type CloudLink, type CloudLinkOptions } from './cloud-link.js';
export { RecipeFailure, recipeAckOf, runRecipe, type RegisterIo } from './recipe.js';
export { lineLog, silentLog, type GatewayLog, type LogLevel } from './log.js';
export { createModbusPoller, type ModbusPoller, type ModbusPollerOptions } from './modbus/poller.js';
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
