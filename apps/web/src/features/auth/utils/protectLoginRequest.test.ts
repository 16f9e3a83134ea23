import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { protectLoginRequest } from './protectLoginRequest';

const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'der' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const key = {
  keyId: 'k20000',
  algorithm: 'RSA-OAEP-256' as const,
  publicKey: publicKey.toString('base64'),
  rotatesAt: '2024-10-05T00:00:00.000Z',
};

describe('protectLoginRequest', () => {
  it('sends the password as typed in a secure context, without asking for the key', async () => {
    const fetchKey = () => Promise.reject(new Error('not asked'));
    expect(await protectLoginRequest({ userName: 'admin', password: 'Admin12345' }, { secureContext: true, fetchKey })).toEqual({
      userName: 'admin',
      password: 'Admin12345',
    });
  });

  it('encrypts it with the server key on a plain-http page', async () => {
    const sent = await protectLoginRequest(
      { userName: 'admin', password: '密码Admin12345' },
      { secureContext: false, fetchKey: async () => key },
    );
    expect(sent).toMatchObject({ userName: 'admin', isEncrypt: true, keyId: 'k20000' });
    const plain = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(sent.password, 'base64'),
    );
    expect(plain.toString('utf8')).toBe('密码Admin12345');
  });
});
