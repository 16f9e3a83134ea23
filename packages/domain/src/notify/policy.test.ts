import { describe, expect, it } from 'vitest';
import {
  channelsFor,
  escalationSchedule,
  followsAlarm,
  inQuietHours,
  localMinutes,
  mayUseChannel,
  splitDue,
  type Recipient,
  type SendContext,
} from './policy.js';
import type { AlarmLevel } from '../alarm/levels.js';
import {
  CompanyNotificationSettingsSchema,
  CompanyNotificationUpdateSchema,
  DEFAULT_PREFERENCES,
  DEFAULT_QUIET_BYPASS_LEVELS,
  NotificationPreferencesSchema,
} from './schemas.js';

const SHANGHAI = 'Asia/Shanghai';
/** A UTC instant that is `hh:mm` in Shanghai (UTC+8, no daylight saving). */
const shanghai = (clock: string) => {
  const [h = 0, m = 0] = clock.split(':').map(Number);
  return new Date(Date.UTC(2026, 0, 15, h - 8, m));
};

describe('localMinutes', () => {
  it.each([
    ['2026-01-15T00:00:00Z', 'UTC', 0],
    ['2026-01-15T15:59:00Z', SHANGHAI, 23 * 60 + 59],
    ['2026-01-15T16:00:00Z', SHANGHAI, 0],
    ['2026-07-01T12:00:00Z', 'Europe/Berlin', 14 * 60],
    ['2026-01-01T12:00:00Z', 'Europe/Berlin', 13 * 60],
  ])('%s in %s is minute %i', (iso, zone, minutes) => {
    expect(localMinutes(new Date(iso), zone)).toBe(minutes);
  });
});

describe('inQuietHours', () => {
  const overnight = { enabled: true, start: '22:00', end: '07:00' };
  const daytime = { enabled: true, start: '12:00', end: '13:30' };
  it.each([
    [overnight, '21:59', false],
    [overnight, '22:00', true],
    [overnight, '23:59', true],
    [overnight, '00:00', true],
    [overnight, '06:59', true],
    [overnight, '07:00', false],
    [overnight, '12:00', false],
    [daytime, '11:59', false],
    [daytime, '12:00', true],
    [daytime, '13:29', true],
    [daytime, '13:30', false],
    [{ enabled: false, start: '00:00', end: '23:59' }, '12:00', false],
    [{ enabled: true, start: '08:00', end: '08:00' }, '08:00', false],
  ])('%o at %s local is %s', (quiet, clock, expected) => {
    expect(inQuietHours(quiet, shanghai(clock), SHANGHAI)).toBe(expected);
  });

  it('reads the window in the company time zone, not UTC', () => {
    // 23:00 in Shanghai is 15:00 UTC: quiet in Shanghai, not in London.
    const at = shanghai('23:00');
    expect(inQuietHours(overnight, at, SHANGHAI)).toBe(true);
    expect(inQuietHours(overnight, at, 'Europe/London')).toBe(false);
  });
});

describe('followsAlarm', () => {
  it.each([
    [{ levels: [1, 2, 3, 4], projectIds: [] }, 3, 7, true],
    [{ levels: [1, 2], projectIds: [] }, 3, 7, false],
    [{ levels: [1, 2], projectIds: [] }, 1, 7, true],
    [{ levels: [1], projectIds: [5] }, 1, 7, false],
    [{ levels: [1], projectIds: [5, 7] }, 1, 7, true],
  ] as const)('%o, level %i on project %i: %s', (preferences, level, project, expected) => {
    expect(followsAlarm({ levels: [...preferences.levels], projectIds: [...preferences.projectIds] }, level, project)).toBe(expected);
  });
});

const context = (clock: string, quietBypassLevels: AlarmLevel[] = DEFAULT_QUIET_BYPASS_LEVELS): SendContext => ({
  at: shanghai(clock),
  timeZone: SHANGHAI,
  quietBypassLevels,
});

