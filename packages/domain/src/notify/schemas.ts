import { z } from 'zod';
import { NOTICE_TYPES } from '../account/notices.js';
import { LANGUAGES } from '../language.js';
import { ALARM_LEVELS, type AlarmLevel } from '../alarm/levels.js';
import { isTimeZone } from '../maintenance/zoned-time.js';

/** How a notification can reach a person. In-app (the inbox) always works; the others need settings. */
export const NOTIFY_CHANNELS = ['inApp', 'sms', 'wechat', 'email', 'webhook'] as const;
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];
/** The channels a user switches on for themselves (SMS and WeChat are the account's push switches). */
export const PERSONAL_CHANNELS = ['sms', 'wechat', 'email'] as const;
export type PersonalChannel = (typeof PERSONAL_CHANNELS)[number];

/**
 * Alarm levels that still go out on SMS, WeChat and e-mail in quiet hours, unless the company
 * chooses others. The spec names the levels 1 normal, 2 general, 3 severe, 4 warning (red), so
 * severe and warning break the quiet; normal and general wait for the morning (the inbox gets all).
 */
export const DEFAULT_QUIET_BYPASS_LEVELS: AlarmLevel[] = [3, 4];

/** 'HH:MM', 00:00 to 23:59. */
export const CLOCK_TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const ClockTimeSchema = z.string().regex(CLOCK_TIME, { message: 'validation.clockTime' });

export const QuietHoursSchema = z.object({
  enabled: z.boolean(),
  /** Local time in the company's time zone; a start after the end spans midnight. */
  start: ClockTimeSchema,
  end: ClockTimeSchema,
});
export type QuietHours = z.infer<typeof QuietHoursSchema>;

/** A user's notification preferences beside the account's push switches (spec §4). */
export const NotificationPreferencesSchema = z.object({
  /** Inbox entry types the alert window shows and sounds for. */
  types: z.array(z.enum(NOTICE_TYPES)).max(NOTICE_TYPES.length),
  /** Alarm levels the user is told about. */
  levels: z.array(z.literal(ALARM_LEVELS)).max(ALARM_LEVELS.length),
  /** Projects the user follows for alarms; empty follows every project they may see. */
  projectIds: z.array(z.number().int().positive()).max(500),
  /** E-mail alongside the account's SMS and WeChat switches. */
  email: z.boolean(),
  quietHours: QuietHoursSchema,
  /** The language SMS, WeChat and e-mail are written in. */
  language: z.enum(LANGUAGES),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

// The defaults live in a module without schemas (the phone's alert window reads them without loading zod).
export { DEFAULT_PREFERENCES } from './defaults.js';

export const ESCALATION_MAX_STEPS = 10;
export const ESCALATION_MAX_MINUTES = 7 * 24 * 60;

/** One step: after `afterMinutes` unacknowledged, tell these people on this channel. */
export const EscalationStepSchema = z.object({
  afterMinutes: z.number().int().min(0).max(ESCALATION_MAX_MINUTES),
  channel: z.enum(NOTIFY_CHANNELS),
  /** Who: the named users, the holders of a role, or (neither) the alarm's subscribers. Webhook ignores it. */
  userIds: z.array(z.number().int().positive()).max(100).default([]),
  roleId: z.number().int().positive().nullish(),
});
export type EscalationStep = z.infer<typeof EscalationStepSchema>;

export const WEBHOOK_SECRET_MIN_LENGTH = 16;
export const WEBHOOK_SECRET_MAX_LENGTH = 200;
export const WEBHOOK_URL_MAX_LENGTH = 500;

/** A company's notification set-up (company administrators). */
export const CompanyNotificationSettingsSchema = z.object({
  /** The company's IANA zone (`companies.time_zone`): quiet hours and maintenance plans are read in it. */
  timeZone: z.string().refine(isTimeZone, { message: 'validation.timeZone' }),
  webhookUrl: z
    .string()
    .trim()
    .max(WEBHOOK_URL_MAX_LENGTH)
    .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), { message: 'validation.webhookUrl' }),
  escalation: z.array(EscalationStepSchema).max(ESCALATION_MAX_STEPS),
  /** Alarm levels that break users' quiet hours on SMS, WeChat and e-mail. */
  quietBypassLevels: z.array(z.literal(ALARM_LEVELS)).max(ALARM_LEVELS.length),
});
export type CompanyNotificationSettings = z.infer<typeof CompanyNotificationSettingsSchema>;

export const CompanyNotificationUpdateSchema = CompanyNotificationSettingsSchema.partial().extend({
  /** A new webhook secret; omitted keeps the one held, '' removes it. */
  webhookSecret: z
    .string()
    .max(WEBHOOK_SECRET_MAX_LENGTH)
    .refine((value) => value === '' || value.length >= WEBHOOK_SECRET_MIN_LENGTH, { message: 'validation.webhookSecret' })
    .optional(),
});
export type CompanyNotificationUpdate = z.infer<typeof CompanyNotificationUpdateSchema>;
