import type { plcSettingsMessagesZhCN } from './plc-settings-messages.zh-CN.js';

/** `plcSettingsMessages` in en-US: exactly the zh-CN keys. */
export const plcSettingsMessagesEnUS: Record<keyof typeof plcSettingsMessagesZhCN, string> = {
  'validation.serialPort': 'Enter a serial device of the gateway, like /dev/ttyUSB0',
  'validation.baudRate': 'The baud rate must be 1200, 2400, 4800, 9600, 19200, 38400, 57600 or 115200',
  'validation.opcuaEndpoint': 'Enter an OPC UA endpoint, like opc.tcp://192.168.1.20:4840',
  'validation.opcuaSecurity': 'Security mode None goes with policy None only, and policy None with mode None only',
  'validation.areaOfProtocol': 'A point of this protocol has address type {{area}}',
  'validation.unitIdRtuOnly': 'Only points of a Modbus RTU device have a unit id of their own',
  'validation.nodeId': 'Enter an OPC UA NodeId, like ns=2;s=Press.Temperature',
  'validation.s7Address': 'Enter an S7 address, like DB5.DBW10, DB5.DBX0.1, MW20 or I0.0',
  'validation.s7Type':
    'The S7 address {{address}} does not fit the data type (bit: Bool; byte: 8-bit; word: 16-bit; double word: 32-bit or Float)',
  'validation.tagNotUsed': 'Points of this protocol use an address type and address, not a protocol address',
};
