import { ALARM_LEVEL_COLORS, isAlarmLevel, type Language } from '@fieldlink/domain';
import dayjs from 'dayjs';
import type { InboxEntry } from '../../../lib/realtime/streamMessages';
import { type CatalogKey } from '../../../i18n/useTranslation';

/** The alarm level's colour (spec §9), or the prompt colour for the other types. */
export function entryColor(entry: InboxEntry): string {
  return entry.type === 'alarm' && isAlarmLevel(entry.level) ? ALARM_LEVEL_COLORS[entry.level] : '#1677ff';
}

export function entryTime(entry: InboxEntry, language: Language): string {
  return dayjs(entry.createdAt)
    .locale(language === 'zh-CN' ? 'zh-cn' : 'en')
    .format('MM-DD HH:mm:ss');
}

/** What kind of entry it is, in words: "Alarm · Severe", "Repair submitted". */
export function entryKind(entry: InboxEntry, t: (key: CatalogKey) => string): string {
  const type = t(`notices:types.${entry.type}`);
  return entry.type === 'alarm' && isAlarmLevel(entry.level) ? `${type} · ${t(`alarms:levels.${entry.level}`)}` : type;
}
