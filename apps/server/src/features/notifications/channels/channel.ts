import type { AlarmLevel, Language, NotifyChannel } from '@fieldlink/domain';
import type { InboxType, UserMessage } from '../notifier.js';

/** A message on its way to one recipient: the text already in the recipient's language. */
export interface Outgoing {
  type: InboxType;
  language: Language;
  title: string;
  body: string;
  /** In-app path, e.g. `/orderReview?id=12`. */
  link: string | undefined;
  /** The message as the feature wrote it (both languages), for channels that carry both. */
  message: UserMessage;
  level?: AlarmLevel | undefined;
  alarmId?: number | undefined;
  /** 0 for the first notice, step + 1 for an escalation step. */
  attempt: number;
}

/** Where a message goes: a user's contact on a personal channel, or the company's webhook. */
export type Destination =
  | { kind: 'user'; userId: number; phone: string | null; email: string | null; wechatOpenId: string | null }
  | { kind: 'webhook'; url: string; secret: string };

/**
 * One way of reaching people. `address` names the recipient as recorded in the deliveries (null
 * when the destination cannot be reached this way); `send` throws when the outside service refuses.
 */
export interface NotificationChannel {
  readonly name: NotifyChannel;
  address(destination: Destination): string | null;
  send(destination: Destination, outgoing: Outgoing): Promise<void>;
}

/** The absolute link for outside channels, when the public URL is known. */
export function absoluteLink(publicUrl: string | undefined, link: string | undefined): string | undefined {
  if (!link) return publicUrl;
  if (!publicUrl) return undefined;
  return `${publicUrl.replace(/\/$/, '')}/#${link}`;
}
