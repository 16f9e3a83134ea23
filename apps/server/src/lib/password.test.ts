import { describe, expect, it } from 'vitest';
import { UNUSABLE_HASH, generatePassword, hashPassword, verifyPassword } from './password.js';

describe('hashPassword / verifyPassword', () => {
  it('verifies the password it hashed and rejects others', async () => {
    const stored = await hashPassword('Secret123');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('Secret123', stored)).toBe(true);
    expect(await verifyPassword('secret123', stored)).toBe(false);
    expect(await verifyPassword('Secret1234', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts: two hashes of one password differ and both verify', async () => {
    const [a, b] = await Promise.all([hashPassword('Secret123'), hashPassword('Secret123')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Secret123', a)).toBe(true);
    expect(await verifyPassword('Secret123', b)).toBe(true);
  });

  it('handles non-ASCII passwords', async () => {
    const stored = await hashPassword('密码Pässwörd');
    expect(await verifyPassword('密码Pässwörd', stored)).toBe(true);
    expect(await verifyPassword('密码Passwörd', stored)).toBe(false);
  });

  it('no password matches UNUSABLE_HASH', async () => {
    for (const password of ['', 'admin', 'Secret123', '\0']) expect(await verifyPassword(password, UNUSABLE_HASH)).toBe(false);
  });

  it.each([
    ['empty', ''],
    ['plain text', 'Secret123'],
    ['other scheme', 'bcrypt$10$abc$def'],
    ['missing hash', 'scrypt$16384$8$1$c2FsdA=='],
    ['empty hash', 'scrypt$16384$8$1$c2FsdA==$'],
    ['empty salt', 'scrypt$16384$8$1$$aGFzaA=='],
    ['missing cost', 'scrypt$$8$1$c2FsdA==$aGFzaA=='],
  ])('a malformed stored string (%s) gives false', async (_name, stored) => {
    await expect(verifyPassword('Secret123', stored)).resolves.toBe(false);
  });

  // Stored strings that pass the shape check but carry unusable parameters: node's scrypt throws
  // (or calls back with an error) for these, and verifyPassword must still answer false.
  it.each([
    ['non-numeric cost', 'scrypt$abc$8$1$c2FsdA==$aGFzaA=='],
    ['cost not a power of two', 'scrypt$1000$8$1$c2FsdA==$aGFzaA=='],
    ['zero block size', 'scrypt$16384$0$1$c2FsdA==$aGFzaA=='],
    ['cost beyond the memory limit', 'scrypt$1048576$8$1$c2FsdA==$aGFzaA=='],
  ])('a stored string with bad parameters (%s) gives false, not an exception', async (_name, stored) => {
    await expect(verifyPassword('Secret123', stored)).resolves.toBe(false);
  });
});

describe('verifyPassword with a truncated stored hash', () => {
  // A zero-length expected key makes scrypt derive zero bytes and timingSafeEqual compare two
  // empty buffers: every password would match. The stored hash must be the full 64-byte key.
  it.each([
    ['decoding to no bytes', 'scrypt$16384$8$1$c2FsdA==$!!!!'],
    ['only padding', 'scrypt$16384$8$1$c2FsdA==$='],
    ['one byte long', 'scrypt$16384$8$1$c2FsdA==$AA=='],
  ])('a stored hash %s matches no password', async (_name, stored) => {
    for (const password of ['Secret123', 'anything', '']) await expect(verifyPassword(password, stored)).resolves.toBe(false);
  });
});

describe('generatePassword', () => {
  it('defaults to 16 characters', () => {
    expect(generatePassword()).toHaveLength(16);
  });

  it.each([2, 3, 8, 16, 64])('length %i: letters and digits only, both present (many runs)', (length) => {
    for (let i = 0; i < 300; i++) {
      const password = generatePassword(length);
      expect(password).toHaveLength(length);
      expect(password).toMatch(/^[A-Za-z0-9]+$/);
      expect(password).toMatch(/[A-Za-z]/);
      expect(password).toMatch(/\d/);
      // readable: no easily confused characters
      expect(password).not.toMatch(/[01IOl]/);
    }
  });

  it('does not repeat itself', () => {
    const seen = new Set(Array.from({ length: 500 }, () => generatePassword()));
    expect(seen.size).toBe(500);
  });
});
