import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';

describe.each(databaseKinds())('the demo account on %s', (kind) => {
  let t: TestApp;
  let demo: string;
  let companyId: number;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    demo = (await t.request({ method: 'POST', url: '/api/v1/auth/demo-login' })).body.data.token;
    companyId = (await t.request({ method: 'GET', url: '/api/v1/account/profile', token: demo })).body.data.companyId;
  });
  afterAll(() => t.close());

  it.each<[string, 'POST' | 'PUT', () => string, object]>([
    ['create a user', 'POST', () => '/api/v1/users', { userName: 'sneaky1', password: 'Sneaky1234', roleIds: [], projectIds: [] }],
    ['create a role', 'POST', () => '/api/v1/roles', { name: 'Sneaky', permissions: {} }],
    ['change its company', 'PUT', () => `/api/v1/companies/${companyId}`, { name: 'Renamed' }],
    ['change its logo text', 'PUT', () => '/api/v1/account/logo-text', { text: 'Renamed' }],
  ])('may not %s (403, told why in its language)', async (_what, method, url, payload) => {
    const en = await t.request({ method, url: url(), token: demo, payload, lang: 'en-US' });
    expect(en.status, en.text).toBe(403);
    expect(en.body.message).toBe('The demo account cannot change this');
    const zh = await t.request({ method, url: url(), token: demo, payload, lang: 'zh-CN' });
    expect(zh.body.message).toBe('演示账号不能修改此项');
  });

  it('is not offered the company’s change keys in its profile', async () => {
    const profile = (await t.request({ method: 'GET', url: '/api/v1/account/profile', token: demo })).body.data;
    expect(profile.permissions.customerManagement ?? []).not.toContain('edit');
    expect(profile.pages).not.toContain('personnelManagement');
  });
});

describe('the demo login when not offered (production, or no demo seed)', () => {
  it('answers 404 even though the demo company exists, and the login page does not offer it', async () => {
    const t = await buildTestApp('pglite', { demoLogin: false });
    try {
      expect((await t.request({ method: 'POST', url: '/api/v1/auth/demo-login' })).status).toBe(404);
      expect((await t.request({ method: 'GET', url: '/api/v1/auth/options' })).body.data.demoLogin).toBe(false);
      // The demo user itself still signs in with its password.
      expect(
        (await t.request({ method: 'POST', url: '/api/v1/auth/login', payload: { userName: 'demo', password: 'demo1234' } })).status,
      ).toBe(200);
    } finally {
      await t.close();
    }
  });
});
