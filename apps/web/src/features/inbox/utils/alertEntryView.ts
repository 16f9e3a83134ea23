import type { Language } from '@fieldlink/domain';
import type { InboxEntry } from '../../../lib/realtime/streamMessages';
import { entryColor, entryKind, entryTime } from '../components/EntryMeta';
import { alertText, type AlertText } from './alertText';
import { type CatalogKey } from '../../../i18n/useTranslation';

/** An entry of the alert window as both shells show it (the desktop list, the phone's list and banner). */
export interface AlertEntryView extends AlertText {
  id: number;
  /** What kind of entry it is, in words ("Alarm · Severe"). */
  kind: string;
  /** The alarm level's colour, or the prompt colour: the entry's left stripe and icon. */
  color: string;
  time: string;
  unread: boolean;
  /**
   * The line under the entry's type tag and the one after it: the kind is not said again (a headline
   * that is only the kind gives way to the detail).
   */
  main: string;
  second?: string;
}

export function alertEntryView(entry: InboxEntry, language: Language, t: (key: CatalogKey) => string): AlertEntryView {
  const kind = entryKind(entry, t);
  const text = alertText(entry, language, kind);
  const underTag = text.headline === kind;
  return {
    ...text,
    id: entry.id,
    kind,
    color: entryColor(entry),
    time: entryTime(entry, language),
    unread: !entry.read,
    main: underTag ? (text.detail ?? kind) : text.headline,
    second: underTag ? undefined : text.detail,
  };
}
