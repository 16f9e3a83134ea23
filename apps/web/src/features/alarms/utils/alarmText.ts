import type { AlarmRow } from '../api/alarmsApi';

/** The alarm's text in the page's language. */
export function alarmText(alarm: Pick<AlarmRow, 'textZh' | 'textEn'>, language: string): string {
  return language === 'en-US' ? alarm.textEn : alarm.textZh;
}
