import { constants, createHash, generateKeyPairSync, privateDecrypt, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptPassword } from './encryptPassword';
import { parseSpki, rsaOaepEncrypt } from './rsaOaep';
import { sha256 } from './sha256';

const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'der' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const spki = publicKey.toString('base64');
const decrypt = (ciphertext: string) =>
  privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(ciphertext, 'base64'),
  ).toString('utf8');

describe('sha256', () => {
  it.each([0, 1, 3, 55, 56, 63, 64, 65, 119, 120, 1000])('hashes %i bytes as node:crypto does', (length) => {
    const bytes = randomBytes(length);
    expect(Buffer.from(sha256(bytes)).toString('hex')).toBe(createHash('sha256').update(bytes).digest('hex'));
  });

  it('hashes "abc" to the FIPS 180-4 example', () => {
    expect(Buffer.from(sha256(new TextEncoder().encode('abc'))).toString('hex')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});

describe('encryptPassword (RSA-OAEP SHA-256 without WebCrypto)', () => {
  it('reads the modulus and exponent of a 2048-bit key', () => {
    const key = parseSpki(publicKey);
    expect(key.size).toBe(256);
    expect(key.e).toBe(65537n);
  });

  it.each(['a', 'Admin12345', 'x'.repeat(64), '密码Passw0rd', 'пароль 🔑 ñ', 'y'.repeat(190)])(
    'round-trips %j through node:crypto',
    (password) => {
      const ciphertext = encryptPassword(spki, password)!;
      expect(Buffer.from(ciphertext, 'base64')).toHaveLength(256);
      expect(decrypt(ciphertext)).toBe(password);
    },
  );

  it('encrypts the same password differently each time', () => {
    expect(encryptPassword(spki, 'Admin12345')).not.toBe(encryptPassword(spki, 'Admin12345'));
  });

  it('declines a password longer than the key carries (190 bytes)', () => {
    expect(encryptPassword(spki, 'y'.repeat(191))).toBeUndefined();
    expect(encryptPassword(spki, '密'.repeat(64))).toBeUndefined();
    expect(() => rsaOaepEncrypt(parseSpki(publicKey), new Uint8Array(191))).toThrow(RangeError);
  });

  it('refuses something that is not an RSA key', () => {
    expect(() => encryptPassword(Buffer.from('not a key at all').toString('base64'), 'p')).toThrow();
  });
});
