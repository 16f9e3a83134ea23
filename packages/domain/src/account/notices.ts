import { z } from 'zod';
import { NOTICE_BODY_MAX_LENGTH, NOTICE_TITLE_MAX_LENGTH, NOTICE_TYPES } from './notice-types.js';

// The types and limits live in a module without schemas (the alert window reads them without loading zod).
export { NOTICE_BODY_MAX_LENGTH, NOTICE_TITLE_MAX_LENGTH, NOTICE_TYPES, type NoticeType } from './notice-types.js';

export const NoticeCreateSchema = z.object({
  title: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required' })
    .max(NOTICE_TITLE_MAX_LENGTH, { message: 'validation.tooLong' }),
  body: z.string().trim().max(NOTICE_BODY_MAX_LENGTH, { message: 'validation.tooLong' }).default(''),
  type: z.enum(NOTICE_TYPES).default('update'),
  /** null addresses every company (grade 0 only); otherwise the publisher's company. */
  companyId: z.number().int().positive().nullish(),
});
export type NoticeCreate = z.infer<typeof NoticeCreateSchema>;

export const NoticeSchema = z.object({
  id: z.number(),
  type: z.enum(NOTICE_TYPES),
  title: z.string(),
  body: z.string(),
  companyId: z.number().nullable(),
  createdAt: z.date(),
  read: z.boolean(),
});
export type Notice = z.infer<typeof NoticeSchema>;

/** Personal push and pop-up switches (spec §4 "Push settings"). */
export const AccountSettingsSchema = z.object({
  webVoiceAlarm: z.boolean(),
  webSmsPush: z.boolean(),
  wechatAlarm: z.boolean(),
  alarmPopup: z.boolean(),
});
export type AccountSettings = z.infer<typeof AccountSettingsSchema>;
export const LOGO_TEXT_MAX_LENGTH = 20;
/** Upload limits (spec §5, §9). */
export const AVATAR_MAX_BYTES = 3 * 1024 * 1024;
