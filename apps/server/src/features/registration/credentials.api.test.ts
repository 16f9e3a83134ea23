import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { apiHelpers, USER_PASSWORD } from '../../test/factories.js';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';

describe.each(databaseKinds())('a new user name and password together (editusernameandpwd) on %s', (kind) => {
  let t: TestApp;
  let root: string;
  const h = apiHelpers(
    () => t,
    () => root,
  );
  beforeAll(async () => {
    t = await buildTestApp(kind);
    root = await t.login();
  });
  afterAll(() => t.close());

  const put = (token: string | undefined, payload: object, lang = 'en-US') =>
    t.request({ method: 'PUT', url: '/api/v1/account/credentials', payload, lang, ...(token ? { token } : {}) });

  it('wants a token, the current password, a valid free name and a valid password', async () => {
    const companyId = await h.company('Cred Co');
    const { token } = await h.user(companyId, 'cred_one', 2, { home: ['view'] });
    await h.user(companyId, 'cred_other', 2, { home: ['view'] });
    expect((await put(undefined, { oldPassword: USER_PASSWORD, userName: 'cred_new', password: 'Fresh12345' })).status).toBe(401);

    const wrong = await put(token, { oldPassword: 'nope12345', userName: 'cred_new', password: 'Fresh12345' }, 'zh-CN');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('原密码错误');

    const taken = await put(token, { oldPassword: USER_PASSWORD, userName: 'CRED_OTHER', password: 'Fresh12345' });
    expect(taken.status).toBe(409);
    expect(taken.body.data.issues).toEqual([{ path: 'userName', message: expect.any(String) }]);

    const invalid = await put(token, { oldPassword: USER_PASSWORD, userName: '', password: 'short' });
    expect(invalid.status).toBe(400);
    expect(new Set(invalid.body.data.issues.map((issue: { path: string }) => issue.path))).toEqual(new Set(['password', 'userName']));

    // Nothing changed by the refusals.
    await t.login('cred_one', USER_PASSWORD);
  });

  it('changes both at once: this session stays, the others end, the old name and password no longer sign in, audited', async () => {
    const companyId = await h.company('Cred Two Co');
    const { id, token } = await h.user(companyId, 'cred_two', 2, { home: ['view'] });
    const elsewhere = await t.login('cred_two', USER_PASSWORD);
    expect((await put(token, { oldPassword: USER_PASSWORD, userName: 'cred_renamed', password: 'Fresh12345' })).status).toBe(200);
    const profile = await t.request({ method: 'GET', url: '/api/v1/account/profile', token });
    expect(profile.body.data.userName).toBe('cred_renamed');
    expect((await t.request({ method: 'GET', url: '/api/v1/account/profile', token: elsewhere })).status).toBe(401);
    const login = (userName: string, password: string) =>
      t.request({ method: 'POST', url: '/api/v1/auth/login', payload: { userName, password } });
    expect((await login('cred_two', USER_PASSWORD)).status).toBe(401);
    expect((await login('cred_renamed', USER_PASSWORD)).status).toBe(401);
    expect((await login('cred_renamed', 'Fresh12345')).status).toBe(200);

    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'user.changeCredentials'));
    expect(entries).toEqual([
      expect.objectContaining({ objectId: String(id), before: { userName: 'cred_two' }, after: { userName: 'cred_renamed' } }),
    ]);
    // Keeping one's own name in another letter case is not "taken".
    expect((await put(token, { oldPassword: 'Fresh12345', userName: 'Cred_Renamed', password: 'Fresh12345' })).status).toBe(200);
  });
});
