import type { AccountSettings } from '@fieldlink/domain';

/** The switches in the order the settings show them (spec §4 "Push settings" and the alarm pop-up). */
export const PUSH_SWITCHES = [
  'webVoiceAlarm',
  'webSmsPush',
  'wechatAlarm',
  'alarmPopup',
] as const satisfies readonly (keyof AccountSettings)[];

/** The three push switches; turning all of them off unbinds WeChat. */
const PUSH_CHANNELS = ['webVoiceAlarm', 'webSmsPush', 'wechatAlarm'] as const;

/** Whether saving `next` over `current` turns the last push switch off (the user is warned first). */
export function turnsLastPushOff(current: AccountSettings, next: AccountSettings): boolean {
  return PUSH_CHANNELS.some((key) => current[key]) && PUSH_CHANNELS.every((key) => !next[key]);
}
