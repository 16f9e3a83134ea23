import { LOGIN_THROTTLE } from '@fieldlink/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens } from '../../db/schema/index.js';
import { hashToken } from '../../lib/tokens.js';
import { ADMIN_PASSWORD, buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';

describe.each(databaseKinds())('auth and profile on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // At debug: the request lines are logged too, and must not hold secrets either.
    t = await buildTestApp(kind, { logLevel: 'debug' });
  });
  afterAll(() => t.close());

  it('signs in the admin with an opaque token and answers the profile of docs/API.md', async () => {
    const login = await t.request({ method: 'POST', url: '/api/v1/auth/login', payload: { userName: 'admin', password: ADMIN_PASSWORD } });
    expect(login.status).toBe(200);
    expect(login.body.code).toBe(200);
    const token: string = login.body.data.token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect(Date.parse(login.body.data.expiresAt)).toBeGreaterThan(Date.now());

    const profile = await t.request({ method: 'GET', url: '/api/v1/account/profile', token });
    expect(profile.status).toBe(200);
    expect(profile.body.data).toMatchObject({
      userName: 'admin',
      grade: 0,
      companyName: 'Fieldlink 平台运营',
      phone: null,
      email: null,
      avatarUrl: null,
    });
    for (const field of ['userId', 'userGuid', 'logoText', 'pages', 'permissions']) expect(profile.body.data).toHaveProperty(field);
    expect(profile.body.data.pages).toEqual(expect.arrayContaining(['home', 'personnelManagement', 'rbac_role_page']));
  });

  it('accepts the user name in any letter case', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { userName: 'ADMIN', password: ADMIN_PASSWORD },
    });
    expect(response.status).toBe(200);
  });

  it('stores only a hash of the token', async () => {
    const token = await t.login();
    const rows = await t.database.db.select({ tokenHash: authTokens.tokenHash }).from(authTokens);
    expect(rows.map((row) => row.tokenHash)).toContain(hashToken(token));
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
  });

  it('gives an unknown user and a wrong password the same answer, in the request language', async () => {
    const wrongZh = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { userName: 'admin', password: 'wrongpass1' },
      lang: 'zh-CN',
    });
    const wrongEn = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { userName: 'admin', password: 'wrongpass1' },
      lang: 'en-US',
    });
    const unknownEn = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { userName: 'nobody_here', password: 'wrongpass1' },
      lang: 'en-US',
    });
    expect(wrongZh.status).toBe(401);
    expect(wrongZh.body).toMatchObject({ code: 401, message: '用户名或密码错误', data: { error: 'INVALID_CREDENTIALS' } });
    expect(wrongEn.body.message).toBe('Wrong user name or password');
    expect(unknownEn.status).toBe(wrongEn.status);
    expect(unknownEn.body).toEqual(wrongEn.body);
  });

  it('refuses the profile without a token, with a bad token, and after logout', async () => {
    expect((await t.request({ method: 'GET', url: '/api/v1/account/profile' })).status).toBe(401);
    const bad = await t.request({ method: 'GET', url: '/api/v1/account/profile', token: 'not-a-token', lang: 'en-US' });
    expect(bad.status).toBe(401);
    expect(bad.body).toMatchObject({ code: 401, data: { error: 'UNAUTHORIZED' } });

    const token = await t.login();
    const other = await t.login();
    const out = await t.request({ method: 'POST', url: '/api/v1/auth/logout', token });
    expect(out.status).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/v1/account/profile', token })).status).toBe(401);
    expect((await t.request({ method: 'POST', url: '/api/v1/auth/logout', token })).status).toBe(401);
    // Logging out ends that session only.
    expect((await t.request({ method: 'GET', url: '/api/v1/account/profile', token: other })).status).toBe(200);
  });

  it('refuses a token it has already accepted at once after logout, a password change, a disabled account or a withdrawn role', async () => {
    const root = await t.login();
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
      t.request({ method, url: `/api/v1${url}`, token, ...(payload ? { payload } : {}) });
    const companyId = (await call('POST', '/companies', root, { name: 'Cache Co', industry: 'elevator' })).body.data.id;
    const roleId = (await call('POST', '/roles', root, { companyId, name: 'Viewers', permissions: { personnelManagement: ['view'] } })).body
      .data.id;
    const made = await call('POST', '/users', root, {
      companyId,
      userName: 'cache_user',
      password: 'Passw0rd99',
      grade: 2,
      roleIds: [roleId],
      projectIds: [],
    });
    expect(made.status).toBe(200);
    const userId = made.body.data.id;
    // Each token is used twice before the change, so its principal is held by the cache.
    const warm = async (token: string) => {
      for (let i = 0; i < 2; i++) expect((await call('GET', '/users', token)).status).toBe(200);
    };

    const first = await t.login('cache_user', 'Passw0rd99');
    await warm(first);
    expect((await call('POST', '/auth/logout', first)).status).toBe(200);
    expect((await call('GET', '/users', first)).status).toBe(401);

    const kept = await t.login('cache_user', 'Passw0rd99');
    const other = await t.login('cache_user', 'Passw0rd99');
    await warm(kept);
    await warm(other);
    const changed = await call('POST', '/account/password', kept, { oldPassword: 'Passw0rd99', password: 'Fresh12345' });
    expect(changed.status).toBe(200);
    expect((await call('GET', '/users', other)).status).toBe(401);
    expect((await call('GET', '/users', kept)).status).toBe(200);

    await warm(kept);
    expect((await call('PUT', `/roles/${roleId}/permissions`, root, { permissions: {} })).status).toBe(200);
    expect((await call('GET', '/users', kept)).status).toBe(403);

    expect((await call('PUT', `/users/${userId}`, root, { disabled: true })).status).toBe(200);
    expect((await call('GET', '/account/profile', kept)).status).toBe(401);
  });

  it('never accepts the password in a GET query', async () => {
    const response = await t.request({ method: 'GET', url: `/api/v1/auth/login?userName=admin&password=${ADMIN_PASSWORD}` });
    expect(response.status).toBe(404);
  });

  it('refuses the address that failed too often, even the right password from it (429)', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.perAddressAndSubject; i++) {
      const response = await t.request({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { userName: 'demo', password: `guess${i}aaaa` },
      });
      expect(response.status).toBe(401);
    }
    const limited = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { userName: 'demo', password: 'demo1234' },
      lang: 'en-US',
    });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 429, data: { error: 'RATE_LIMITED' } });
    expect(limited.body.data.seconds).toBeGreaterThan(0);
    expect(limited.body.message).toMatch(/try again in \d+ s/);
    // Another account from the same address is not locked out by it.
    expect(
      (await t.request({ method: 'POST', url: '/api/v1/auth/login', payload: { userName: 'admin', password: ADMIN_PASSWORD } })).status,
    ).toBe(200);
  });

  it('offers the demo login when the demo company exists, with the demo restrictions', async () => {
    const options = await t.request({ method: 'GET', url: '/api/v1/auth/options' });
    expect(options.body.data).toEqual({ demoLogin: true, passwordMinLength: 8 });
    const demo = await t.request({ method: 'POST', url: '/api/v1/auth/demo-login' });
    expect(demo.status).toBe(200);
    expect(demo.body.data.demo).toBe(true);
    const profile = await t.request({ method: 'GET', url: '/api/v1/account/profile', token: demo.body.data.token });
    expect(profile.body.data).toMatchObject({
      userName: 'demo',
      grade: 1,
      demo: true,
      companyName: '华东精密机械有限公司',
      logoText: '华东精机',
      timeZone: 'Asia/Shanghai',
    });
    expect(profile.body.data.pages).toContain('home');
    expect(profile.body.data.pages).not.toContain('personnelManagement');
    expect(profile.body.data.permissions).not.toHaveProperty('rbac_role_page');
  });

  it('gives each shell its own page list', async () => {
    const token = await t.login();
    const desktop = await t.request({ method: 'GET', url: '/api/v1/account/profile?shell=desktop', token });
    const mobile = await t.request({ method: 'GET', url: '/api/v1/account/profile?shell=mobile', token });
    expect(desktop.body.data.pages).not.toContain('workbench');
    expect(mobile.body.data.pages).toContain('workbench');
    const bad = await t.request({ method: 'GET', url: '/api/v1/account/profile?shell=tv', token });
    expect(bad.status).toBe(400);
  });

  it('counts unread notices for the bell', async () => {
    const demo = await t.request({ method: 'POST', url: '/api/v1/auth/demo-login' });
    const response = await t.request({ method: 'GET', url: '/api/v1/notices/unread-count', token: demo.body.data.token });
    expect(response.body.data).toEqual({ count: 1 });
  });

  it('writes neither passwords nor tokens to the log', async () => {
    const token = await t.login();
    await t.request({ method: 'GET', url: `/api/v1/account/profile?token=${token}`, token });
    const log = t.logs();
    expect(log).toContain('/api/v1/auth/login');
    expect(log).not.toContain(ADMIN_PASSWORD);
    expect(log).not.toContain(token);
  });
});

describe('without the demo company', () => {
  it('offers no demo login', async () => {
    const t = await buildTestApp('pglite', { seedDemo: false });
    try {
      expect((await t.request({ method: 'GET', url: '/api/v1/auth/options' })).body.data).toEqual({
        demoLogin: false,
        passwordMinLength: 8,
      });
      const response = await t.request({ method: 'POST', url: '/api/v1/auth/demo-login' });
      expect(response.status).toBe(404);
    } finally {
      await t.close();
    }
  });
});
