import type { Language } from '@fieldlink/domain';

/** Text in both languages; each recipient gets theirs. */
export type BilingualText = Record<Language, string>;

/** The alert-window entry types of spec §2/§4. */
export type InboxType = 'alarm' | 'maintainSubmit' | 'maintainList' | 'maintainMine' | 'update';

export interface UserMessage {
  type: InboxType;
  title: BilingualText;
  body: BilingualText;
  /** In-app path the entry opens, e.g. `/orderReview?id=12`. */
  link?: string;
  /** The company the message is about (for channel settings and audit). */
  companyId: number | null;
  projectId?: number | null;
  /** What it is about, e.g. { kind: 'workOrder', id: 12 }. */
  subject?: { kind: string; id: number };
}

/** An alarm as the notifier needs it. */
export interface RaisedAlarm {
  id: number;
  companyId: number;
  projectId: number;
  deviceId: number;
  pointId: number;
  level: 1 | 2 | 3 | 4;
  title: BilingualText;
  body: BilingualText;
  raisedAt: Date;
}

/**
 * The one way the features reach people: in-app inbox (and stream push), SMS, WeChat template
 * message, e-mail, webhook, chosen by each user's subscriptions, quiet hours and escalation.
 */
export interface Notifier {
  /** Tell these users (work-order events, maintenance notices, updates). */
  notifyUsers(userIds: readonly number[], message: UserMessage): Promise<void>;
  /** An alarm was raised: the subscribers of its project and level are told; escalation starts. */
  alarmRaised(alarm: RaisedAlarm): Promise<void>;
  /** An alarm was acknowledged or cleared: escalation stops. */
  alarmSettled(alarmId: number): Promise<void>;
}
