import {
  channelsFor,
  findPage,
  escalationSchedule,
  followsAlarm,
  mayUseChannel,
  splitDue,
  heldByQuietHours,
  type AlarmLevel,
  type NotifyChannel,
  type SendContext,
} from '@fieldlink/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { EscalationPayload } from '../../db/schema/index.js';
import type { Destination, NotificationChannel, Outgoing } from './channels/channel.js';
import type {
  CompanySettingsRow,
  DeliveryInsert,
  NotificationsRepository,
  PendingEscalationRow,
  RecipientRow,
} from './notifications.repository.js';
import { createEscalationTicker, ESCALATION_LEASE_MS } from './escalation-ticker.js';
import type { Notifier, RaisedAlarm, UserMessage } from './notifier.js';

/** The in-app channel always exists; the others when the server is configured for them. */
export type ChannelSet = { inApp: NotificationChannel } & Partial<Record<Exclude<NotifyChannel, 'inApp'>, NotificationChannel>>;

export interface NotifierDeps {
  repo: NotificationsRepository;
  channels: ChannelSet;
  log: FastifyBaseLogger;
  /** The clock (tests move it to bring escalation steps due). */
  now?: () => Date;
  /** How often the escalation ticker looks for due steps. */
  tickMs?: number;
  /** Steps one tick takes at most. */
  claimBatch?: number;
  /** How long a claimed step is held: a send that crashed is tried again after it. */
  leaseMs?: number;
}

export interface DeliveryOutcome {
  channel: NotifyChannel;
  recipient: string;
  status: 'sent' | 'failed' | 'skipped';
  error: string | null;
}

