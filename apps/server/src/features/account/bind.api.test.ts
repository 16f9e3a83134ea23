import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { createVerificationRepository } from '../verification/verification.repository.js';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';

describe.each(databaseKinds())('binding a phone and an e-mail address on %s', (kind) => {
  let t: TestApp;
  let first: string;
  let second: string;
  let demo: string;
  const call = (method: 'POST' | 'PUT' | 'GET', url: string, token: string | undefined, payload?: object, lang = 'en-US') =>
    t.request({ method, url: `/api/v1${url}`, lang, ...(token ? { token } : {}), ...(payload ? { payload } : {}) });
  const outbox = () => createVerificationRepository(t.database.db);
  const smsCode = async (phone: string) => /(\d{6})/.exec((await outbox().readOutbox(phone))[0]!.text)![1]!;
  const mailCode = async (email: string) => /(\d{6})/.exec((await outbox().readMailOutbox(email))[0]!.text)![1]!;
  const waitAMinute = () => t.database.db.execute(sql`update verification_codes set created_at = created_at - interval '2 minutes'`);
  const lastAudit = async (action: string) =>
    (await t.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1))[0];

  /** A newcomer registered with a phone, signed in. */
  async function newcomer(userName: string, phone: string) {
    await call('POST', '/auth/register/code', undefined, { phone });
    const registered = await call('POST', '/auth/register', undefined, {
      userName,
      password: 'Welcome123',
      phone,
      code: await smsCode(phone),
      companyName: `${userName} Co`,
      industry: 'elevator',
      customerType: 'oem',
    });
    expect(registered.status).toBe(200);
    return t.login(userName, 'Welcome123');
  }

  beforeAll(async () => {
    t = await buildTestApp(kind);
    first = await newcomer('binder_one', '13811110001');
    second = await newcomer('binder_two', '13811110002');
    demo = (await t.request({ method: 'POST', url: '/api/v1/auth/demo-login' })).body.data.token;
    await waitAMinute();
  });
  afterAll(() => t.close());

  it('asks for a token, checks the body, and leaves the demo account alone', async () => {
    expect((await call('POST', '/account/bind/code', undefined, { phone: '13811110009' })).status).toBe(401);
    expect((await call('PUT', '/account/phone', undefined, { phone: '13811110009', code: '123456' })).status).toBe(401);
    expect((await call('PUT', '/account/email', undefined, { email: 'a@example.com', code: '123456' })).status).toBe(401);

    const neither = await call('POST', '/account/bind/code', first, {}, 'zh-CN');
    expect(neither.status).toBe(400);
    expect(neither.body.data.issues).toEqual([{ path: 'phone', message: '请输入手机号或邮箱' }]);
    const bad = await call('POST', '/account/bind/code', first, { email: 'not-an-address' });
    expect(bad.body.data.issues).toEqual([{ path: 'email', message: 'Enter a valid e-mail address' }]);
    const badPut = await call('PUT', '/account/email', first, { email: 'x@', code: '12' });
    expect(badPut.body.data.issues.map((issue: { path: string }) => issue.path)).toEqual(['email', 'code']);

    const refused = await call('POST', '/account/bind/code', demo, { email: 'demo@example.com' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('The demo account cannot change this');
    expect(await outbox().readMailOutbox('demo@example.com')).toEqual([]);
    expect((await call('PUT', '/account/phone', demo, { phone: '13811110009', code: '123456' })).status).toBe(403);
  });

  it('binds an e-mail address with the code e-mailed to it, and writes the operation log', async () => {
    const sent = await call('POST', '/account/bind/code', first, { email: 'Binder.One@Example.com' });
    expect(sent.status).toBe(200);
    // The log provider kept the e-mail, addressed in lower case, with the code in subject and body.
    const [mail] = await outbox().readMailOutbox('binder.one@example.com');
    expect(mail).toMatchObject({ recipient: 'binder.one@example.com' });
    const code = await mailCode('binder.one@example.com');
    expect(mail!.subject).toBe(`Fieldlink verification code ${code}`);
    expect(t.logs()).toContain('mail to binder.one@example.com');

    expect((await call('POST', '/account/bind/code', first, { email: 'binder.one@example.com' })).status).toBe(429);
    const wrong = await call('PUT', '/account/email', first, {
      email: 'binder.one@example.com',
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.issues).toEqual([{ path: 'code', message: 'Wrong or expired verification code' }]);

    const bound = await call('PUT', '/account/email', first, { email: 'BINDER.ONE@example.com', code });
    expect(bound.status).toBe(200);
    expect(bound.body.data).toEqual({ email: 'binder.one@example.com' });
    expect((await call('GET', '/account/profile', first)).body.data.email).toBe('binder.one@example.com');
    expect(await lastAudit('user.bindEmail')).toMatchObject({
      category: 'operation',
      userName: 'binder_one',
      objectType: 'user',
      before: { email: null },
      after: { email: 'binder.one@example.com' },
    });
    // Single use.
    expect((await call('PUT', '/account/email', first, { email: 'binder.one@example.com', code })).status).toBe(400);
  });

  it("refuses another user's e-mail address with 409 on the field, before sending or trying a code", async () => {
    const asked = await call('POST', '/account/bind/code', second, { email: 'binder.ONE@example.com' }, 'zh-CN');
    expect(asked.status).toBe(409);
    expect(asked.body.data).toMatchObject({ error: 'CONFLICT', issues: [{ path: 'email', message: '该邮箱已被其他用户绑定' }] });
    const saved = await call('PUT', '/account/email', second, { email: 'binder.one@example.com', code: '123456' });
    expect(saved.status).toBe(409);
    expect(saved.body.data.issues).toEqual([{ path: 'email', message: 'This e-mail address belongs to another user' }]);
    expect((await call('GET', '/account/profile', second)).body.data.email).toBeNull();
  });

  it('changes the phone with the code sent to the new one; another user cannot take it', async () => {
    const sent = await call('POST', '/account/bind/code', first, { phone: '13811110003' });
    expect(sent.status).toBe(200);
    const code = await smsCode('13811110003');
    expect((await call('PUT', '/account/phone', first, { phone: '13811110003', code })).body.data).toEqual({ phone: '13811110003' });
    expect((await call('GET', '/account/profile', first)).body.data.phone).toBe('13811110003');
    expect(await lastAudit('user.bindPhone')).toMatchObject({
      userName: 'binder_one',
      before: { phone: '13811110001' },
      after: { phone: '13811110003' },
    });

    const taken = await call('POST', '/account/bind/code', second, { phone: '13811110003' });
    expect(taken.status).toBe(409);
    expect(taken.body.data.issues).toEqual([{ path: 'phone', message: 'This mobile number belongs to another user' }]);
    const put = await call('PUT', '/account/phone', second, { phone: '13811110003', code: '123456' });
    expect(put.status).toBe(409);
    expect(put.body.data.issues[0].path).toBe('phone');
    // The old phone is free again.
    expect((await call('POST', '/account/bind/code', second, { phone: '13811110001' })).status).toBe(200);
  });

  it('binds a code to its target and its purpose', async () => {
    await call('POST', '/account/bind/code', second, { email: 'two.a@example.com' });
    const code = await mailCode('two.a@example.com');
    // The code sent to one address does not bind another.
    expect((await call('PUT', '/account/email', second, { email: 'two.b@example.com', code })).status).toBe(400);
    // Nor does it work for any other purpose: a bind code is no reset code.
    expect((await call('POST', '/auth/reset', undefined, { account: 'two.a@example.com', code, password: 'Stolen1234' })).status).toBe(400);
    // A reset code does not bind.
    await waitAMinute();
    expect((await call('POST', '/auth/reset/code', undefined, { account: 'binder.one@example.com' })).status).toBe(200);
    expect((await outbox().readMailOutbox('binder.one@example.com')).length).toBe(2);
    const resetCode = await mailCode('binder.one@example.com');
    expect((await call('PUT', '/account/email', first, { email: 'binder.one@example.com', code: resetCode })).status).toBe(400);
    // The right code to the right address still works after those tries.
    expect((await call('PUT', '/account/email', second, { email: 'two.a@example.com', code })).status).toBe(200);
  });
});
