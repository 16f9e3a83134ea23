import { describe, expect, it } from 'vitest';
import { mobileConnection, mobileConnectionIssue } from './mobileDevice';

describe('the phone form connection fields', () => {
  it('turns typed numbers into numbers and keeps only what was given', () => {
    expect(mobileConnection({ protocol: 's7', ip: ' 10.0.0.5 ', port: '102', plcSettings: { rack: '0', slot: '2' } })).toEqual({
      protocol: 's7',
      ip: '10.0.0.5',
      port: 102,
      unitId: 1,
      plcSettings: { rack: 0, slot: 2 },
      plcPassword: null,
    });
    expect(mobileConnection({})).toMatchObject({ protocol: 'modbus_tcp', port: 502, plcSettings: null });
  });

  it('names the field the protocol needs, as the server does', () => {
    expect(mobileConnectionIssue({ protocol: 'opcua' }, 'plcSettings.endpoint')?.message).toBe('validation.required');
    expect(mobileConnectionIssue({ protocol: 'opcua', plcSettings: { endpoint: 'opc.tcp://plc:4840' } }, 'plcSettings.endpoint')).toBe(
      undefined,
    );
    expect(mobileConnectionIssue({ protocol: 'modbus_rtu', plcSettings: { serialPort: 'COM3' } }, 'plcSettings.serialPort')).toBeDefined();
  });
});
