import { describe, expect, it } from 'vitest';
import { verifiedAccountOf } from './verifiedAccount';

describe('verifiedAccountOf', () => {
  it.each([
    [
      { account: '13912345678', code: '123456' },
      { account: '13912345678', code: '123456' },
    ],
    [
      { account: ' Ann@Example.com ', code: '123456' },
      { account: 'ann@example.com', code: '123456' },
    ],
    [
      { phone: '13912345678', code: '654321' },
      { account: '13912345678', code: '654321' },
    ],
    [{ account: 'ann', code: '123456' }, null],
    [{ account: '13912345678', code: '12345' }, null],
    [{ account: '13912345678' }, null],
    [null, null],
    [undefined, null],
    ['13912345678', null],
  ])('%j → %j', (state, expected) => {
    expect(verifiedAccountOf(state)).toEqual(expected);
  });
});
