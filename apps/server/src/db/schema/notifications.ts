import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { AlarmLevel, EscalationStep, NoticeType, NotificationPreferences, NotifyChannel } from '@fieldlink/domain';
import { companies } from './companies.js';
import { users } from './users.js';

/** One entry of a user's alert window (the in-app channel), in both languages. */
export const userMessages = pgTable(
  'user_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    type: text('type').$type<NoticeType>().notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    bodyZh: text('body_zh').notNull().default(''),
    bodyEn: text('body_en').notNull().default(''),
    link: text('link'),
    subjectKind: text('subject_kind'),
    subjectId: integer('subject_id'),
    /** The alarm's level, for alarm entries (colour and sound). */
    level: integer('level'),
    readAt: timestamp('read_at', { withTimezone: true }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_messages_open')
      .on(t.userId, t.id)
      .where(sql`${t.dismissedAt} is null`),
  ],
);

/** Every attempt to reach someone on a channel, and how it went. */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    alarmId: integer('alarm_id'),
    messageType: text('message_type').$type<NoticeType>().notNull(),
    channel: text('channel').$type<NotifyChannel>().notNull(),
    /** Phone, address, openid, webhook URL or `user:<id>`. */
    recipient: text('recipient').notNull(),
    /** sent; failed (the service refused or did not answer); skipped (quiet hours, no address). */
    status: text('status').$type<'sent' | 'failed' | 'skipped'>().notNull(),
    error: text('error'),
    /** 0 for the first notice, the escalation step's number + 1 after that. */
    attempt: integer('attempt').notNull().default(0),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notification_deliveries_company').on(t.companyId, t.id), index('notification_deliveries_alarm').on(t.alarmId)],
);

/** A user's notification preferences (types, levels, projects, e-mail, quiet hours) and the feed's last poll. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  preferences: jsonb('preferences').$type<NotificationPreferences>().notNull(),
  /** The newest inbox id the polling feed has handed out (spec §7 newalarmandworkorders). */
  feedCursor: integer('feed_cursor').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A company's webhook (URL and signing secret) and escalation policy; its time zone is `companies.time_zone`. */
export const companyNotificationSettings = pgTable('company_notification_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  webhookUrl: text('webhook_url').notNull().default(''),
  /** HMAC-SHA256 key for the signature header; kept to sign, never answered. */
  webhookSecret: text('webhook_secret').notNull().default(''),
  escalation: jsonb('escalation').$type<EscalationStep[]>().notNull().default([]),
  /** Alarm levels that break users' quiet hours on SMS, WeChat and e-mail. */
  quietBypassLevels: jsonb('quiet_bypass_levels').$type<AlarmLevel[]>().notNull().default([3, 4]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What an escalation step needs when it comes due (the alarm as it was raised). */
export interface EscalationPayload {
  /** The step as the policy said when the alarm was raised. */
  action: EscalationStep;
  projectId: number;
  deviceId: number;
  level: AlarmLevel;
  title: { 'zh-CN': string; 'en-US': string };
  body: { 'zh-CN': string; 'en-US': string };
  raisedAt: string;
}

/**
 * Escalation steps waiting for their time. A ticker on any instance claims due rows with
 * `FOR UPDATE SKIP LOCKED` for a lease (`claimed_until`) and deletes a step once sent, so each step
 * runs once; a send that crashes leaves the row, claimed again when its lease has run out.
 * Settling the alarm deletes what is left.
 */
export const pendingEscalations = pgTable(
  'pending_escalations',
  {
    id: serial('id').primaryKey(),
    alarmId: integer('alarm_id').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    step: integer('step').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    payload: jsonb('payload').$type<EscalationPayload>().notNull(),
    /** Held by the ticker that claimed it until then (null: never claimed). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** Claims so far; a step that keeps failing is dropped after a few. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pending_escalations_due').on(t.dueAt), index('pending_escalations_alarm').on(t.alarmId)],
);