/** The notifier with its escalation ticker (started by the app, stopped on close). */
export interface NotificationsRuntime extends Notifier {
  /** Runs the escalation steps due now (leased with SKIP LOCKED); answers how many were sent. */
  runDue(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
  /** Sends a message to these users and answers each channel's outcome (the settings page's test). */
  deliverNow(userIds: readonly number[], message: UserMessage): Promise<DeliveryOutcome[]>;
}

/** Where the alarm entry opens: the alarms page (the web maps it to the shell's own path). */
export const alarmLink = (alarmId: number) => `${findPage('alarm_records')?.paths.desktop ?? '/alarm_records'}?alarmId=${alarmId}`;

function contextOf(settings: CompanySettingsRow, at: Date): SendContext {
  return { at, timeZone: settings.timeZone, quietBypassLevels: settings.quietBypassLevels };
}

function destinationOf(recipient: RecipientRow): Destination {
  return { kind: 'user', userId: recipient.id, phone: recipient.phone, email: recipient.email, wechatOpenId: recipient.wechatOpenId };
}

interface Picked {
  channels: NotifyChannel[];
  skipped: { channel: NotifyChannel; reason: string }[];
}

/** The recipient's own channels now, and those their quiet hours hold back (recorded as skipped). */
function personalChannels(recipient: RecipientRow, level: AlarmLevel | undefined, context: SendContext): Picked {
  const channels = channelsFor(recipient, level, context);
  const awake = {
    ...recipient,
    preferences: { ...recipient.preferences, quietHours: { ...recipient.preferences.quietHours, enabled: false } },
  };
  const held = channelsFor(awake, level, context).filter((channel) => !channels.includes(channel));
  return { channels, skipped: held.map((channel) => ({ channel, reason: 'quiet hours' })) };
}

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

export function createChannelNotifier({
  repo,
  channels,
  log,
  now = () => new Date(),
  tickMs = 15_000,
  claimBatch = 50,
  leaseMs = ESCALATION_LEASE_MS,
}: NotifierDeps): NotificationsRuntime {
  const settingsOf = async (companyId: number | null): Promise<CompanySettingsRow> => repo.companySettings(companyId ?? 0);

  /** One send on one channel, never throwing: the outcome says how it went. */
  async function sendOne(channelName: NotifyChannel, destination: Destination, outgoing: Outgoing): Promise<DeliveryOutcome> {
    const channel = channels[channelName];
    const fallback = destination.kind === 'user' ? `user:${destination.userId}` : destination.url;
    if (!channel) return { channel: channelName, recipient: fallback, status: 'skipped', error: 'channel not configured' };
    const recipient = channel.address(destination);
    if (!recipient) return { channel: channelName, recipient: fallback, status: 'skipped', error: 'no address' };
    try {
      await channel.send(destination, outgoing);
      return { channel: channelName, recipient, status: 'sent', error: null };
    } catch (error) {
      log.warn({ channel: channelName, recipient, err: errorText(error) }, 'notification failed');
      return { channel: channelName, recipient, status: 'failed', error: errorText(error) };
    }
  }

  async function record(
    outcomes: DeliveryOutcome[],
    common: Omit<DeliveryInsert, 'channel' | 'recipient' | 'status' | 'error' | 'userId'>,
    users: (number | null)[],
  ) {
    try {
      await repo.recordDeliveries(outcomes.map((outcome, index) => ({ ...common, ...outcome, userId: users[index] ?? null })));
    } catch (error) {
      log.error({ err: errorText(error) }, 'recording deliveries failed');
    }
  }

  function outgoingFor(
    recipient: RecipientRow | undefined,
    message: UserMessage,
    extra: { level?: AlarmLevel | undefined; alarmId?: number | undefined; attempt: number },
  ): Outgoing {
    const language = recipient?.preferences.language ?? 'zh-CN';
    return {
      type: message.type,
      language,
      title: message.title[language],
      body: message.body[language],
      link: message.link,
      message,
      ...extra,
    };
  }

  /**
   * Sends a message to each recipient on the channels `pick` chooses (or skips with a reason) and
   * records every outcome. In-app goes first so the alert window never waits for an outside service.
   */
  async function deliverToUsers(
    recipients: RecipientRow[],
    message: UserMessage,
    extra: { level?: AlarmLevel | undefined; alarmId?: number | undefined; attempt: number },
    pick: (recipient: RecipientRow) => Picked,
  ): Promise<DeliveryOutcome[]> {
    const outcomes: DeliveryOutcome[] = [];
    const users: number[] = [];
    await Promise.all(
      recipients.map(async (recipient) => {
        const { channels: chosen, skipped } = pick(recipient);
        const outgoing = outgoingFor(recipient, message, extra);
        for (const channel of chosen) {
          outcomes.push(await sendOne(channel, destinationOf(recipient), outgoing));
          users.push(recipient.id);
        }
        for (const { channel, reason } of skipped) {
          outcomes.push({ channel, recipient: `user:${recipient.id}`, status: 'skipped', error: reason });
          users.push(recipient.id);
        }
      }),
    );
    await record(
      outcomes,
      { companyId: message.companyId, alarmId: extra.alarmId ?? null, messageType: message.type, attempt: extra.attempt },
      users,
    );
    return outcomes;
  }

  async function deliverToWebhook(
    settings: CompanySettingsRow,
    message: UserMessage,
    extra: { level?: AlarmLevel; alarmId?: number; attempt: number },
  ) {
    const destination: Destination = { kind: 'webhook', url: settings.webhookUrl, secret: settings.webhookSecret };
    const outcome = await sendOne('webhook', destination, outgoingFor(undefined, message, extra));
    await record(
      [outcome],
      { companyId: settings.companyId, alarmId: extra.alarmId ?? null, messageType: message.type, attempt: extra.attempt },
      [null],
    );
    return outcome;
  }

  async function notifyUsers(userIds: readonly number[], message: UserMessage): Promise<DeliveryOutcome[]> {
    const recipients = await repo.recipients([...new Set(userIds)]);
    if (recipients.length === 0) return [];
    const settings = await settingsOf(message.companyId ?? recipients[0]?.companyId ?? null);
    const context = contextOf(settings, now());
    return deliverToUsers(recipients, message, { attempt: 0 }, (recipient) => personalChannels(recipient, undefined, context));
  }

  function alarmMessage(payload: Pick<EscalationPayload, 'projectId' | 'title' | 'body'>, alarmId: number, companyId: number): UserMessage {
    return {
      type: 'alarm',
      title: payload.title,
      body: payload.body,
      link: alarmLink(alarmId),
      companyId,
      projectId: payload.projectId,
      subject: { kind: 'alarm', id: alarmId },
    };
  }

  /** Those of the project's people who follow alarms of this level there. */
  async function followers(companyId: number, projectId: number, level: AlarmLevel) {
    const audience = await repo.projectAudience(companyId, projectId);
    return audience.filter((recipient) => followsAlarm(recipient.preferences, level, projectId));
  }

  /** One escalation step: its channel to its people (named, a role's, or the followers), or the webhook. */
  async function runStep(row: Pick<PendingEscalationRow, 'alarmId' | 'companyId' | 'step' | 'payload'>) {
    const { payload, alarmId, companyId } = row;
    const { action, level } = payload;
    const settings = await settingsOf(companyId);
    // Marked as an escalation, so the people already told see why it comes again.
    const message = alarmMessage(
      { ...payload, title: { 'zh-CN': `[升级] ${payload.title['zh-CN']}`, 'en-US': `[Escalated] ${payload.title['en-US']}` } },
      alarmId,
      companyId,
    );
    const extra = { level, alarmId, attempt: row.step + 1 };
    if (action.channel === 'webhook') {
      if (settings.webhookUrl) await deliverToWebhook(settings, message, extra);
      return;
    }
    const named = [
      ...(await repo.usersOfCompany(companyId, action.userIds)),
      ...(action.roleId ? await repo.roleHolders(companyId, action.roleId) : []),
    ];
    const recipients =
      named.length > 0 || action.roleId ? await repo.recipients([...new Set(named)]) : await followers(companyId, payload.projectId, level);
    const context = contextOf(settings, now());
    await deliverToUsers(recipients, message, extra, (recipient) =>
      mayUseChannel(action.channel, recipient, level, context)
        ? { channels: [action.channel], skipped: [] }
        : {
            channels: [],
            skipped: [{ channel: action.channel, reason: heldByQuietHours(recipient, level, context) ? 'quiet hours' : 'no address' }],
          },
    );
  }

  async function alarmRaised(alarm: RaisedAlarm) {
    const settings = await settingsOf(alarm.companyId);
    const payloadBase = {
      projectId: alarm.projectId,
      deviceId: alarm.deviceId,
      level: alarm.level,
      title: alarm.title,
      body: alarm.body,
      raisedAt: alarm.raisedAt.toISOString(),
    };
    const message = alarmMessage(payloadBase, alarm.id, alarm.companyId);
    const at = now();
    const context = contextOf(settings, at);
    const audience = await followers(alarm.companyId, alarm.projectId, alarm.level);
    await deliverToUsers(audience, message, { level: alarm.level, alarmId: alarm.id, attempt: 0 }, (recipient) =>
      personalChannels(recipient, alarm.level, context),
    );
    if (settings.webhookUrl) await deliverToWebhook(settings, message, { level: alarm.level, alarmId: alarm.id, attempt: 0 });

    const { due, later } = splitDue(escalationSchedule(settings.escalation, alarm.raisedAt), at);
    await repo.scheduleEscalations(
      later.map(({ step, dueAt }) => ({
        alarmId: alarm.id,
        companyId: alarm.companyId,
        step,
        dueAt,
        payload: { ...payloadBase, action: settings.escalation[step]! },
      })),
    );
    for (const { step } of due) {
      await runStep({
        alarmId: alarm.id,
        companyId: alarm.companyId,
        step,
        payload: { ...payloadBase, action: settings.escalation[step]! },
      });
    }
  }

  const escalations = createEscalationTicker({ repo, runStep, log, now, tickMs, claimBatch, leaseMs });

  /** Never throws: the callers are the features, whose own work must not fail on a notification. */
  const guarded =
    <A extends unknown[]>(name: string, run: (...args: A) => Promise<unknown>) =>
    async (...args: A): Promise<void> => {
      try {
        await run(...args);
      } catch (error) {
        log.error({ err: errorText(error) }, `${name} failed`);
      }
    };

  return {
    notifyUsers: guarded('notify users', notifyUsers),
    alarmRaised: guarded('alarm notification', alarmRaised),
    alarmSettled: guarded('alarm settle', (alarmId: number) => repo.cancelEscalations(alarmId)),
    deliverNow: notifyUsers,
    runDue: escalations.tick,
    start: escalations.start,
    stop: escalations.stop,
  };
}
