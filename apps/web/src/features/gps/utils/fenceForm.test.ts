import { GeofenceBodySchema } from '@fieldlink/domain';
import { describe, expect, it } from 'vitest';
import { cornerLine, cornersOf, fenceBody, fenceValues } from './fenceForm';

describe('fence form', () => {
  it('reads corners one per line, skipping what is not two numbers', () => {
    expect(cornersOf('30, 120\n30.01 120.02\n\nnorth, 1\n1,2,3')).toEqual([
      { lat: 30, lng: 120 },
      { lat: 30.01, lng: 120.02 },
    ]);
    expect(cornersOf(undefined)).toEqual([]);
    expect(cornerLine({ lat: 30.1234567, lng: 120 })).toBe('30.123457, 120.000000');
  });

  it('makes a body the server takes, with only the chosen shape’s fields', () => {
    const circle = fenceBody({ ...fenceValues(undefined), name: 'Yard', lat: 30, lng: 120, corners: '1,1' });
    expect(circle).not.toHaveProperty('polygon');
    expect(GeofenceBodySchema.safeParse(circle).success).toBe(true);
    const polygon = fenceBody({
      ...fenceValues(undefined),
      name: 'Dock',
      shape: 'polygon',
      lat: 30,
      corners: '30,120\n30.01,120\n30,120.01',
    });
    expect(polygon).not.toHaveProperty('lat');
    expect(GeofenceBodySchema.parse(polygon).polygon).toHaveLength(3);
  });
});
