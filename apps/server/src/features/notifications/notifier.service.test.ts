import { DEFAULT_PREFERENCES } from '@fieldlink/domain';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { NotificationChannel } from './channels/channel.js';
import type {
  CompanySettingsRow,
  DeliveryInsert,
  NotificationsRepository,
  PendingEscalationRow,
  RecipientRow,
} from './notifications.repository.js';
import { ESCALATION_MAX_ATTEMPTS } from './escalation-ticker.js';
import { createChannelNotifier } from './notifier.service.js';
import type { RaisedAlarm } from './notifier.js';

const ann: RecipientRow = {
  id: 1,
  companyId: 5,
  grade: 2,
  phone: '13700000001',
  email: 'ann@example.com',
  wechatOpenId: null,
  smsPush: true,
  wechatPush: false,
  preferences: { ...DEFAULT_PREFERENCES, email: true },
};
const bob: RecipientRow = { ...ann, id: 2, phone: null, email: 'bob@example.com', smsPush: false, preferences: DEFAULT_PREFERENCES };

/** The repository as the notifier uses it, in memory. */
function fakeRepo(settings: Partial<CompanySettingsRow> = {}) {
  const deliveries: DeliveryInsert[] = [];
  const pending: PendingEscalationRow[] = [];
  const people = new Map([ann, bob].map((r) => [r.id, r]));
  const repo = {
    recipients: async (ids: readonly number[]) => ids.flatMap((id) => (people.has(id) ? [people.get(id)!] : [])),
    projectAudience: async () => [ann],
    usersOfCompany: async (_company: number, ids: readonly number[]) => ids.filter((id) => people.has(id)),
    roleHolders: async () => [],
    companySettings: async (companyId: number): Promise<CompanySettingsRow> => ({
      companyId,
      timeZone: 'Asia/Shanghai',
      webhookUrl: '',
      webhookSecret: '',
      escalation: [],
      quietBypassLevels: [3, 4],
      updatedAt: new Date(0),
      ...settings,
    }),
    recordDeliveries: async (rows: DeliveryInsert[]) => void deliveries.push(...rows),
    scheduleEscalations: async (rows: Omit<PendingEscalationRow, 'id' | 'createdAt' | 'claimedUntil' | 'attempts'>[]) =>
      void pending.push(
        ...rows.map((row, index) => ({ ...row, id: pending.length + index + 1, claimedUntil: null, attempts: 0, createdAt: new Date() })),
      ),
    cancelEscalations: async (alarmId: number) => {
      const before = pending.length;
      pending.splice(0, pending.length, ...pending.filter((row) => row.alarmId !== alarmId));
      return before - pending.length;
    },
    claimDue: async (now: Date, limit: number, leaseMs: number) => {
      const free = pending.filter((row) => row.dueAt <= now && (row.claimedUntil === null || row.claimedUntil <= now)).slice(0, limit);
      for (const row of free) Object.assign(row, { claimedUntil: new Date(now.getTime() + leaseMs), attempts: row.attempts + 1 });
      return free.map((row) => ({ ...row }));
    },
    finishEscalation: async (id: number) => void pending.splice(0, pending.length, ...pending.filter((row) => row.id !== id)),
  };
  return { repo: repo as unknown as NotificationsRepository, deliveries, pending };
}

function recordingChannel(name: NotificationChannel['name'], fail = false) {
  const sent: { to: string; title: string }[] = [];
  const channel: NotificationChannel = {
    name,
    address: (d) => (d.kind !== 'user' ? d.url : name === 'inApp' ? `user:${d.userId}` : name === 'sms' ? d.phone : d.email),
    async send(d, outgoing) {
      if (fail) throw new Error(`${name} is down`);
      sent.push({ to: this.address(d)!, title: outgoing.title });
    },
  };
  return { channel, sent };
}

const log = pino({ level: 'silent' });
const NOON = new Date('2026-01-15T04:00:00Z'); // 12:00 in Shanghai

