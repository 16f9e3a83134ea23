import { LOGIN_THROTTLE, SHARE_CODE_THROTTLE, VERIFICATION_CODE_THROTTLE } from '@fieldlink/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerificationRepository } from '../verification/verification.repository.js';
import { ADMIN_PASSWORD, buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';

const ATTACKER = '203.0.113.66';

/**
 * Guessing is throttled per address (OWASP ASVS 2.2): the attacker's address is refused, the
 * owner on another address is let in — slowed, never locked — for passwords, share codes and SMS codes.
 */
describe.each(databaseKinds())('throttles that cannot lock out the owner on %s', (kind) => {
  let t: TestApp;
  /** The delays the server asked for, instead of waiting them. */
  const waits: number[] = [];
  beforeAll(async () => {
    t = await buildTestApp(kind, { throttleWait: async (ms) => void waits.push(ms) });
  });
  afterAll(() => t.close());

  const login = (userName: string, password: string, remoteAddress: string, lang = 'en-US') =>
    t.request({ method: 'POST', url: '/api/v1/auth/login', payload: { userName, password }, remoteAddress, lang });

  it('lets the owner sign in from a fresh address while an attacker keeps failing from another, which alone is refused', async () => {
    const token = await t.login();
    await t.request({
      method: 'POST',
      url: '/api/v1/users',
      token,
      payload: { userName: 'owner_one', password: 'Owner12345', companyId: null, roleIds: [], projectIds: [] },
    });
    waits.length = 0;
    for (let i = 0; i < LOGIN_THROTTLE.perAddressAndSubject; i++) {
      expect((await login('owner_one', `guess${i}xx`, ATTACKER)).status).toBe(401);
    }
    // The attacker's address is refused, even with the right password, and told when to come back.
    const refused = await login('owner_one', 'Owner12345', ATTACKER);
    expect(refused.status).toBe(429);
    expect(refused.body.data).toMatchObject({ error: 'RATE_LIMITED' });
    expect(refused.body.message).toMatch(/try again in \d+ s/);
    const retryAfter = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { userName: 'owner_one', password: 'x' },
      remoteAddress: ATTACKER,
    });
    expect(Number(retryAfter.headers['retry-after'])).toBe(retryAfter.json().data.seconds);
    // The owner, from an address that never failed: signed in, after the account's delay.
    const owner = await login('owner_one', 'Owner12345', '198.51.100.7');
    expect(owner.status).toBe(200);
    expect(waits).toEqual([LOGIN_THROTTLE.firstDelayMs]);
  });

  it('slows an account failing from many addresses more with every failure, and refuses none of them for it', async () => {
    waits.length = 0;
    const failures = LOGIN_THROTTLE.slowAfter + 3;
    for (let i = 0; i < failures; i++) expect((await login('admin', 'wrongpass1', `192.0.2.${i + 1}`)).status).toBe(401);
    expect(waits).toEqual([1, 2, 4].map((factor) => factor * LOGIN_THROTTLE.firstDelayMs));
    expect((await login('admin', ADMIN_PASSWORD, '192.0.2.1')).status).toBe(200);
    // The success lifts the account's delay.
    waits.length = 0;
    expect((await login('admin', ADMIN_PASSWORD, '192.0.2.200')).status).toBe(200);
    expect(waits).toEqual([]);
  });

  it('keeps a share viewer from being locked by another viewer’s wrong codes', async () => {
    const token = await t.login();
    const projectId = (await t.request({ method: 'GET', url: '/api/v1/projects', token })).body.data.items[0].id;
    const share = await t.request({
      method: 'POST',
      url: '/api/v1/share-links',
      token,
      payload: { objectType: 'project', objectId: projectId, authority: 'secret', code: 'Ab12', expiresInDays: 1 },
    });
    const link: string = share.body.data.link;
    const open = (code: string, remoteAddress: string) =>
      t.request({ method: 'POST', url: '/api/v1/share-links/open', payload: { link, code }, remoteAddress, lang: 'en-US' });
    waits.length = 0;
    for (let i = 0; i < SHARE_CODE_THROTTLE.perAddressAndSubject; i++) expect((await open(`zz${i}9`, ATTACKER)).status).toBe(403);
    expect((await open('Ab12', ATTACKER)).status).toBe(429);
    const viewer = await open('Ab12', '198.51.100.8');
    expect(viewer.status).toBe(200);
    expect(viewer.body.data.token).toBeTruthy();
    expect(waits).toEqual([SHARE_CODE_THROTTLE.firstDelayMs]);
  });

  it('keeps an SMS code usable by its owner however often another address guesses it', async () => {
    const phone = '13912347777';
    expect((await t.request({ method: 'POST', url: '/api/v1/auth/register/code', payload: { phone } })).status).toBe(200);
    const [sent] = await createVerificationRepository(t.database.db).readOutbox(phone);
    const code = /(\d{6})/.exec(sent!.text)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    const register = (guess: string, remoteAddress: string) =>
      t.request({
        method: 'POST',
        url: '/api/v1/auth/register',
        remoteAddress,
        lang: 'en-US',
        payload: {
          userName: 'phone_owner',
          password: 'Welcome123',
          phone,
          code: guess,
          companyName: 'Owner Automation',
          industry: 'elevator',
          customerType: 'oem',
        },
      });
    for (let i = 0; i < VERIFICATION_CODE_THROTTLE.perAddressAndSubject; i++) expect((await register(wrong, ATTACKER)).status).toBe(400);
    expect((await register(code, ATTACKER)).status).toBe(429);
    expect((await register(code, '198.51.100.9')).status).toBe(200);
  });
});
