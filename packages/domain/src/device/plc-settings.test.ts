import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import { deviceProtocolIssues, plcAddressOf, pointAddressIssues, settingsOfProtocol } from './plc-settings.js';

const messages = (issues: { path: (string | number)[]; message: string }[]) => issues.map((i) => `${i.path.join('.')}:${i.message}`);

describe('deviceProtocolIssues', () => {
  it('asks a serial Modbus RTU device for a serial device of the gateway and a standard baud rate', () => {
    expect(messages(deviceProtocolIssues({ protocol: 'modbus_rtu' }))).toEqual(['plcSettings.serialPort:validation.required']);
    expect(messages(deviceProtocolIssues({ protocol: 'modbus_rtu', plcSettings: { serialPort: 'COM3', baudRate: 9601 } }))).toEqual([
      'plcSettings.serialPort:validation.serialPort',
      'plcSettings.baudRate:validation.baudRate',
    ]);
    expect(deviceProtocolIssues({ protocol: 'modbus_rtu', plcSettings: { serialPort: '/dev/ttyUSB0', baudRate: 19200 } })).toEqual([]);
  });

  it('asks an RTU device behind a serial server for its host', () => {
    expect(messages(deviceProtocolIssues({ protocol: 'modbus_rtu', plcSettings: { rtuTransport: 'serial_server' } }))).toEqual([
      'ip:validation.required',
    ]);
  });

  it('checks an OPC UA endpoint and that security mode and policy go together', () => {
    expect(messages(deviceProtocolIssues({ protocol: 'opcua', plcSettings: { endpoint: 'http://x' } }))).toEqual([
      'plcSettings.endpoint:validation.opcuaEndpoint',
    ]);
    expect(
      messages(
        deviceProtocolIssues({
          protocol: 'opcua',
          plcSettings: { endpoint: 'opc.tcp://plc:4840', securityMode: 'Sign', securityPolicy: 'None' },
        }),
      ),
    ).toEqual(['plcSettings.securityPolicy:validation.opcuaSecurity']);
    expect(
      deviceProtocolIssues({ protocol: 'opcua', plcSettings: { endpoint: 'opc.tcp://plc:4840/UA', securityMode: 'SignAndEncrypt' } }),
    ).toEqual([]);
  });

  it('asks an S7 device for its host and keeps rack and slot in range', () => {
    expect(messages(deviceProtocolIssues({ protocol: 's7', plcSettings: { rack: 8, slot: 32 } }))).toEqual([
      'ip:validation.required',
      'plcSettings.rack:validation.between',
      'plcSettings.slot:validation.between',
    ]);
  });

  it('asks nothing more of Modbus TCP', () => {
    expect(deviceProtocolIssues({ protocol: 'modbus_tcp', plcSettings: { serialPort: 'junk' } })).toEqual([]);
    expect(settingsOfProtocol('modbus_tcp', { serialPort: '/dev/ttyS0' })).toEqual({});
  });

  it('has every message in both languages', () => {
    for (const key of [
      'validation.serialPort',
      'validation.baudRate',
      'validation.opcuaEndpoint',
      'validation.nodeId',
      'validation.s7Address',
    ] as const)
      expect(MESSAGES['zh-CN'][key] && MESSAGES['en-US'][key]).toBeTruthy();
  });
});

describe('plcAddressOf', () => {
  it('gives the gateway its PLC address form per protocol', () => {
    expect(plcAddressOf({ protocol: 'modbus_tcp', ip: '10.0.0.2', port: 502 })).toBeNull();
    expect(plcAddressOf({ protocol: 'modbus_rtu', unitId: 3, plcSettings: { serialPort: '/dev/ttyUSB0', parity: 'even' } })).toBe(
      'modbus-rtu:///dev/ttyUSB0?baud=9600&parity=even&data=8&stop=1&unit=3',
    );
    expect(
      plcAddressOf({ protocol: 'modbus_rtu', ip: '10.0.0.9', port: 4001, unitId: 1, plcSettings: { rtuTransport: 'serial_server' } }),
    ).toBe('modbus-rtu-tcp://10.0.0.9:4001?unit=1');
    expect(plcAddressOf({ protocol: 'opcua', plcSettings: { endpoint: 'opc.tcp://plc:4840', securityMode: 'SignAndEncrypt' } })).toBe(
      'opc.tcp://plc:4840?security=SignAndEncrypt&policy=Basic256Sha256',
    );
    expect(plcAddressOf({ protocol: 's7', ip: '10.0.0.5', port: 102, plcSettings: { slot: 2 } })).toBe('s7://10.0.0.5:102?rack=0&slot=2');
  });
});

describe('pointAddressIssues', () => {
  it('keeps register families for Modbus, a unit of its own only on RTU', () => {
    expect(pointAddressIssues('modbus_tcp', { area: '4x', address: 0 })).toEqual([]);
    expect(messages(pointAddressIssues('modbus_tcp', { area: '4x', unitId: 2, tag: 'ns=1;i=5' }))).toEqual([
      'tag:validation.tagNotUsed',
      'unitId:validation.unitIdRtuOnly',
    ]);
    expect(pointAddressIssues('modbus_rtu', { area: 'D', address: 10, unitId: 2 })).toEqual([]);
    expect(messages(pointAddressIssues('modbus_rtu', { area: 'opcua' }))).toEqual(['area:validation.area']);
  });

  it('addresses OPC UA points by NodeId', () => {
    expect(pointAddressIssues('opcua', { area: 'opcua', tag: 'ns=2;s=Press.Temperature' })).toEqual([]);
    expect(messages(pointAddressIssues('opcua', { area: 'opcua', tag: 'Press.Temperature' }))).toEqual(['tag:validation.nodeId']);
    expect(messages(pointAddressIssues('opcua', { area: '4x' }))).toEqual(['area:validation.areaOfProtocol', 'tag:validation.required']);
  });

  it('addresses S7 points by DB/M/I/Q address that fits the data type', () => {
    expect(pointAddressIssues('s7', { area: 's7', tag: 'DB5.DBW10', dataType: 2 })).toEqual([]);
    expect(pointAddressIssues('s7', { area: 's7', tag: 'DB5.DBD20', dataType: 5 })).toEqual([]);
    expect(pointAddressIssues('s7', { area: 's7', tag: 'I0.1', dataType: 10 })).toEqual([]);
    expect(messages(pointAddressIssues('s7', { area: 's7', tag: 'DB5.DBW10', dataType: 5 }))).toEqual(['dataType:validation.s7Type']);
    expect(messages(pointAddressIssues('s7', { area: 's7', tag: 'DB0.DBW10' }))).toEqual(['tag:validation.s7Address']);
  });
});