describe('channel notifier (no database)', () => {
  it('keeps going when a channel fails, and records every outcome', async () => {
    const { repo, deliveries } = fakeRepo();
    const inApp = recordingChannel('inApp');
    const email = recordingChannel('email');
    const notifier = createChannelNotifier({
      repo,
      log,
      now: () => NOON,
      channels: { inApp: inApp.channel, sms: recordingChannel('sms', true).channel, email: email.channel },
    });
    await expect(
      notifier.notifyUsers([1, 1], {
        type: 'update',
        title: { 'zh-CN': '你好', 'en-US': 'Hello' },
        body: { 'zh-CN': '', 'en-US': '' },
        companyId: 5,
      }),
    ).resolves.toBeUndefined();
    expect(inApp.sent).toEqual([{ to: 'user:1', title: '你好' }]);
    expect(email.sent).toEqual([{ to: 'ann@example.com', title: '你好' }]);
    expect(deliveries.map((d) => [d.channel, d.status])).toEqual([
      ['inApp', 'sent'],
      ['sms', 'failed'],
      ['email', 'sent'],
    ]);
  });

  it('runs an immediate step at once, schedules the later one, and settling cancels it', async () => {
    const { repo, pending } = fakeRepo({
      escalation: [
        { afterMinutes: 0, channel: 'inApp', userIds: [2] },
        { afterMinutes: 10, channel: 'email', userIds: [2] },
      ],
    });
    const inApp = recordingChannel('inApp');
    const email = recordingChannel('email');
    let clock = NOON;
    const notifier = createChannelNotifier({ repo, log, now: () => clock, channels: { inApp: inApp.channel, email: email.channel } });
    const alarm: RaisedAlarm = {
      id: 9,
      companyId: 5,
      projectId: 3,
      deviceId: 1,
      pointId: 1,
      level: 2,
      title: { 'zh-CN': '过热', 'en-US': 'Too hot' },
      body: { 'zh-CN': '', 'en-US': '' },
      raisedAt: NOON,
    };
    await notifier.alarmRaised(alarm);
    expect(inApp.sent.map((s) => s.to)).toEqual(['user:1', 'user:2']);
    expect(inApp.sent[1]!.title).toBe('[升级] 过热');
    expect(pending.map((p) => [p.step, p.dueAt.toISOString()])).toEqual([[1, '2026-01-15T04:10:00.000Z']]);

    clock = new Date(NOON.getTime() + 10 * 60_000);
    expect(await notifier.runDue()).toBe(1);
    expect(email.sent.filter((s) => s.to === 'bob@example.com')).toHaveLength(1);

    await notifier.alarmRaised({ ...alarm, id: 10, raisedAt: clock });
    await notifier.alarmSettled(10);
    expect(pending).toEqual([]);
  });

  it('keeps a step whose send throws for its lease, tries it again after, and gives it up after a few claims', async () => {
    const { repo, pending } = fakeRepo({ escalation: [{ afterMinutes: 10, channel: 'inApp', userIds: [2] }] });
    repo.usersOfCompany = async () => {
      throw new Error('database gone');
    };
    let clock = NOON;
    const notifier = createChannelNotifier({
      repo,
      log,
      now: () => clock,
      leaseMs: 60_000,
      channels: { inApp: recordingChannel('inApp').channel },
    });
    await notifier.alarmRaised({
      id: 11,
      companyId: 5,
      projectId: 3,
      deviceId: 1,
      pointId: 1,
      level: 2,
      title: { 'zh-CN': '过热', 'en-US': 'Too hot' },
      body: { 'zh-CN': '', 'en-US': '' },
      raisedAt: NOON,
    });
    clock = new Date(NOON.getTime() + 10 * 60_000);
    for (let attempt = 1; attempt < ESCALATION_MAX_ATTEMPTS; attempt++) {
      expect(await notifier.runDue()).toBe(0);
      expect(pending.map((p) => p.attempts)).toEqual([attempt]);
      // Held for its lease: the same moment claims nothing.
      expect(await notifier.runDue()).toBe(0);
      expect(pending.map((p) => p.attempts)).toEqual([attempt]);
      clock = new Date(clock.getTime() + 60_000);
    }
    expect(await notifier.runDue()).toBe(0);
    expect(pending).toEqual([]);
  });
});
