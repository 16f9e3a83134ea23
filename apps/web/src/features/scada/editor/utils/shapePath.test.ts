import { describe, expect, it } from 'vitest';
import { idFromQuery, shapePath } from './shapePath';

describe('view designer paths', () => {
  it('opens the list, a project list or a view', () => {
    expect(shapePath({})).toBe('/shape');
    expect(shapePath({ projectId: 3 })).toBe('/shape?projectId=3');
    expect(shapePath({ projectId: 3, viewId: 9 })).toBe('/shape?projectId=3&viewId=9');
  });

  it.each([
    ['12', 12],
    ['0', undefined],
    ['-1', undefined],
    ['1.5', undefined],
    ['x', undefined],
    [null, undefined],
  ])('reads the id %j as %j', (value, expected) => {
    expect(idFromQuery(value)).toBe(expected);
  });
});
