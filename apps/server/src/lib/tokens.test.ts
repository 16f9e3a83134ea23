import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hashToken, newToken } from './tokens.js';

describe('newToken', () => {
  it('is 256 bits of base64url (43 characters, no padding)', () => {
    for (let i = 0; i < 50; i++) {
      const token = newToken();
      expect(token.length).toBeGreaterThanOrEqual(43);
      expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
  });

  it('is unique over many calls', () => {
    const tokens = new Set(Array.from({ length: 5000 }, () => newToken()));
    expect(tokens.size).toBe(5000);
  });
});

describe('hashToken', () => {
  it('is the SHA-256 hex digest', () => {
    expect(hashToken('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('property: deterministic 64-char lowercase hex, different from the token', () => {
    fc.assert(
      fc.property(fc.string(), (token) => {
        const hash = hashToken(token);
        expect(hash).toMatch(/^[0-9a-f]{64}$/);
        expect(hashToken(token)).toBe(hash);
        expect(hash).not.toBe(token);
      }),
    );
  });

  it('different tokens hash differently', () => {
    const a = newToken();
    const b = newToken();
    expect(hashToken(a)).not.toBe(hashToken(b));
    expect(hashToken(a)).not.toBe(a);
  });
});
