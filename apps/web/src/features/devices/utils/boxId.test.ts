import { BOX_ID_PATTERN } from '@fieldlink/domain';
import { describe, expect, it } from 'vitest';
import { generateBoxId } from './boxId';

describe('generateBoxId', () => {
  it('makes valid box IDs, at both ends of the random range', () => {
    for (let i = 0; i < 50; i++) expect(BOX_ID_PATTERN.test(generateBoxId())).toBe(true);
    expect(generateBoxId(() => 0)).toBe('AAAAAAAAAAAA');
    expect(generateBoxId(() => 0.999999)).toBe('999999999999');
  });
});