describe('channelsFor', () => {
  const everything: Recipient = {
    smsPush: true,
    wechatPush: true,
    preferences: { ...DEFAULT_PREFERENCES, email: true, quietHours: { enabled: true, start: '22:00', end: '07:00' } },
    phone: '13800000000',
    email: 'ann@example.com',
    wechatOpenId: 'openid-ann',
  };
  it.each([
    ['daytime, every switch on', everything, undefined, '12:00', ['inApp', 'sms', 'wechat', 'email']],
    ['quiet hours, a work order', everything, undefined, '23:00', ['inApp']],
    ['quiet hours, a level 1 (normal) alarm', everything, 1, '03:00', ['inApp']],
    ['quiet hours, a level 2 (general) alarm', everything, 2, '03:00', ['inApp']],
    ['quiet hours, a level 3 (severe) alarm', everything, 3, '03:00', ['inApp', 'sms', 'wechat', 'email']],
    ['quiet hours, a level 4 (warning) alarm', everything, 4, '03:00', ['inApp', 'sms', 'wechat', 'email']],
    ['switches off', { ...everything, smsPush: false, wechatPush: false, preferences: DEFAULT_PREFERENCES }, 2, '12:00', ['inApp']],
    ['no phone, no openid, no address', { ...everything, phone: null, wechatOpenId: null, email: null }, 2, '12:00', ['inApp']],
  ] as const)('%s', (_name, recipient, level, clock, expected) => {
    expect(channelsFor(recipient, level, context(clock))).toEqual(expected);
  });

  it('lets the company choose which levels break quiet hours', () => {
    expect(channelsFor(everything, 2, context('03:00', [2]))).toEqual(['inApp', 'sms', 'wechat', 'email']);
    expect(channelsFor(everything, 4, context('03:00', []))).toEqual(['inApp']);
  });

  it.each([
    ['inApp', '23:00', 2, true],
    ['webhook', '23:00', 2, true],
    ['email', '23:00', 2, false],
    ['email', '23:00', 3, true],
    ['sms', '12:00', 1, true],
  ] as const)('an escalation step on %s at %s (level %i) may go: %s', (channel, clock, level, expected) => {
    expect(mayUseChannel(channel, everything, level, context(clock))).toBe(expected);
  });
  it('needs an address for a personal channel', () => {
    expect(mayUseChannel('sms', { ...everything, phone: null }, 3, context('12:00'))).toBe(false);
  });
});

describe('escalationSchedule', () => {
  const raisedAt = new Date('2026-01-15T08:00:00Z');
  const steps = [
    { afterMinutes: 0, channel: 'inApp' as const, userIds: [] },
    { afterMinutes: 15, channel: 'email' as const, userIds: [3] },
    { afterMinutes: 5, channel: 'sms' as const, userIds: [], roleId: 2 },
  ];
  it('puts each step at raise time plus its minutes, earliest first', () => {
    expect(escalationSchedule(steps, raisedAt)).toEqual([
      { step: 0, dueAt: new Date('2026-01-15T08:00:00Z') },
      { step: 2, dueAt: new Date('2026-01-15T08:05:00Z') },
      { step: 1, dueAt: new Date('2026-01-15T08:15:00Z') },
    ]);
  });
  it('splits the steps due now from later ones', () => {
    const { due, later } = splitDue(escalationSchedule(steps, raisedAt), raisedAt);
    expect(due.map((entry) => entry.step)).toEqual([0]);
    expect(later.map((entry) => entry.step)).toEqual([2, 1]);
  });
  it('is empty without a policy', () => {
    expect(escalationSchedule([], raisedAt)).toEqual([]);
  });
});

describe('schemas', () => {
  it.each([
    ['07:00', true],
    ['23:59', true],
    ['24:00', false],
    ['7:00', false],
    ['12:60', false],
  ])('quiet-hours time %s valid: %s', (clock, valid) => {
    const result = NotificationPreferencesSchema.safeParse({
      ...DEFAULT_PREFERENCES,
      quietHours: { enabled: true, start: clock, end: '08:00' },
    });
    expect(result.success).toBe(valid);
  });
  it.each([
    [{ timeZone: 'Asia/Shanghai', webhookUrl: '', escalation: [], quietBypassLevels: [3] }, true],
    [{ timeZone: 'Mars/Olympus', webhookUrl: '', escalation: [], quietBypassLevels: [3] }, false],
    [{ timeZone: 'UTC', webhookUrl: 'ftp://x', escalation: [], quietBypassLevels: [] }, false],
    [
      {
        timeZone: 'UTC',
        webhookUrl: 'https://hooks.example.com/a',
        escalation: [{ afterMinutes: -1, channel: 'sms' }],
        quietBypassLevels: [],
      },
      false,
    ],
    [{ timeZone: 'UTC', webhookUrl: '', escalation: [{ afterMinutes: 10, channel: 'webhook' }], quietBypassLevels: [] }, true],
  ])('company settings %o valid: %s', (settings, valid) => {
    expect(CompanyNotificationSettingsSchema.safeParse(settings).success).toBe(valid);
  });
  it.each([
    ['', true],
    ['short', false],
    ['0123456789abcdef', true],
  ])('webhook secret "%s" valid: %s', (secret, valid) => {
    expect(CompanyNotificationUpdateSchema.safeParse({ webhookSecret: secret }).success).toBe(valid);
  });
});
