import type { FastifyBaseLogger } from 'fastify';
import type { MailProvider } from '../../mail/index.js';
import type { SmsProvider } from '../../sms/index.js';
import type { WechatConfig } from '../../wechat/oauth.js';
import { emailChannel } from './channels/email.js';
import { inAppChannel } from './channels/in-app.js';
import { smsChannel } from './channels/sms.js';
import { webhookChannel } from './channels/webhook.js';
import { wechatChannel } from './channels/wechat.js';
import type { InboxEntry } from './inbox.presenter.js';
import type { NotificationsRepository } from './notifications.repository.js';
import { createChannelNotifier, type ChannelSet, type NotificationsRuntime } from './notifier.service.js';

export * from './notifier.js';
export { notificationsRoutes } from './notifications.routes.js';
export { createNotificationsService, type NotificationsService } from './notifications.service.js';
export { createNotificationsRepository, type NotificationsRepository } from './notifications.repository.js';
export type { NotificationsRuntime, DeliveryOutcome } from './notifier.service.js';
export type { InboxEntry } from './inbox.presenter.js';
export { webhookSignature, WEBHOOK_SIGNATURE_HEADER } from './channels/webhook.js';
export { createInboxRelay, type InboxRelay } from './inbox-relay.js';

/** Tuning and outside services of the notifier (app options; tests set the clock and the fakes). */
export interface NotificationsOptions {
  /** The clock escalation reads (tests move it). */
  now?: () => Date;
  /** Escalation ticker interval; 0 = no ticker (tests call `runDue`). */
  tickMs?: number;
  /** The web app's public address, for links in SMS, WeChat, e-mail and webhook bodies (PUBLIC_URL). */
  publicUrl?: string | undefined;
  /** The official account's alarm template (WECHAT_ALARM_TEMPLATE_ID); WeChat messages are off without it. */
  wechatTemplateId?: string | undefined;
  webhookTimeoutMs?: number;
}

/**
 * How every feature reaches people: the inbox (pushed over the stream), SMS and e-mail through the
 * configured providers, WeChat template messages when the official account and a template are
 * configured, and the company's signed webhook; chosen per user by settings, quiet hours and the
 * company's escalation policy.
 */
export function createNotifier({
  repo,
  log,
  push,
  sms,
  mail,
  wechat,
  options = {},
}: {
  repo: NotificationsRepository;
  log: FastifyBaseLogger;
  /** Delivers an entry to the user's open sockets (the live hub's user channel). */
  push: (userId: number, entry: InboxEntry) => void;
  sms: SmsProvider;
  mail: MailProvider;
  wechat?: WechatConfig | undefined;
  options?: NotificationsOptions;
}): NotificationsRuntime {
  const channels: ChannelSet = {
    inApp: inAppChannel(repo, push),
    sms: smsChannel(sms),
    email: emailChannel(mail, options.publicUrl),
    webhook: webhookChannel({ publicUrl: options.publicUrl, ...(options.webhookTimeoutMs ? { timeoutMs: options.webhookTimeoutMs } : {}) }),
  };
  if (wechat && options.wechatTemplateId) {
    channels.wechat = wechatChannel({ ...wechat, templateId: options.wechatTemplateId }, { publicUrl: options.publicUrl });
  }
  return createChannelNotifier({
    repo,
    channels,
    log,
    ...(options.now ? { now: options.now } : {}),
    ...(options.tickMs !== undefined ? { tickMs: options.tickMs } : {}),
  });
}
export type { BilingualText } from './notifier.js';
export type { Notifier } from './notifier.js';
