import type { Language } from '../language.js';
import type { WorkOrderStatus } from './states.js';

/** An order an alarm source (or geofence) opened before, as the alarm engine finds it. */
export interface AlarmOrder {
  id: number;
  status: WorkOrderStatus;
}

/** The statuses in which an order is still being worked: a recurrence joins it. */
const STILL_OPEN: readonly WorkOrderStatus[] = ['pending', 'dispatched', 'accepted', 'processing'];

/**
 * Where a recurring alarm's new occurrence goes (issue 37): the order its source opened that is still
 * open (the newest when, from before this rule, there are several) takes it, logged on it; only a
 * source with no open order opens a new one (undefined).
 */
export function recurrenceOrder(orders: readonly AlarmOrder[]): AlarmOrder | undefined {
  return orders
    .filter((order) => STILL_OPEN.includes(order.status))
    .reduce<AlarmOrder | undefined>((newest, order) => (newest && newest.id > order.id ? newest : order), undefined);
}

/**
 * The note of a `recur` log entry: the recurring alarm's text in both languages (as a small JSON
 * object), so the timeline shows it in the reader's language; the longer text is cut until the note fits `max`.
 */
export function recurNote(problem: string, problemEn: string | null | undefined, max: number): string {
  const texts = { 'zh-CN': problem, 'en-US': problemEn || problem };
  let note = JSON.stringify(texts);
  // The longer text (as written in the note) loses a character at a time until the note fits.
  while (note.length > max) {
    const longer = JSON.stringify(texts['zh-CN']).length >= JSON.stringify(texts['en-US']).length ? 'zh-CN' : 'en-US';
    texts[longer] = texts[longer].slice(0, -1);
    note = JSON.stringify(texts);
  }
  return note;
}

/** The alarm text a `recur` note holds, in `language`; a note written before (plain text) as it is. */
export function recurNoteText(note: string, language: Language): string {
  if (!note.startsWith('{')) return note;
  try {
    const texts = JSON.parse(note) as Partial<Record<Language, unknown>>;
    const text = texts[language] ?? texts['zh-CN'];
    return typeof text === 'string' ? text : note;
  } catch {
    return note;
  }
}
