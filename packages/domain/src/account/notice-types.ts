/** Notice types (spec §3); alarm notices play the alarm sound, the others the prompt sound. */
export const NOTICE_TYPES = ['alarm', 'maintainSubmit', 'maintainList', 'maintainMine', 'update'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];
export const NOTICE_TITLE_MAX_LENGTH = 100;
export const NOTICE_BODY_MAX_LENGTH = 5000;
