import { describe, expect, it } from 'vitest';
import { bindingUse, pointOptions, type BindablePoint } from './bindingFilter';

const point = (id: number, name: string, dataType: number, extra: Partial<BindablePoint> = {}): BindablePoint => ({
  id,
  name,
  dataType,
  startBit: null,
  writable: true,
  unit: null,
  ...extra,
});
const points = [
  point(1, 'Temperature', 5),
  point(2, 'Running', 10, { writable: false }),
  point(3, 'Mode', 2),
  point(4, 'Alarm bit', 2, { startBit: 3 }),
  point(5, 'Label', 11),
  point(6, 'Setpoint', 5),
  point(7, 'Counter', 4, { writable: false }),
];
const names = (use: Parameters<typeof pointOptions>[1]) => pointOptions(points, use).map((option) => option.point.name);

describe('binding picker filter', () => {
  it('maps element kinds to what they do with a point', () => {
    expect(bindingUse('lamp')).toBe('state');
    expect(bindingUse('switch')).toBe('writeState');
    expect(bindingUse('button')).toBe('write');
    expect(bindingUse('value')).toBe('any');
    expect(bindingUse('tank')).toBe('number');
    expect(bindingUse('text')).toBeUndefined();
  });

  it('offers a lamp bits and Bools first, then integers, then the rest, never text', () => {
    expect(names('state')).toEqual(['Alarm bit', 'Running', 'Counter', 'Mode', 'Setpoint', 'Temperature']);
    expect(pointOptions(points, 'state').filter((option) => option.preferred)).toHaveLength(4);
  });

  it('offers a switch only writable points, bits and integers first', () => {
    expect(names('writeState')).toEqual(['Alarm bit', 'Mode', 'Setpoint', 'Temperature']);
  });

  it('offers a setpoint button only writable numeric points', () => {
    expect(names('write')).toEqual(['Alarm bit', 'Mode', 'Setpoint', 'Temperature']);
  });

  it('offers a value display every point and a level every numeric one', () => {
    expect(names('any')).toHaveLength(7);
    expect(names('number')).not.toContain('Label');
    expect(names('number')).toHaveLength(6);
  });
});
