import type { Language } from '@fieldlink/domain';
import type { InboxEntry } from '../../../lib/realtime/streamMessages';

export interface AlertText {
  /** The first line: the entry's title, or what kind of entry it is when the title says no more than the body. */
  headline: string;
  /** The second line, only when it adds something the headline does not say. */
  detail?: string;
}

const said = (text: string) => text.trim();

/**
 * The two lines of an alert (pop-up, banner, list) without saying the same thing twice. An alarm's
 * title and body are often one text ("[Alarm] Barrel temperature high: 233.4 ℃"); then the headline
 * is the kind of entry (`kind`, e.g. "Alarm · Severe") and the text the detail.
 */
export function alertText(entry: InboxEntry, language: Language, kind: string): AlertText {
  const title = said(entry.title[language]);
  const body = said(entry.body[language]);
  // Under the kind, a text's own "[Alarm]" tag would say it twice.
  const under = (text: string) => (text ? { headline: kind, detail: text.replace(/^\[[^\]]{1,16}\]\s*/, '') } : { headline: kind });
  if (!body || body === title) return under(title);
  if (!title) return under(body);
  if (body.includes(title)) return under(body);
  if (title.includes(body)) return under(title);
  return { headline: title, detail: body };
}

/** Entries the badge counts: those not read yet. */
export function unreadCount(entries: readonly InboxEntry[]): number {
  return entries.filter((entry) => !entry.read).length;
}
