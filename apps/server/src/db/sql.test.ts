import { describe, expect, it } from 'vitest';
import { escapeLike } from './sql.js';

describe('escapeLike', () => {
  it('matches the wildcards and the escape character literally', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });

  it('leaves ordinary text alone', () => {
    expect(escapeLike('泵站 A-1')).toBe('泵站 A-1');
  });
});
