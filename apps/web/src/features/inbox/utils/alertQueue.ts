import type { NoticeType } from '@fieldlink/domain';
import type { InboxEntry } from '../../../lib/realtime/streamMessages';

/** Spec §9: the sound starts 500 ms after the notice. */
export const SOUND_DELAY_MS = 500;
/** Spec §9: the alarm and work-order poll runs every 10 000 ms. */
export const FEED_POLL_MS = 10_000;

export type AlertSound = 'alarm' | 'prompt';

/** Spec §4: the alarm type plays the alarm sound; the other types the prompt sound. */
export function soundOf(type: NoticeType): AlertSound {
  return type === 'alarm' ? 'alarm' : 'prompt';
}

/** The user's push settings as the alert window needs them. */
export interface AlertPreferences {
  /** Web voice alarm (the account's push switch). */
  sound: boolean;
  /** The alarm pop-up switch. */
  popup: boolean;
  /** Types the window shows and sounds for. */
  types: readonly NoticeType[];
}

/** Entries the window shows: open ones of the chosen types, newest first, each once. */
export function visibleEntries(entries: readonly InboxEntry[], types: readonly NoticeType[]): InboxEntry[] {
  const seen = new Set<number>();
  return [...entries]
    .filter((entry) => types.includes(entry.type) && !seen.has(entry.id) && seen.add(entry.id))
    .sort((a, b) => b.id - a.id);
}

/**
 * What to announce for newly arrived entries: the loudest sound among those shown (alarm over
 * prompt), and the alarm text to speak; nothing when sound is off or none is of a shown type.
 */
export function announcementFor(entries: readonly InboxEntry[], preferences: AlertPreferences, language: 'zh-CN' | 'en-US') {
  const shown = entries.filter((entry) => preferences.types.includes(entry.type));
  if (!preferences.sound || shown.length === 0) return undefined;
  const alarm = shown.find((entry) => entry.type === 'alarm');
  return { sound: alarm ? ('alarm' as const) : ('prompt' as const), speak: alarm ? alarm.title[language] : undefined };
}

/** Adds arrivals to the held entries (no duplicates), newest first. */
export function mergeEntries(held: readonly InboxEntry[], arrivals: readonly InboxEntry[]): InboxEntry[] {
  const byId = new Map(held.map((entry) => [entry.id, entry]));
  for (const entry of arrivals) byId.set(entry.id, entry);
  return [...byId.values()].sort((a, b) => b.id - a.id);
}
