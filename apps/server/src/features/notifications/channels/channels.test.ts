import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeHttp } from '../test-support/fakes.js';
import type { Outgoing } from './channel.js';
import { absoluteLink } from './channel.js';
import { webhookChannel, webhookSignature } from './webhook.js';
import { wechatChannel } from './wechat.js';

const outgoing: Outgoing = {
  type: 'alarm',
  language: 'en-US',
  title: 'Too hot',
  body: 'Barrel 236 °C',
  link: '/dataAnalysis/alarms?alarmId=1',
  message: {
    type: 'alarm',
    title: { 'zh-CN': '过热', 'en-US': 'Too hot' },
    body: { 'zh-CN': '料筒 236 °C', 'en-US': 'Barrel 236 °C' },
    companyId: 3,
    subject: { kind: 'alarm', id: 1 },
  },
  level: 4,
  alarmId: 1,
  attempt: 0,
};
const user = { kind: 'user' as const, userId: 7, phone: null, email: null, wechatOpenId: 'openid-7' };

const servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

describe('webhook channel', () => {
  it('signs the exact body with HMAC-SHA256', () => {
    const body = '{"a":1}';
    expect(webhookSignature('secret', body)).toBe(`sha256=${createHmac('sha256', 'secret').update(body).digest('hex')}`);
  });

  it('posts without a signature header when no secret is set, and fails on a non-2xx answer', async () => {
    const server = await fakeHttp(({ url }) => ({ status: url === '/down' ? 503 : 200 }));
    servers.push(server);
    const channel = webhookChannel();
    await channel.send({ kind: 'webhook', url: `${server.url}/up`, secret: '' }, outgoing);
    expect(server.received[0]!.headers['x-fieldlink-signature']).toBeUndefined();
    expect(server.received[0]!.body).toMatchObject({ event: 'alarm', alarmId: 1, level: 4, title: { 'zh-CN': '过热' } });
    await expect(channel.send({ kind: 'webhook', url: `${server.url}/down`, secret: '' }, outgoing)).rejects.toThrow('503');
    expect(channel.address(user)).toBeNull();
  });
});

describe('WeChat template channel', () => {
  it('keeps the access token, and fetches a new one once when WeChat says it expired', async () => {
    let tokens = 0;
    let expireNext = false;
    const server = await fakeHttp(({ url }) => {
      if (url.startsWith('/cgi-bin/token')) return { json: { access_token: `t${++tokens}`, expires_in: 7200 } };
      if (expireNext) {
        expireNext = false;
        return { json: { errcode: 42001, errmsg: 'access_token expired' } };
      }
      return { json: { errcode: 0, errmsg: 'ok' } };
    });
    servers.push(server);
    const channel = wechatChannel({ appId: 'app', appSecret: 'secret', apiBase: server.url, templateId: 'tpl' });
    await channel.send(user, outgoing);
    await channel.send(user, outgoing);
    expect(tokens).toBe(1);
    expireNext = true;
    await channel.send(user, outgoing);
    expect(tokens).toBe(2);
    const sends = server.received.filter((r) => r.url.startsWith('/cgi-bin/message/template/send'));
    expect(sends.map((r) => new URL(r.url, server.url).searchParams.get('access_token'))).toEqual(['t1', 't1', 't1', 't2']);
    expect(sends[0]!.body).toMatchObject({ touser: 'openid-7', template_id: 'tpl' });
  });

  it('fails with the WeChat error, and refuses a user without a binding', async () => {
    const server = await fakeHttp(({ url }) =>
      url.startsWith('/cgi-bin/token')
        ? { json: { access_token: 't', expires_in: 7200 } }
        : { json: { errcode: 43004, errmsg: 'require subscribe' } },
    );
    servers.push(server);
    const channel = wechatChannel({ appId: 'app', appSecret: 'secret', apiBase: server.url, templateId: 'tpl' });
    await expect(channel.send(user, outgoing)).rejects.toThrow('43004');
    expect(channel.address({ ...user, wechatOpenId: null })).toBeNull();
  });
});

describe('absoluteLink', () => {
  it.each([
    ['https://iot.example.com', '/orderReview?id=1', 'https://iot.example.com/#/orderReview?id=1'],
    ['https://iot.example.com/', '/x', 'https://iot.example.com/#/x'],
    [undefined, '/x', undefined],
    ['https://iot.example.com', undefined, 'https://iot.example.com'],
  ])('%s + %s = %s', (base, link, expected) => {
    expect(absoluteLink(base, link)).toBe(expected);
  });
});
