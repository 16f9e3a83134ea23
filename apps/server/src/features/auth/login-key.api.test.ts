import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { LOGIN_KEY_GRACE_MS, LOGIN_KEY_ROTATION_MS, LOGIN_THROTTLE, loginKeySlot } from '@fieldlink/domain';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serverSecrets } from '../../db/schema/index.js';
import { ADMIN_PASSWORD, buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';

const encrypt = (publicKey: string, password: string) =>
  publicEncrypt(
    {
      key: createPublicKey({ key: Buffer.from(publicKey, 'base64'), format: 'der', type: 'spki' }),
      padding: constants.RSA_PKCS1_OAEP_PADDING,
      oaepHash: 'sha256',
    },
    Buffer.from(password, 'utf8'),
  ).toString('base64');

describe.each(databaseKinds())('encrypted login on %s', (kind) => {
  let t: TestApp;
  // The login keys' clock: the start of a UTC day, moved by the tests.
  const dayStart = loginKeySlot(new Date()) * LOGIN_KEY_ROTATION_MS;
  let clock = dayStart;
  beforeAll(async () => {
    t = await buildTestApp(kind, { loginKeys: { now: () => new Date(clock) } });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    clock = dayStart + 1000;
  });

  const publicKey = async () => {
    const response = await t.request({ method: 'GET', url: '/api/v1/auth/public-key' });
    expect(response.status).toBe(200);
    return response.body.data as { keyId: string; publicKey: string; algorithm: string; rotatesAt: string };
  };
  const login = (payload: object, lang = 'en-US') => t.request({ method: 'POST', url: '/api/v1/auth/login', payload, lang });

  it("hands out the day's public key without a token, the same key on every call, kept in server_secrets", async () => {
    const key = await publicKey();
    expect(key.algorithm).toBe('RSA-OAEP-256');
    expect(key.keyId).toBe(`k${loginKeySlot(new Date(clock))}`);
    expect(Date.parse(key.rotatesAt)).toBe(dayStart + LOGIN_KEY_ROTATION_MS);
    const spki = createPublicKey({ key: Buffer.from(key.publicKey, 'base64'), format: 'der', type: 'spki' });
    expect(spki.asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(await publicKey()).toEqual(key);
    const rows = await t.database.db
      .select({ name: serverSecrets.name })
      .from(serverSecrets)
      .where(like(serverSecrets.name, 'login-key:%'));
    expect(rows.map((row) => row.name)).toEqual([`login-key:${key.keyId}`]);
  });

  it('signs in with an encrypted password, and still with a plain one', async () => {
    const key = await publicKey();
    const encrypted = await login({
      userName: 'admin',
      password: encrypt(key.publicKey, ADMIN_PASSWORD),
      isEncrypt: true,
      keyId: key.keyId,
    });
    expect(encrypted.status).toBe(200);
    expect(encrypted.body.data.token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    const profile = await t.request({ method: 'GET', url: '/api/v1/account/profile', token: encrypted.body.data.token });
    expect(profile.body.data.userName).toBe('admin');
    expect((await login({ userName: 'admin', password: ADMIN_PASSWORD })).status).toBe(200);
    expect((await login({ userName: 'admin', password: ADMIN_PASSWORD, isEncrypt: false })).status).toBe(200);
  });

  it('rotates daily and takes the previous key through its grace only', async () => {
    const old = await publicKey();
    const ciphertext = encrypt(old.publicKey, ADMIN_PASSWORD);
    clock = dayStart + LOGIN_KEY_ROTATION_MS + LOGIN_KEY_GRACE_MS - 1;
    const next = await publicKey();
    expect(next.keyId).not.toBe(old.keyId);
    expect(next.publicKey).not.toBe(old.publicKey);
    expect((await login({ userName: 'admin', password: ciphertext, isEncrypt: true, keyId: old.keyId })).status).toBe(200);

    clock = dayStart + LOGIN_KEY_ROTATION_MS + LOGIN_KEY_GRACE_MS;
    const late = await login({ userName: 'admin', password: ciphertext, isEncrypt: true, keyId: old.keyId });
    expect(late.status).toBe(401);
    expect(late.body).toMatchObject({ code: 401, message: 'Wrong user name or password', data: { error: 'INVALID_CREDENTIALS' } });
    // The new key works; a ciphertext under the new key named by the old id does not.
    expect(
      (await login({ userName: 'admin', password: encrypt(next.publicKey, ADMIN_PASSWORD), isEncrypt: true, keyId: next.keyId })).status,
    ).toBe(200);
    expect(
      (await login({ userName: 'admin', password: encrypt(next.publicKey, ADMIN_PASSWORD), isEncrypt: true, keyId: old.keyId })).status,
    ).toBe(401);
  });

  it('answers garbage, a wrong key id and a wrong password alike, in the request language', async () => {
    const key = await publicKey();
    const wrong = await login({ userName: 'admin', password: 'wrongpass1' }, 'zh-CN');
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('用户名或密码错误');
    const cases = [
      { password: 'bm90IGEgY2lwaGVydGV4dA==', keyId: key.keyId },
      { password: '!!!not base64!!!', keyId: key.keyId },
      { password: encrypt(key.publicKey, ADMIN_PASSWORD), keyId: 'k1' },
      { password: encrypt(key.publicKey, ADMIN_PASSWORD), keyId: 'nonsense' },
      { password: encrypt(key.publicKey, 'wrongpass1'), keyId: key.keyId },
    ];
    for (const body of cases) {
      const response = await login({ userName: 'admin', ...body, isEncrypt: true }, 'zh-CN');
      expect(response.status).toBe(401);
      expect(response.body).toEqual(wrong.body);
    }
  });

  it('counts undecryptable passwords against the sign-in limit like wrong ones', async () => {
    const key = await publicKey();
    for (let i = 0; i < LOGIN_THROTTLE.perAddressAndSubject; i++) {
      const garbage = Buffer.from(`garbage ${i}`.padEnd(256, '.')).toString('base64');
      expect((await login({ userName: 'demo', password: garbage, isEncrypt: true, keyId: key.keyId })).status).toBe(401);
    }
    const limited = await login({ userName: 'demo', password: encrypt(key.publicKey, 'demo1234'), isEncrypt: true, keyId: key.keyId });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 429, data: { error: 'RATE_LIMITED' } });
  });

  it('wants the key id of an encrypted password (400)', async () => {
    const response = await login({ userName: 'admin', password: 'abc', isEncrypt: true });
    expect(response.status).toBe(400);
    expect(response.body.data.error).toBe('VALIDATION_FAILED');
  });
});
