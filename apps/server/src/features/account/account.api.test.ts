import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { startEmbeddedBroker } from '../../broker/embedded.js';
import { createVerificationRepository } from '../verification/verification.repository.js';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';
import pino from 'pino';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const GIF = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64');

function multipart(file: Buffer, name = 'a.png', type = 'image/png') {
  const boundary = 'fieldlinkboundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(databaseKinds())('notices and the personal account on %s', (kind) => {
  let t: TestApp;
  let root: string;
  let demo: string;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object, lang = 'en-US') =>
    t.request({ method, url: `/api/v1${url}`, token, lang, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await buildTestApp(kind);
    root = await t.login();
    demo = (await t.request({ method: 'POST', url: '/api/v1/auth/demo-login' })).body.data.token;
  });
  afterAll(() => t.close());

  it('delivers notices to their audience with read state, and the bell follows', async () => {
    const everyone = await call('POST', '/notices', root, { title: 'Maintenance window Sunday', body: '02:00-04:00' });
    expect(everyone.status).toBe(200);
    const other = (await call('POST', '/companies', root, { name: 'Other Co' })).body.data.id;
    const hidden = await call('POST', '/notices', root, { title: 'For Other Co only', companyId: other });
    expect(hidden.status).toBe(200);
    const before = (await call('GET', '/notices/unread-count', demo)).body.data.count;
    const list = (await call('GET', '/notices', demo)).body.data;
    expect(list.items.map((n: { title: string }) => n.title)).toContain('Maintenance window Sunday');
    expect(list.items.map((n: { title: string }) => n.title)).not.toContain('For Other Co only');
    expect((await call('GET', `/notices/${hidden.body.data.id}`, demo)).status).toBe(404);
    const opened = await call('GET', `/notices/${everyone.body.data.id}`, demo);
    expect(opened.body.data).toMatchObject({ title: 'Maintenance window Sunday', read: true });
    expect((await call('GET', '/notices/unread-count', demo)).body.data.count).toBe(before - 1);
    await call('POST', '/notices/read-all', demo);
    expect((await call('GET', '/notices/unread-count', demo)).body.data.count).toBe(0);
    expect((await call('GET', '/notices/system-message', demo)).body.data).toBeNull();
  });

  it('lets a company administrator publish to their own company only', async () => {
    const published = await call('POST', '/notices', demo, { title: 'Shift change', companyId: 9999 });
    // The demo account is a company administrator of the demo company.
    expect(published.status).toBe(200);
    expect(published.body.data.companyId).not.toBe(9999);
    expect((await call('GET', '/notices/system-message', root)).body.data.title).toBe('Maintenance window Sunday');
    expect((await call('GET', `/notices/${published.body.data.id}`, root)).status).toBe(404);
    const tooLong = await call('POST', '/notices', demo, { title: 'x'.repeat(101) }, 'zh-CN');
    expect(tooLong.body.data.issues[0]).toEqual({ path: 'title', message: '最多 100 个字符' });
  });

  it('stores a png or jpg avatar checked by content, and serves it back', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/avatar',
      headers: { authorization: `Bearer ${demo}`, ...multipart(PNG).headers },
      payload: multipart(PNG).payload,
    });
    expect(ok.statusCode).toBe(200);
    const avatarUrl: string = ok.json().data.avatarUrl;
    expect(avatarUrl).toMatch(/^api\/v1\/files\/avatars\/[a-f0-9]{32}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: `/${avatarUrl}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await call('GET', '/account/profile', demo)).body.data.avatarUrl).toBe(avatarUrl);

    const gif = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/avatar',
      headers: { authorization: `Bearer ${demo}`, 'accept-language': 'en-US', ...multipart(GIF, 'x.png').headers },
      payload: multipart(GIF, 'x.png').payload,
    });
    expect(gif.statusCode).toBe(400);
    expect(gif.json().message).toBe('Wrong file type');
    const big = Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]);
    const tooBig = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/avatar',
      headers: { authorization: `Bearer ${demo}`, ...multipart(big).headers },
      payload: multipart(big).payload,
    });
    expect(tooBig.statusCode).toBe(413);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/files/avatars/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
  });

  it('renames the user, sets the logo text for administrators only', async () => {
    const token = await t.login();
    const taken = await call('PUT', '/account/user-name', token, { userName: 'demo' });
    expect(taken.status).toBe(409);
    const logo = await call('PUT', '/account/logo-text', root, { text: 'Platform' }, 'en-US');
    expect(logo.status).toBe(200);
    expect((await call('GET', '/account/profile', root)).body.data.logoText).toBe('Platform');
    const made = await call('POST', '/users', root, {
      userName: 'plain_user',
      password: 'Passw0rd99',
      companyId: (await call('GET', '/account/profile', demo)).body.data.companyId,
      roleIds: [],
      projectIds: [],
    });
    expect(made.status).toBe(200);
    const plain = await t.login('plain_user', 'Passw0rd99');
    const refused = await call('PUT', '/account/logo-text', plain, { text: 'Mine' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only a company administrator can change this');
    expect((await call('PUT', '/account/user-name', plain, { userName: 'plain_renamed' })).status).toBe(200);
    expect((await call('GET', '/account/profile', plain)).body.data.userName).toBe('plain_renamed');
  });

  it('keeps push settings, and turning every push off unbinds WeChat', async () => {
    expect((await call('GET', '/account/settings', demo)).body.data).toEqual({
      webVoiceAlarm: true,
      webSmsPush: false,
      wechatAlarm: false,
      alarmPopup: true,
      wechatBound: false,
    });
    const off = await call('PUT', '/account/settings', demo, { webVoiceAlarm: false, alarmPopup: false });
    expect(off.body.data).toEqual({ webVoiceAlarm: false, webSmsPush: false, wechatAlarm: false, alarmPopup: false, wechatBound: false });
    const bad = await call('PUT', '/account/settings', demo, { webVoiceAlarm: 'yes' });
    expect(bad.status).toBe(400);
  });

  it('logs off with a code to the phone; the session ends only on success', async () => {
    const me = (await call('GET', '/account/profile', demo)).body.data;
    await call('POST', '/users', root, {
      userName: 'leaver',
      password: 'Passw0rd99',
      companyId: me.companyId,
      phone: '13600000077',
      roleIds: [],
      projectIds: [],
    });
    const leaver = await t.login('leaver', 'Passw0rd99');
    expect((await call('POST', '/account/log-off/code', leaver)).status).toBe(200);
    const wrong = await call('POST', '/account/log-off', leaver, { code: '000000' });
    const code = /(\d{6})/.exec((await createVerificationRepository(t.database.db).readOutbox('13600000077'))[0]!.text)![1]!;
    if (code !== '000000') expect(wrong.status).toBe(400);
    expect((await call('GET', '/account/profile', leaver)).status).toBe(200);
    expect((await call('POST', '/account/log-off', leaver, { code })).status).toBe(200);
    expect((await call('GET', '/account/profile', leaver)).status).toBe(401);
    expect((await call('POST', '/account/log-off/code', root)).status).toBe(400);
  });

  it('says plainly that WeChat is not configured', async () => {
    expect((await call('GET', '/wechat/status', demo)).body.data).toEqual({ configured: false, bound: false });
    const bind = await call('POST', '/wechat/bind', demo, { code: 'x' }, 'zh-CN');
    expect(bind.status).toBe(409);
    expect(bind.body.message).toBe('未配置微信公众号');
  });
});

/** A local stand-in for api.weixin.qq.com's OAuth token endpoint. */
function fakeWechat() {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    response.writeHead(200, { 'content-type': 'application/json' });
    const code = url.searchParams.get('code') ?? '';
    const good =
      url.pathname === '/sns/oauth2/access_token' &&
      url.searchParams.get('appid') === 'wxapp' &&
      url.searchParams.get('secret') === 'wxsecret';
    response.end(
      JSON.stringify(
        good && code.startsWith('ok-')
          ? { access_token: 't', openid: `open-${code.slice(3)}` }
          : { errcode: 40029, errmsg: 'invalid code' },
      ),
    );
  });
  return {
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('WeChat binding against a fake WeChat', () => {
  const fake = fakeWechat();
  let t: TestApp;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const base = await fake.start();
    t = await buildTestApp('pglite');
    const bus = await startEmbeddedBroker({
      port: null,
      host: '127.0.0.1',
      log: pino({ level: 'silent' }),
    });
    app = await buildApp({
      database: t.database,
      bus,
      logger: false,
      wechat: { appId: 'wxapp', appSecret: 'wxsecret', apiBase: base, openBase: 'https://open.weixin.qq.com' },
    });
    await app.ready();
    close = async () => {
      await app.close();
      await bus.close();
    };
  });
  afterAll(async () => {
    await close();
    await t.close();
    await fake.stop();
  });

  const call = async (method: 'GET' | 'POST', url: string, token: string, payload?: object) => {
    const response = await app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en-US' },
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.json() };
  };

  it('binds, refuses a second binding and a WeChat bound elsewhere, and unbinds', async () => {
    const admin = await t.login();
    const demo = await t.login('demo', 'demo1234');
    const url = (await call('GET', '/wechat/authorize-url?redirect=https%3A%2F%2Ffieldlink.example%2F%23%2FwechatBinding', demo)).body.data
      .url;
    expect(url).toMatch(
      /^https:\/\/open\.weixin\.qq\.com\/connect\/oauth2\/authorize\?appid=wxapp&redirect_uri=https%3A%2F%2Ffieldlink\.example.*scope=snsapi_base.*#wechat_redirect$/,
    );
    expect((await call('POST', '/wechat/bind', demo, { code: 'bad' })).body.message).toBe('WeChat authorisation failed; try again');
    expect((await call('POST', '/wechat/bind', demo, { code: 'ok-123' })).body.data).toEqual({ bound: true });
    expect((await call('GET', '/wechat/status', demo)).body.data).toEqual({ configured: true, bound: true });
    expect((await call('POST', '/wechat/bind', demo, { code: 'ok-456' })).body.message).toBe('This account has been bound to WeChat');
    const taken = await call('POST', '/wechat/bind', admin, { code: 'ok-123' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('This WeChat account is bound to another user');
    expect((await call('POST', '/wechat/unbind', demo)).body.data).toEqual({ bound: false });
    expect((await call('POST', '/wechat/unbind', demo)).body.message).toBe('Unbinding WeChat failed');
    // Turning every push switch off unbinds as well.
    await call('POST', '/wechat/bind', demo, { code: 'ok-789' });
    const off = await app.inject({
      method: 'PUT',
      url: '/api/v1/account/settings',
      headers: { authorization: `Bearer ${demo}` },
      payload: { webVoiceAlarm: false, webSmsPush: false, wechatAlarm: false },
    });
    expect(off.json().data.wechatBound).toBe(false);
  });
});
