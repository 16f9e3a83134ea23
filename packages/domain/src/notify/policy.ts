import type { AlarmLevel } from '../alarm/levels.js';
import { type EscalationStep, type NotificationPreferences, type NotifyChannel, type QuietHours } from './schemas.js';

/** Minutes since local midnight of `at` in `timeZone`. */
export function localMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const hour = Number(parts.find((part) => part.type === 'hour')?.value ?? 0);
  const minute = Number(parts.find((part) => part.type === 'minute')?.value ?? 0);
  return hour * 60 + minute;
}

function minutesOf(clock: string): number {
  const [hours = '0', minutes = '0'] = clock.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/**
 * Whether `at` falls in the quiet hours, read in the company's time zone. The window includes its
 * start and excludes its end; a start after the end spans midnight (22:00-07:00); equal start and
 * end is an empty window.
 */
export function inQuietHours(quiet: QuietHours, at: Date, timeZone: string): boolean {
  if (!quiet.enabled) return false;
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return false;
  const now = localMinutes(at, timeZone);
  return start < end ? now >= start && now < end : now >= start || now < end;
}

/** Whether a user follows alarms of this level on this project (empty project list: every project). */
export function followsAlarm(
  preferences: Pick<NotificationPreferences, 'levels' | 'projectIds'>,
  level: AlarmLevel,
  projectId: number,
): boolean {
  if (!preferences.levels.includes(level)) return false;
  return preferences.projectIds.length === 0 || preferences.projectIds.includes(projectId);
}

/** What the policy knows about one recipient. */
export interface Recipient {
  /** The account's push switches (spec §4): SMS and WeChat. */
  smsPush: boolean;
  wechatPush: boolean;
  preferences: NotificationPreferences;
  phone: string | null;
  email: string | null;
  wechatOpenId: string | null;
}

/** When and where a message goes out: the company's time zone and the levels that break quiet hours. */
export interface SendContext {
  at: Date;
  timeZone: string;
  quietBypassLevels: readonly AlarmLevel[];
}

/** Whether the recipient's quiet hours hold this message back from SMS, WeChat and e-mail. */
export function heldByQuietHours(recipient: Recipient, level: AlarmLevel | undefined, context: SendContext): boolean {
  if (level !== undefined && context.quietBypassLevels.includes(level)) return false;
  return inQuietHours(recipient.preferences.quietHours, context.at, context.timeZone);
}

/**
 * The personal channels one message goes out on to one recipient: the inbox always; SMS, WeChat
 * and e-mail when switched on and reachable, and outside quiet hours unless the alarm's level
 * breaks them.
 */
export function channelsFor(recipient: Recipient, level: AlarmLevel | undefined, context: SendContext): NotifyChannel[] {
  const channels: NotifyChannel[] = ['inApp'];
  if (heldByQuietHours(recipient, level, context)) return channels;
  if (recipient.smsPush && recipient.phone) channels.push('sms');
  if (recipient.wechatPush && recipient.wechatOpenId) channels.push('wechat');
  if (recipient.preferences.email && recipient.email) channels.push('email');
  return channels;
}

/**
 * Whether an escalation step's channel may reach a recipient: the step chooses the channel (the
 * personal switches do not apply), but quiet hours and a missing address still do.
 */
export function mayUseChannel(channel: NotifyChannel, recipient: Recipient, level: AlarmLevel | undefined, context: SendContext): boolean {
  if (channel === 'inApp' || channel === 'webhook') return true;
  if (heldByQuietHours(recipient, level, context)) return false;
  if (channel === 'sms') return recipient.phone !== null;
  if (channel === 'wechat') return recipient.wechatOpenId !== null;
  return recipient.email !== null;
}

/** An escalation step with its due time. */
export interface ScheduledStep {
  step: number;
  dueAt: Date;
}

/**
 * The escalation schedule of an alarm raised at `raisedAt`: each step, in the policy's order, due
 * `afterMinutes` after the alarm. Steps are run in order of due time; equal times keep their order.
 */
export function escalationSchedule(steps: readonly EscalationStep[], raisedAt: Date): ScheduledStep[] {
  return steps
    .map((step, index) => ({ step: index, dueAt: new Date(raisedAt.getTime() + step.afterMinutes * 60_000) }))
    .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime() || a.step - b.step);
}

/** The steps due now (immediately at raise) and those for later. */
export function splitDue(schedule: readonly ScheduledStep[], now: Date): { due: ScheduledStep[]; later: ScheduledStep[] } {
  return {
    due: schedule.filter((entry) => entry.dueAt.getTime() <= now.getTime()),
    later: schedule.filter((entry) => entry.dueAt.getTime() > now.getTime()),
  };
}
