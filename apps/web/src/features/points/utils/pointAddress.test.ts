import { describe, expect, it } from 'vitest';
import { pointAddressText, pointAreaText } from './pointAddress';

const unit = ({ unit, address }: { unit: number; address: number }) => `${address} (unit ${unit})`;

describe('a point address as its protocol writes it', () => {
  it('shows the NodeId or S7 address, not the placeholder area and address', () => {
    expect([
      pointAreaText({ area: 'opcua', address: 0 }),
      pointAddressText({ area: 'opcua', address: 0, tag: 'ns=1;s=Temp' }, unit),
    ]).toEqual(['OPC UA', 'ns=1;s=Temp']);
    expect([pointAreaText({ area: 's7', address: 0 }), pointAddressText({ area: 's7', address: 0, tag: 'DB5.DBW10' }, unit)]).toEqual([
      'S7',
      'DB5.DBW10',
    ]);
  });

  it('shows a register with its RTU unit when the point names one', () => {
    expect([pointAreaText({ area: '4x', address: 8 }), pointAddressText({ area: '4x', address: 8, unitId: 3 }, unit)]).toEqual([
      '4x',
      '8 (unit 3)',
    ]);
    expect(pointAddressText({ area: '4x', address: 8, unitId: null, tag: null }, unit)).toBe('8');
  });
});
