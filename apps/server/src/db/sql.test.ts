import { describe, expect, it } from 'vitest';
import { points } from './schema/index.js';
import { escapeLike, pointReadingColumnsAs } from './sql.js';

describe('escapeLike', () => {
  it('matches the wildcards and the escape character literally', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });

  it('leaves ordinary text alone', () => {
    expect(escapeLike('泵站 A-1')).toBe('泵站 A-1');
  });
});

describe('pointReadingColumnsAs', () => {
  it('selects the named reading columns under the names given, and only those', () => {
    expect(pointReadingColumnsAs({ unit: 'pointUnit', valueDescription: 'pointDescription' })).toEqual({
      pointUnit: points.unit,
      pointDescription: points.valueDescription,
    });
  });
});
