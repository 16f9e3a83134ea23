import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';
import { createNotificationsRepository } from './notifications.repository.js';
import type { UserMessage } from './notifier.js';
import { addUser, demoFacts } from './test-support/fakes.js';

/** 03:00 in Shanghai (inside 22:00-07:00 quiet hours), 20:00 in Berlin (outside). */
const NIGHT_IN_SHANGHAI = new Date('2026-01-15T19:00:00Z');

/** The company's one time zone, set in the notification settings, is the one quiet hours and maintenance plans use. */
describe.each(databaseKinds())('company time zone (%s)', (kind) => {
  let t: TestApp;
  let facts: Awaited<ReturnType<typeof demoFacts>>;
  let admin: string;
  let annId: number;

  const companyUrl = () => `/api/v1/notifications/company?companyId=${facts.companyId}`;
  const setZone = (timeZone: string, lang = 'en-US') =>
    t.request({ method: 'PUT', url: companyUrl(), token: admin, lang, payload: { timeZone } });
  const planZones = async () => {
    const plans = await t.request({ method: 'GET', url: `/api/v1/maintenance-plans?companyId=${facts.companyId}`, token: admin });
    expect(plans.status).toBe(200);
    return [...new Set((plans.body.data.items as { timeZone: string }[]).map((plan) => plan.timeZone))];
  };
  /** Sends Ann a work-order message at night in Shanghai and answers what the SMS channel did. */
  const smsOutcome = async () => {
    const message: UserMessage = {
      type: 'maintainMine',
      title: { 'zh-CN': '工单已派给您', 'en-US': 'An order was assigned to you' },
      body: { 'zh-CN': '泵站 3 漏水', 'en-US': 'Pump 3 leaking' },
      companyId: facts.companyId,
      projectId: facts.projectId,
      subject: { kind: 'workOrder', id: 3 },
    };
    await t.app.notifier.notifyUsers([annId], message);
    const rows = await createNotificationsRepository(t.database.db).deliveries({ companyId: facts.companyId, channel: 'sms' });
    const latest = rows.find((row) => row.userId === annId);
    return [latest?.status, latest?.error];
  };

  beforeAll(async () => {
    t = await buildTestApp(kind, { maintenance: { tickMs: 0 }, notifications: { now: () => NIGHT_IN_SHANGHAI } });
    facts = await demoFacts(t.database.db);
    annId = await addUser(
      t.database.db,
      facts.companyId,
      'ann_zone',
      { phone: '13700002222', settings: { webVoiceAlarm: true, webSmsPush: true, wechatAlarm: false, alarmPopup: true } },
      facts.projectId,
    );
    const ann = await t.login('ann_zone', 'Passw0rd1');
    const current = (await t.request({ method: 'GET', url: '/api/v1/notifications/settings', token: ann })).body.data;
    const quiet = await t.request({
      method: 'PUT',
      url: '/api/v1/notifications/settings',
      token: ann,
      payload: { ...current, quietHours: { enabled: true, start: '22:00', end: '07:00' } },
    });
    expect(quiet.status).toBe(200);
    admin = await t.login();
  }, 60_000);
  afterAll(() => t.close());

  it('refuses an unknown zone in the request language and keeps the one held', async () => {
    const en = await setZone('Mars/Olympus_Mons');
    expect(en.status).toBe(400);
    expect(en.body.data.issues).toEqual([{ path: 'timeZone', message: 'Unknown time zone' }]);
    const zh = await setZone('Mars/Olympus_Mons', 'zh-CN');
    expect(zh.status).toBe(400);
    expect(zh.body.data.issues).toEqual([{ path: 'timeZone', message: '未知的时区' }]);
    expect((await t.request({ method: 'GET', url: companyUrl(), token: admin })).body.data.timeZone).toBe('Asia/Shanghai');
  });

  it('moves quiet hours and maintenance plans together when the settings change the zone', async () => {
    expect(await planZones()).toEqual(['Asia/Shanghai']);
    expect(await smsOutcome()).toEqual(['skipped', 'quiet hours']);

    const saved = await setZone('Europe/Berlin');
    expect(saved.status).toBe(200);
    expect(saved.body.data.timeZone).toBe('Europe/Berlin');
    expect((await t.request({ method: 'GET', url: companyUrl(), token: admin })).body.data.timeZone).toBe('Europe/Berlin');

    expect(await planZones()).toEqual(['Europe/Berlin']);
    // The web reads the company's zone from the profile (new plans, maintenance order lists).
    const demo = await t.login('demo', 'demo1234');
    expect((await t.request({ method: 'GET', url: '/api/v1/account/profile', token: demo })).body.data.timeZone).toBe('Europe/Berlin');
    expect(await smsOutcome()).toEqual(['sent', null]);
  });
});
