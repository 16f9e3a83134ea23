import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerificationRepository } from '../verification/verification.repository.js';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';

describe.each(databaseKinds())('recovery by e-mail and finding user names on %s', (kind) => {
  let t: TestApp;
  const PHONE = '13622220001';
  const EMAIL = 'keeper@plant.example.com';
  const post = (url: string, payload: object, lang = 'en-US', token?: string) =>
    t.request({ method: 'POST', url: `/api/v1${url}`, payload, lang, ...(token ? { token } : {}) });
  const outbox = () => createVerificationRepository(t.database.db);
  const smsCode = async (phone: string) => /(\d{6})/.exec((await outbox().readOutbox(phone))[0]!.text)![1]!;
  const mailCode = async (email: string) => /(\d{6})/.exec((await outbox().readMailOutbox(email))[0]!.text)![1]!;
  const waitAMinute = () => t.database.db.execute(sql`update verification_codes set created_at = created_at - interval '2 minutes'`);
  const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

  beforeAll(async () => {
    t = await buildTestApp(kind);
    await post('/auth/register/code', { phone: PHONE });
    const registered = await post('/auth/register', {
      userName: 'keeper',
      password: 'Welcome123',
      phone: PHONE,
      code: await smsCode(PHONE),
      companyName: 'Keeper Works',
      industry: 'elevator',
      customerType: 'oem',
    });
    expect(registered.status).toBe(200);
    const token = await t.login('keeper', 'Welcome123');
    await post('/account/bind/code', { email: EMAIL }, 'en-US', token);
    expect(
      (await t.request({ method: 'PUT', url: '/api/v1/account/email', token, payload: { email: EMAIL, code: await mailCode(EMAIL) } }))
        .status,
    ).toBe(200);
    await waitAMinute();
  });
  afterAll(() => t.close());

  it('checks the account field', async () => {
    const none = await post('/auth/reset/code', {}, 'zh-CN');
    expect(none.status).toBe(400);
    expect(none.body.data.issues).toEqual([{ path: 'account', message: '必填' }]);
    const bad = await post('/auth/reset/code', { account: 'keeper' });
    expect(bad.body.data.issues).toEqual([{ path: 'account', message: 'Enter a mobile number or an e-mail address' }]);
    const reset = await post('/auth/reset', { code: '123456', password: 'Welcome123' });
    expect(reset.body.data.issues).toEqual([{ path: 'account', message: 'Required' }]);
  });

  it('sends a reset code by e-mail, with the same answer for an unknown address', async () => {
    const known = await post('/auth/reset/code', { account: 'Keeper@Plant.Example.com' });
    const unknown = await post('/auth/reset/code', { account: 'nobody@plant.example.com' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(await outbox().readMailOutbox('nobody@plant.example.com')).toEqual([]);
    const [mail] = await outbox().readMailOutbox(EMAIL);
    const code = await mailCode(EMAIL);
    expect(mail!.subject).toContain(code);
    expect(mail!.text).toContain(code);
    // An e-mail code is no good for the phone of the same account.
    expect((await post('/auth/reset', { account: PHONE, code, password: 'Renewed123' })).status).toBe(400);

    const before = await t.login('keeper', 'Welcome123');
    expect((await post('/auth/reset', { account: EMAIL, code, password: 'Renewed123' })).status).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/v1/account/profile', token: before })).status).toBe(401);
    await t.login('keeper', 'Renewed123');
    expect((await post('/auth/reset', { account: EMAIL, code, password: 'Another123' })).status).toBe(400);
  });

  it('resets by phone given as `account` as well as `phone`', async () => {
    const known = await post('/auth/reset/code', { account: PHONE });
    const unknown = await post('/auth/reset/code', { account: '13622229999' });
    expect(unknown.body).toEqual(known.body);
    expect(await outbox().readOutbox('13622229999')).toEqual([]);
    const code = await smsCode(PHONE);
    expect((await post('/auth/reset', { account: PHONE, code, password: 'ByPhone123' })).status).toBe(200);
    await t.login('keeper', 'ByPhone123');
  });

  it('answers the same wrong-code failure for an unknown account as for a wrong code', async () => {
    const unknown = await post('/auth/reset', { account: 'nobody@plant.example.com', code: '123456', password: 'Welcome123' });
    await waitAMinute();
    await post('/auth/reset/code', { account: EMAIL });
    const bad = await post('/auth/reset', { account: EMAIL, code: wrong(await mailCode(EMAIL)), password: 'Welcome123' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(bad.body);
  });

  it('sends the user names of a phone to it by SMS, never in the answer, the same for unknown phones', async () => {
    await waitAMinute();
    const known = await post('/auth/find-username/code', { phone: PHONE });
    const unknown = await post('/auth/find-username/code', { phone: '13622229998' });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(await outbox().readOutbox('13622229998')).toEqual([]);
    const code = await smsCode(PHONE);

    // The code is bound to its purpose: it resets no password.
    expect((await post('/auth/reset', { account: PHONE, code, password: 'Stolen1234' })).status).toBe(400);
    const wrongCode = await post('/auth/find-username', { phone: PHONE, code: wrong(code) });
    const unknownPhone = await post('/auth/find-username', { phone: '13622229998', code });
    expect(wrongCode.status).toBe(400);
    expect(unknownPhone.body).toEqual(wrongCode.body);
    expect(wrongCode.body.data.issues).toEqual([{ path: 'code', message: 'Wrong or expired verification code' }]);

    const found = await post('/auth/find-username', { phone: PHONE, code }, 'zh-CN');
    expect(found.status).toBe(200);
    expect(found.body.data).toBeNull();
    expect(found.text).not.toContain('keeper');
    const [sms] = await outbox().readOutbox(PHONE);
    expect(sms!.text).toBe('【Fieldlink】该手机号绑定的用户名:keeper。如非本人操作,请忽略。');
    // Single use.
    expect((await post('/auth/find-username', { phone: PHONE, code })).status).toBe(400);
  });

  it('checks the find-username bodies', async () => {
    const bad = await post('/auth/find-username', { phone: '123', code: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.data.issues.map((issue: { path: string }) => issue.path)).toEqual(['phone', 'code']);
    expect((await post('/auth/find-username/code', { phone: 'keeper@plant.example.com' })).status).toBe(400);
  });
});
