import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';
import { createNotificationsRepository } from './notifications.repository.js';
import type { RaisedAlarm, UserMessage } from './notifier.js';
import { addUser, demoFacts, fakeWebhookReceiver, fakeWechat, smtpSink } from './test-support/fakes.js';

const SECRET = 'whsec-0123456789abcdef';
/** 03:00 in Shanghai: inside 22:00-07:00 quiet hours. */
const NIGHT = new Date('2026-01-15T19:00:00Z');
/** 11:00 in Shanghai. */
const DAY = new Date('2026-01-15T03:00:00Z');

describe.each(databaseKinds())('notification channels against local fakes (%s)', (kind) => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof smtpSink>>;
  let wechat: Awaited<ReturnType<typeof fakeWechat>>;
  let hook: Awaited<ReturnType<typeof fakeWebhookReceiver>>;
  let facts: Awaited<ReturnType<typeof demoFacts>>;
  let annId: number;
  let clock = DAY;
  let alarmIds = 9_000;

  const deliveries = (alarmId?: number) =>
    createNotificationsRepository(t.database.db).deliveries({ companyId: facts.companyId, ...(alarmId ? { alarmId } : {}) });
  const workOrderMessage = (): UserMessage => ({
    type: 'maintainMine',
    title: { 'zh-CN': '工单已派给您', 'en-US': 'An order was assigned to you' },
    body: { 'zh-CN': '泵站 3 漏水', 'en-US': 'Pump 3 leaking' },
    link: '/orderReview?id=3',
    companyId: facts.companyId,
    projectId: facts.projectId,
    subject: { kind: 'workOrder', id: 3 },
  });
  const alarm = (level: RaisedAlarm['level']): RaisedAlarm => ({
    id: ++alarmIds,
    companyId: facts.companyId,
    projectId: facts.projectId,
    deviceId: 1,
    pointId: 1,
    level,
    title: { 'zh-CN': '温度过高', 'en-US': 'Temperature too high' },
    body: { 'zh-CN': '温度 91 °C > 90 °C', 'en-US': 'Temperature 91 °C > 90 °C' },
    raisedAt: clock,
  });

  beforeAll(async () => {
    sink = await smtpSink();
    wechat = await fakeWechat();
    hook = await fakeWebhookReceiver(SECRET);
    t = await buildTestApp(kind, {
      mail: {
        provider: 'smtp',
        production: false,
        smtp: {
          url: `smtp://127.0.0.1:${sink.port}`,
          from: 'Fieldlink <alarms@fieldlink.example>',
          starttls: 'off',
          rejectUnauthorized: false,
        },
      },
      wechat: { appId: 'wx-app', appSecret: 'wx-secret', apiBase: wechat.url, openBase: wechat.url },
      notifications: { now: () => clock, wechatTemplateId: 'tpl-alarm', publicUrl: 'https://iot.example.com' },
    });
    facts = await demoFacts(t.database.db);
    annId = await addUser(
      t.database.db,
      facts.companyId,
      'ann_channels',
      {
        phone: '13700001111',
        email: 'ann@plant.example',
        wechatOpenId: 'openid-ann',
        settings: { webVoiceAlarm: true, webSmsPush: true, wechatAlarm: true, alarmPopup: true },
      },
      facts.projectId,
    );
    const token = await t.login('ann_channels', 'Passw0rd1');
    const current = (await t.request({ method: 'GET', url: '/api/v1/notifications/settings', token })).body.data;
    await t.request({
      method: 'PUT',
      url: '/api/v1/notifications/settings',
      token,
      payload: { ...current, email: true, language: 'en-US', quietHours: { enabled: true, start: '22:00', end: '07:00' } },
    });
    const admin = await t.login();
    const saved = await t.request({
      method: 'PUT',
      url: `/api/v1/notifications/company?companyId=${facts.companyId}`,
      token: admin,
      payload: { timeZone: 'Asia/Shanghai', webhookUrl: `${hook.url}/fieldlink`, webhookSecret: SECRET },
    });
    expect(saved.status).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([sink.close(), wechat.close(), hook.close()]);
  });

  it('sends a work-order message by day on SMS, WeChat and e-mail in the user’s language', async () => {
    clock = DAY;
    await t.app.notifier.notifyUsers([annId], workOrderMessage());
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]!.to).toEqual(['ann@plant.example']);
    expect(sink.received[0]!.raw).toContain('An order was assigned to you');
    expect(sink.received[0]!.raw).toContain('https://iot.example.com/#/orderReview?id=3');
    const [send] = wechat.sends();
    expect(send!.url).toContain('access_token=token-1');
    expect(send!.body).toMatchObject({
      touser: 'openid-ann',
      template_id: 'tpl-alarm',
      url: 'https://iot.example.com/#/orderReview?id=3',
      data: { first: { value: 'An order was assigned to you' }, remark: { value: 'Pump 3 leaking' } },
    });
    const outcomes = (await deliveries()).filter((row) => row.userId === annId && row.messageType === 'maintainMine');
    expect(outcomes.map((row) => [row.channel, row.status]).sort()).toEqual([
      ['email', 'sent'],
      ['inApp', 'sent'],
      ['sms', 'sent'],
      ['wechat', 'sent'],
    ]);
  });

  it('holds SMS, WeChat and e-mail back in quiet hours (recorded as skipped); the inbox still gets it', async () => {
    clock = NIGHT;
    const mails = sink.received.length;
    const sends = wechat.sends().length;
    await t.app.notifier.notifyUsers([annId], workOrderMessage());
    expect(sink.received).toHaveLength(mails);
    expect(wechat.sends()).toHaveLength(sends);
    const latest = (await deliveries()).filter((row) => row.userId === annId).slice(0, 4);
    expect(latest.map((row) => [row.channel, row.status, row.error]).sort()).toEqual([
      ['email', 'skipped', 'quiet hours'],
      ['inApp', 'sent', null],
      ['sms', 'skipped', 'quiet hours'],
      ['wechat', 'skipped', 'quiet hours'],
    ]);
  });

  it('lets a level 4 alarm through quiet hours, and a level 1 alarm only to the inbox; both reach the signed webhook', async () => {
    clock = NIGHT;
    const urgent = alarm(4);
    await t.app.notifier.alarmRaised(urgent);
    expect(
      (await deliveries(urgent.id))
        .filter((row) => row.userId === annId && row.status === 'sent')
        .map((row) => row.channel)
        .sort(),
    ).toEqual(['email', 'inApp', 'sms', 'wechat']);
    const calm = alarm(1);
    await t.app.notifier.alarmRaised(calm);
    expect((await deliveries(calm.id)).filter((row) => row.userId === annId && row.status === 'sent').map((row) => row.channel)).toEqual([
      'inApp',
    ]);

    expect(hook.rejected).toEqual([]);
    const bodies = hook.verified.filter((body) => body.alarmId === urgent.id || body.alarmId === calm.id);
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toMatchObject({
      event: 'alarm',
      type: 'alarm',
      alarmId: urgent.id,
      level: 4,
      companyId: facts.companyId,
      title: { 'zh-CN': '温度过高', 'en-US': 'Temperature too high' },
      attempt: 0,
    });
    expect(hook.received.at(-1)!.url).toBe('/fieldlink');
  });

  it('records a refusing WeChat and an unreachable webhook as failed without failing the caller', async () => {
    clock = DAY;
    await wechat.close();
    await hook.close();
    const raised = alarm(3);
    await expect(t.app.notifier.alarmRaised(raised)).resolves.toBeUndefined();
    const rows = await deliveries(raised.id);
    expect(rows.find((row) => row.channel === 'wechat')).toMatchObject({ status: 'failed' });
    expect(rows.find((row) => row.channel === 'webhook')).toMatchObject({ status: 'failed', recipient: `${hook.url}/fieldlink` });
    expect(rows.find((row) => row.channel === 'inApp' && row.userId === annId)).toMatchObject({ status: 'sent' });
    expect(t.logs()).toContain('notification failed');
    // Reopened so afterAll can close them again.
    wechat = await fakeWechat();
    hook = await fakeWebhookReceiver(SECRET);
  });

  it('tells only followers of the level and project', async () => {
    clock = DAY;
    const token = await t.login('ann_channels', 'Passw0rd1');
    const current = (await t.request({ method: 'GET', url: '/api/v1/notifications/settings', token })).body.data;
    await t.request({ method: 'PUT', url: '/api/v1/notifications/settings', token, payload: { ...current, levels: [4] } });
    const minor = alarm(2);
    await t.app.notifier.alarmRaised(minor);
    expect((await deliveries(minor.id)).some((row) => row.userId === annId)).toBe(false);
  });
});
