import { describe, expect, it } from 'vitest';
import { LoginRequestSchema } from './auth.js';
import {
  LOGIN_KEY_GRACE_MS,
  LOGIN_KEY_ROTATION_MS,
  loginKeyAccepted,
  loginKeyId,
  loginKeyRotatesAt,
  loginKeySlot,
  loginKeySlotOf,
} from './login-key.js';

describe('login key slots', () => {
  const day = 20_000;
  const start = new Date(day * LOGIN_KEY_ROTATION_MS);

  it('numbers a key by its UTC day and reads the number back', () => {
    expect(loginKeySlot(start)).toBe(day);
    expect(loginKeySlot(new Date(start.getTime() - 1))).toBe(day - 1);
    expect(loginKeySlotOf(loginKeyId(day))).toBe(day);
    expect(loginKeyRotatesAt(day).getTime()).toBe(start.getTime() + LOGIN_KEY_ROTATION_MS);
  });

  it.each(['', 'k', '20000', 'kx', 'k-1', 'k1234567890', ' k1'])('refuses %j as a key id', (id) => {
    expect(loginKeySlotOf(id)).toBeUndefined();
  });

  it.each<[string, number, boolean]>([
    ['before its day', -1, false],
    ['at the start of its day', 0, true],
    ['at the rotation', LOGIN_KEY_ROTATION_MS, true],
    ['at the last moment of the grace', LOGIN_KEY_ROTATION_MS + LOGIN_KEY_GRACE_MS - 1, true],
    ['when the grace ends', LOGIN_KEY_ROTATION_MS + LOGIN_KEY_GRACE_MS, false],
  ])('accepts a key %s: %s', (_name, offset, accepted) => {
    expect(loginKeyAccepted(day, new Date(start.getTime() + offset))).toBe(accepted);
  });
});

describe('encrypted login body', () => {
  const issues = (input: unknown) => {
    const result = LoginRequestSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  };

  it('takes a 344-character ciphertext with its key id', () => {
    expect(issues({ userName: 'u', password: 'x'.repeat(344), isEncrypt: true, keyId: 'k1' })).toEqual([]);
  });

  it('wants the key id of an encrypted password', () => {
    expect(issues({ userName: 'u', password: 'abc', isEncrypt: true })).toEqual([{ path: 'keyId', message: 'validation.required' }]);
  });

  it('keeps the 128-character limit on a plain password and 512 on a ciphertext', () => {
    expect(issues({ userName: 'u', password: 'x'.repeat(129), isEncrypt: false })).toEqual([
      { path: 'password', message: 'validation.tooLong' },
    ]);
    expect(issues({ userName: 'u', password: 'x'.repeat(513), isEncrypt: true, keyId: 'k1' })).toEqual([
      { path: 'password', message: 'validation.tooLong' },
    ]);
  });
});
