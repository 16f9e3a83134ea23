import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';
import { waitFor } from '../../test/wait.js';
import { createNotifier } from './index.js';
import { ESCALATION_LEASE_MS } from './escalation-ticker.js';
import { createNotificationsRepository } from './notifications.repository.js';
import type { RaisedAlarm } from './notifier.js';
import { addUser, demoFacts, fakeWebhookReceiver } from './test-support/fakes.js';

const SECRET = 'escalation-secret-0123';
const START = new Date('2026-03-02T02:00:00Z');

describe.each(databaseKinds())('escalation (%s)', (kind) => {
  let t: TestApp;
  let hook: Awaited<ReturnType<typeof fakeWebhookReceiver>>;
  let facts: Awaited<ReturnType<typeof demoFacts>>;
  let bobId: number;
  let bob: string;
  let clock = START;
  let alarmIds = 5_000;

  const alarm = (): RaisedAlarm => ({
    id: ++alarmIds,
    companyId: facts.companyId,
    projectId: facts.projectId,
    deviceId: 1,
    pointId: 1,
    level: 2,
    title: { 'zh-CN': '压力过低', 'en-US': 'Pressure too low' },
    body: { 'zh-CN': '压力 0.1 MPa < 0.2 MPa', 'en-US': 'Pressure 0.1 MPa < 0.2 MPa' },
    raisedAt: clock,
  });
  const minutes = (n: number) => new Date(START.getTime() + n * 60_000);
  /** What the webhook received for an alarm from escalation steps (attempt 1 is step 1, ...). */
  const escalated = (alarmId: number) => hook.verified.filter((body) => body.alarmId === alarmId && body.attempt > 0);
  const bobsAlarms = async () =>
    (await t.request({ method: 'GET', url: '/api/v1/inbox', token: bob })).body.data.items.filter((item: any) => item.type === 'alarm');

  beforeAll(async () => {
    hook = await fakeWebhookReceiver(SECRET);
    // The ticker runs every 50 ms against the test's clock, as app.ts starts it in production.
    t = await buildTestApp(kind, { notifications: { now: () => clock, tickMs: 50 } });
    facts = await demoFacts(t.database.db);
    // Bob is on duty but follows no project's alarms himself: only escalation reaches him.
    bobId = await addUser(t.database.db, facts.companyId, 'bob_duty');
    bob = await t.login('bob_duty', 'Passw0rd1');
    const admin = await t.login();
    const saved = await t.request({
      method: 'PUT',
      url: `/api/v1/notifications/company?companyId=${facts.companyId}`,
      token: admin,
      payload: {
        webhookUrl: hook.url,
        webhookSecret: SECRET,
        escalation: [
          { afterMinutes: 0, channel: 'inApp', userIds: [bobId] },
          { afterMinutes: 10, channel: 'webhook', userIds: [] },
        ],
      },
    });
    expect(saved.status).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await hook.close();
  });

  it('runs step 1 at once and step 2 only when its minutes have passed, on the webhook', async () => {
    clock = START;
    const raised = alarm();
    await t.app.notifier.alarmRaised(raised);
    // Step 1: Bob's inbox at once (the webhook also had the raise notice, attempt 0).
    expect((await bobsAlarms()).map((item: any) => item.subject)).toEqual([{ kind: 'alarm', id: raised.id }]);
    expect(escalated(raised.id)).toEqual([]);

    clock = minutes(9);
    // An explicit pass of the escalation ticker at 9 minutes: the 10-minute step is not due yet.
    expect(await t.app.notifier.runDue()).toBe(0);
    expect(escalated(raised.id)).toEqual([]);

    clock = minutes(10);
    const [body] = await waitFor(async () => escalated(raised.id).length > 0 && escalated(raised.id), 'the escalation webhook');
    expect(body).toMatchObject({ type: 'alarm', level: 2, attempt: 2, title: { 'en-US': '[Escalated] Pressure too low' } });
    expect(hook.rejected).toEqual([]);
    // The step is deleted once it has been sent.
    await waitFor(async () => (await createNotificationsRepository(t.database.db).pendingFor(raised.id)).length === 0, 'the step removed');
  });

  it('stops when the alarm is acknowledged before the deadline', async () => {
    clock = minutes(100);
    const raised = alarm();
    await t.app.notifier.alarmRaised(raised);
    expect(await createNotificationsRepository(t.database.db).pendingFor(raised.id)).toHaveLength(1);
    clock = minutes(105);
    await t.app.notifier.alarmSettled(raised.id);
    expect(await createNotificationsRepository(t.database.db).pendingFor(raised.id)).toEqual([]);
    clock = minutes(200);
    expect(await t.app.notifier.runDue()).toBe(0);
    expect(escalated(raised.id)).toEqual([]);
  });

  it('runs each due step once when two instances claim at the same time (FOR UPDATE SKIP LOCKED)', async () => {
    // Two notifiers with their own repositories on the same database, as two server instances.
    const runtimes = [0, 1].map(() =>
      createNotifier({
        repo: createNotificationsRepository(t.database.db),
        log: t.app.log,
        push: () => undefined,
        sms: { name: 'none', send: async () => undefined },
        mail: { name: 'none', send: async () => undefined },
        options: { now: () => clock, tickMs: 0 },
      }),
    );
    await t.app.notifier.stop();
    const admin = await t.login();
    await t.request({
      method: 'PUT',
      url: `/api/v1/notifications/company?companyId=${facts.companyId}`,
      token: admin,
      payload: { escalation: [{ afterMinutes: 1, channel: 'webhook', userIds: [] }] },
    });
    clock = minutes(1_000);
    const raised = Array.from({ length: 12 }, () => alarm());
    for (const entry of raised) await runtimes[0]!.alarmRaised(entry);
    clock = minutes(1_002);
    let ran = 0;
    for (;;) {
      const counts = await Promise.all(runtimes.map((runtime) => runtime.runDue()));
      ran += counts[0]! + counts[1]!;
      if (counts[0] === 0 && counts[1] === 0) break;
    }
    expect(ran).toBe(12);
    const ids = raised.map((entry) => entry.id);
    const posted = ids.flatMap((id) => escalated(id).map((body) => body.alarmId));
    expect(posted.sort()).toEqual([...ids].sort());
  });

  it('keeps a step whose send crashed after the claim, and a later tick delivers it once its lease has run out', async () => {
    await t.app.notifier.stop();
    const admin = await t.login();
    await t.request({
      method: 'PUT',
      url: `/api/v1/notifications/company?companyId=${facts.companyId}`,
      token: admin,
      payload: { escalation: [{ afterMinutes: 1, channel: 'inApp', userIds: [bobId] }] },
    });
    const real = createNotificationsRepository(t.database.db);
    let crash = true;
    // The instance dies in the middle of the send: the claim is made, nothing is delivered.
    const repo = {
      ...real,
      usersOfCompany: async (...args: Parameters<typeof real.usersOfCompany>) => {
        if (crash) throw new Error('instance went down mid-send');
        return real.usersOfCompany(...args);
      },
    };
    const runtime = createNotifier({
      repo,
      log: t.app.log,
      push: () => undefined,
      sms: { name: 'none', send: async () => undefined },
      mail: { name: 'none', send: async () => undefined },
      options: { now: () => clock, tickMs: 0 },
    });
    clock = minutes(2_000);
    const raised = alarm();
    await runtime.alarmRaised(raised);
    const bobsEntries = async () => (await bobsAlarms()).filter((item: any) => item.subject.id === raised.id);

    clock = minutes(2_001);
    expect(await runtime.runDue()).toBe(0);
    const [held] = await real.pendingFor(raised.id);
    expect(held).toMatchObject({ step: 0, attempts: 1, claimedUntil: new Date(clock.getTime() + ESCALATION_LEASE_MS) });
    expect(await bobsEntries()).toEqual([]);

    // Within the lease nobody takes it again, even with the send working now.
    crash = false;
    clock = new Date(minutes(2_001).getTime() + ESCALATION_LEASE_MS - 1);
    expect(await runtime.runDue()).toBe(0);
    expect(await bobsEntries()).toEqual([]);

    // The lease has run out: a later tick delivers it, once, and the step is gone.
    clock = new Date(minutes(2_001).getTime() + ESCALATION_LEASE_MS);
    expect(await runtime.runDue()).toBe(1);
    expect(await runtime.runDue()).toBe(0);
    expect((await bobsEntries()).map((item: any) => item.title['en-US'])).toEqual(['[Escalated] Pressure too low']);
    expect(await real.pendingFor(raised.id)).toEqual([]);
  });
});
