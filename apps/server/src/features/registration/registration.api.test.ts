import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerificationRepository } from '../verification/verification.repository.js';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';

describe.each(databaseKinds())('registration and passwords on %s', (kind) => {
  let t: TestApp;
  const post = (url: string, payload: object, lang = 'en-US', token?: string) =>
    t.request({ method: 'POST', url: `/api/v1${url}`, payload, lang, ...(token ? { token } : {}) });
  const codeFor = async (phone: string) =>
    /(\d{6})/.exec((await createVerificationRepository(t.database.db).readOutbox(phone))[0]!.text)![1]!;
  /** Earlier codes to a phone move two minutes into the past, as if the user had waited. */
  const waitAMinute = () => t.database.db.execute(sql`update verification_codes set created_at = created_at - interval '2 minutes'`);
  const body = (phone: string, code: string, userName = 'newcomer1') => ({
    userName,
    password: 'Welcome123',
    phone,
    code,
    companyName: 'Newco Automation',
    industry: 'elevator',
    customerType: 'oem',
  });

  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it('serves the dictionaries in both languages', async () => {
    const zh = await t.request({ method: 'GET', url: '/api/v1/dictionaries/industries', lang: 'zh-CN' });
    const en = await t.request({ method: 'GET', url: '/api/v1/dictionaries/industries', lang: 'en-US' });
    expect(zh.body.data).toHaveLength(29);
    expect(zh.body.data[0]).toEqual({ value: 'school', label: '学校' });
    expect(en.body.data[0]).toEqual({ value: 'school', label: 'School' });
    const types = await t.request({ method: 'GET', url: '/api/v1/dictionaries/customer-types', lang: 'en-US' });
    expect(types.body.data.map((entry: { label: string }) => entry.label)).toEqual([
      'End user',
      'Agent',
      'Internal',
      'System integrator',
      'OEM',
      'Distributor',
      'Design institute or school',
      'Other',
    ]);
  });

  it('registers a company and its administrator with a code, then signs in', async () => {
    expect((await post('/auth/register/code', { phone: '13912345678' })).status).toBe(200);
    const wrong = await post('/auth/register', body('13912345678', '000000'), 'zh-CN');
    const code = await codeFor('13912345678');
    if (code !== '000000') {
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('验证码错误或已失效');
    }
    const made = await post('/auth/register', body('13912345678', code));
    expect(made.status).toBe(200);
    const token = await t.login('newcomer1', 'Welcome123');
    const profile = (await t.request({ method: 'GET', url: '/api/v1/account/profile', token })).body.data;
    expect(profile).toMatchObject({ userId: made.body.data.userId, grade: 1, companyName: 'Newco Automation', phone: '13912345678' });
    expect(profile.pages).toContain('personnelManagement');
    // The new administrator manages their own company and nothing else.
    const users = await t.request({ method: 'GET', url: '/api/v1/users', token });
    expect(users.body.data.items.map((user: { userName: string }) => user.userName)).toEqual(['newcomer1']);
    const again = await post('/auth/register', body('13912345678', code, 'newcomer2'));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This mobile number is already registered');
  });

  it('checks every field, names a taken user name, and keeps the code when the name is taken', async () => {
    const bad = await post(
      '/auth/register',
      { userName: 'a', password: 'abc', phone: '2345', code: '12', companyName: '', industry: 'space', customerType: 'x' },
      'zh-CN',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.data.issues.map((issue: { path: string }) => issue.path)).toEqual([
      'userName',
      'password',
      'phone',
      'code',
      'companyName',
      'industry',
      'customerType',
    ]);
    expect(bad.body.data.issues.find((issue: { path: string }) => issue.path === 'phone').message).toBe('请输入正确的手机号');
    expect((await post('/auth/register/validate-username', { userName: 'newcomer1' })).body.data).toEqual({
      available: false,
      message: 'This user name is taken',
    });
    expect((await post('/auth/register/validate-username', { userName: 'someone_else' })).body.data).toEqual({
      available: true,
      message: null,
    });
    await post('/auth/register/code', { phone: '13912340000' });
    const code = await codeFor('13912340000');
    const taken = await post('/auth/register', body('13912340000', code, 'ADMIN'), 'zh-CN');
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('用户名已存在');
    expect(taken.body.data.issues).toEqual([{ path: 'userName', message: '用户名已存在' }]);
    expect((await post('/auth/register', body('13912340000', code, 'newcomer3'))).status).toBe(200);
  });

  it('resets a password by phone with the same answer for unknown phones', async () => {
    await waitAMinute();
    const known = await post('/auth/reset/code', { phone: '13912345678' });
    const unknown = await post('/auth/reset/code', { phone: '13700000001' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(await createVerificationRepository(t.database.db).readOutbox('13700000001')).toEqual([]);
    const before = await t.login('newcomer1', 'Welcome123');
    const code = await codeFor('13912345678');
    expect((await post('/auth/reset', { phone: '13912345678', code, password: 'Renewed123' })).status).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/v1/account/profile', token: before })).status).toBe(401);
    await t.login('newcomer1', 'Renewed123');
    expect((await post('/auth/reset', { phone: '13912345678', code, password: 'Another123' })).status).toBe(400);
  });

  it('changes your own password with the current one; other sessions end, this one stays', async () => {
    const here = await t.login('newcomer1', 'Renewed123');
    const elsewhere = await t.login('newcomer1', 'Renewed123');
    const wrong = await post('/account/password', { oldPassword: 'nope12345', password: 'Changed123' }, 'zh-CN', here);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('原密码错误');
    expect((await post('/account/password', { oldPassword: 'Renewed123', password: 'Changed123' }, 'en-US', here)).status).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/v1/account/profile', token: here })).status).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/v1/account/profile', token: elsewhere })).status).toBe(401);
    await t.login('newcomer1', 'Changed123');
  });
});
