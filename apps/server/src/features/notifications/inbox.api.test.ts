import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { smsOutbox, users } from '../../db/schema/index.js';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';
import { waitFor } from '../../test/wait.js';
import type { UserMessage } from './notifier.js';
import { addUser, demoFacts } from './test-support/fakes.js';

const message = (text: string, companyId: number): UserMessage => ({
  type: 'maintainSubmit',
  title: { 'zh-CN': `新工单 ${text}`, 'en-US': `New order ${text}` },
  body: { 'zh-CN': '电机过热', 'en-US': 'Motor overheating' },
  link: '/orderReview?id=7',
  companyId,
  subject: { kind: 'workOrder', id: 7 },
});

describe.each(databaseKinds())('inbox (%s)', (kind) => {
  let t: TestApp;
  let demo: string;
  let facts: Awaited<ReturnType<typeof demoFacts>>;
  let annId: number;
  let ann: string;

  beforeAll(async () => {
    t = await buildTestApp(kind, { network: true });
    facts = await demoFacts(t.database.db);
    demo = await t.login('demo', 'demo1234');
    annId = await addUser(t.database.db, facts.companyId, 'ann_inbox', {}, facts.projectId);
    ann = await t.login('ann_inbox', 'Passw0rd1');
  });
  afterAll(() => t.close());

  const inbox = (token: string) => t.request({ method: 'GET', url: '/api/v1/inbox', token });
  const feed = (token: string, query: string) => t.request({ method: 'GET', url: `/api/v1/inbox/feed?${query}`, token });

  it('refuses the inbox without a token', async () => {
    expect((await t.request({ method: 'GET', url: '/api/v1/inbox' })).status).toBe(401);
    expect((await t.request({ method: 'POST', url: '/api/v1/inbox/dismiss-all' })).status).toBe(401);
  });

  it('lists what notifyUsers wrote, newest first, in both languages with the unread count', async () => {
    await t.app.notifier.notifyUsers([annId], message('A', facts.companyId));
    await t.app.notifier.notifyUsers([annId], message('B', facts.companyId));
    const response = await inbox(ann);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ total: 2, unread: 2 });
    expect(response.body.data.items[0]).toMatchObject({
      type: 'maintainSubmit',
      title: { 'zh-CN': '新工单 B', 'en-US': 'New order B' },
      link: '/orderReview?id=7',
      subject: { kind: 'workOrder', id: 7 },
      read: false,
    });
    // Nobody else sees them.
    expect((await inbox(demo)).body.data.items.some((item: any) => item.title['en-US'].startsWith('New order'))).toBe(false);
  });

  it('feeds every open entry on the first poll, then only what came since the last poll', async () => {
    const first = await feed(ann, 'first=1');
    expect(first.status).toBe(200);
    expect(first.body.data.first).toBe(true);
    expect(first.body.data.items.map((item: any) => item.title['en-US'])).toEqual(['New order A', 'New order B']);
    expect((await feed(ann, 'first=0')).body.data.items).toEqual([]);
    await t.app.notifier.notifyUsers([annId], message('C', facts.companyId));
    const next = await feed(ann, 'first=0');
    expect(next.body.data.items.map((item: any) => item.title['en-US'])).toEqual(['New order C']);
    expect((await feed(ann, 'first=0')).body.data.items).toEqual([]);
    // A client that keeps its own cursor (another tab) still gets what it has not seen.
    const fromCursor = await feed(ann, `after=${first.body.data.cursor}`);
    expect(fromCursor.body.data.items.map((item: any) => item.title['en-US'])).toEqual(['New order C']);
  });

  it('marks every entry read: the unread count clears, the entries stay', async () => {
    const before = (await inbox(ann)).body.data;
    expect(before.unread).toBeGreaterThan(0);
    expect(before.items.some((item: any) => !item.read)).toBe(true);
    expect((await t.request({ method: 'POST', url: '/api/v1/inbox/read-all' })).status).toBe(401);
    const read = await t.request({ method: 'POST', url: '/api/v1/inbox/read-all', token: ann });
    expect(read.body.data).toEqual({ read: before.unread });
    const after = (await inbox(ann)).body.data;
    expect(after).toMatchObject({ total: before.total, unread: 0 });
    expect(after.items.every((item: any) => item.read)).toBe(true);
    await t.app.notifier.notifyUsers([annId], message('after read', facts.companyId));
    expect((await inbox(ann)).body.data.unread).toBe(1);
  });

  it('dismisses one entry (only its owner can), then all', async () => {
    const items = (await inbox(ann)).body.data.items;
    const id = items[0].id;
    expect((await t.request({ method: 'POST', url: `/api/v1/inbox/${id}/dismiss`, token: demo })).status).toBe(404);
    expect((await t.request({ method: 'POST', url: `/api/v1/inbox/${id}/dismiss`, token: ann })).status).toBe(200);
    expect((await t.request({ method: 'POST', url: `/api/v1/inbox/${id}/dismiss`, token: ann })).status).toBe(404);
    expect((await inbox(ann)).body.data.total).toBe(items.length - 1);
    const all = await t.request({ method: 'POST', url: '/api/v1/inbox/dismiss-all', token: ann });
    expect(all.body.data).toEqual({ dismissed: items.length - 1 });
    expect((await inbox(ann)).body.data).toMatchObject({ items: [], total: 0, unread: 0 });
    expect((await feed(ann, 'first=1')).body.data.items).toEqual([]);
  });

  it('pushes a new entry to the user’s open stream sockets, and to nobody else', async () => {
    const open = async (token: string) => {
      const socket = new WebSocket(`${t.baseUrl!.replace('http', 'ws')}/api/v1/stream?token=${token}`);
      const messages: any[] = [];
      socket.on('message', (raw) => messages.push(JSON.parse(String(raw))));
      await waitFor(async () => messages.some((m) => m.type === 'ready'), 'ready');
      return { socket, messages };
    };
    const annSocket = await open(ann);
    const demoSocket = await open(demo);
    await t.app.notifier.notifyUsers([annId], message('live', facts.companyId));
    const pushed = await waitFor(async () => annSocket.messages.find((m) => m.type === 'inbox'), 'inbox push');
    expect(pushed.message).toMatchObject({ type: 'maintainSubmit', title: { 'en-US': 'New order live' }, read: false });
    expect(demoSocket.messages.some((m) => m.type === 'inbox')).toBe(false);
    annSocket.socket.close();
    demoSocket.socket.close();
  });

  it('sends the caller a test message on the inbox and the SMS switch, and records each outcome', async () => {
    await t.database.db
      .update(users)
      .set({ phone: '13911112222', settings: { webVoiceAlarm: true, webSmsPush: true, wechatAlarm: false, alarmPopup: true } })
      .where(eq(users.id, annId));
    const response = await t.request({ method: 'POST', url: '/api/v1/notifications/test', token: ann });
    expect(response.status).toBe(200);
    expect(response.body.data.deliveries).toEqual(
      expect.arrayContaining([
        { channel: 'inApp', recipient: `user:${annId}`, status: 'sent', error: null },
        { channel: 'sms', recipient: '13911112222', status: 'sent', error: null },
      ]),
    );
    const sms = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, '13911112222'));
    expect(sms[0]?.text).toContain('测试通知');
    expect((await inbox(ann)).body.data.items[0].title).toEqual({ 'zh-CN': '测试通知', 'en-US': 'Test notification' });
  });

  it('keeps personal settings, refusing a bad quiet-hours time', async () => {
    const current = await t.request({ method: 'GET', url: '/api/v1/notifications/settings', token: ann });
    expect(current.body.data).toMatchObject({ levels: [1, 2, 3, 4], email: false, quietHours: { enabled: false } });
    const bad = await t.request({
      method: 'PUT',
      url: '/api/v1/notifications/settings',
      token: ann,
      lang: 'en-US',
      payload: { ...current.body.data, quietHours: { enabled: true, start: '25:00', end: '07:00' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('Enter a time between 00:00 and 23:59');
    const next = { ...current.body.data, levels: [3, 4], projectIds: [facts.projectId], language: 'en-US' };
    const saved = await t.request({ method: 'PUT', url: '/api/v1/notifications/settings', token: ann, payload: next });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual(next);
  });

  it('lets only administrators see and change the company settings; the secret is never answered', async () => {
    expect((await t.request({ method: 'GET', url: '/api/v1/notifications/company', token: ann })).status).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/v1/notifications/company', token: demo })).status).toBe(200);
    // The demo account looks but does not change.
    expect(
      (await t.request({ method: 'PUT', url: '/api/v1/notifications/company', token: demo, payload: { timeZone: 'UTC' } })).status,
    ).toBe(403);
    const admin = await t.login();
    expect((await t.request({ method: 'GET', url: '/api/v1/notifications/company', token: admin })).status).toBe(400);
    const saved = await t.request({
      method: 'PUT',
      url: `/api/v1/notifications/company?companyId=${facts.companyId}`,
      token: admin,
      payload: {
        timeZone: 'Europe/Berlin',
        webhookUrl: 'https://hooks.example.com/fieldlink',
        webhookSecret: 'a-very-long-secret-value',
        escalation: [{ afterMinutes: 5, channel: 'email', userIds: [annId] }],
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ timeZone: 'Europe/Berlin', hasWebhookSecret: true, quietBypassLevels: [3, 4] });
    expect(saved.text).not.toContain('a-very-long-secret-value');
    const stranger = await addUser(t.database.db, (await demoFacts(t.database.db)).companyId + 999_000, 'nobody', { companyId: null });
    const refused = await t.request({
      method: 'PUT',
      url: `/api/v1/notifications/company?companyId=${facts.companyId}`,
      token: admin,
      payload: { escalation: [{ afterMinutes: 5, channel: 'sms', userIds: [stranger] }] },
    });
    expect(refused.status).toBe(400);
  });
});
