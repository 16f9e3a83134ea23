import { z } from 'zod';

/**
 * An installment event's reason and status (issue 37 item 5): stored as a key with its values, so each
 * reader sees them in their own language, never the words of whoever wrote them. A row written before
 * (plain text) reads back as `text`.
 */
export const INSTALLMENT_NOTE_KEYS = [
  // reasons
  'overdue', // a period unpaid past its grace: period, graceEnd
  'paidUp',
  'unlockGranted',
  'resent', // the box did not acknowledge: sent again
  'armed', // a new plan: lock register and unlock codes set up
  'payment', // amount, paidOn
  'unlockedFor', // days, note?
  'codeIssued', // counter, days, note?
  'reminder', // period
  // statuses
  'ok',
  'sent',
  'timeout',
  'pendingOffline',
  'error', // detail
  'granted',
  'issued',
  // a row written as plain text
  'text',
] as const;
export type InstallmentNoteKey = (typeof INSTALLMENT_NOTE_KEYS)[number];
export type InstallmentNoteParams = Record<string, string | number>;

export const InstallmentNoteSchema = z.object({
  key: z.enum(INSTALLMENT_NOTE_KEYS),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type InstallmentNote = z.infer<typeof InstallmentNoteSchema>;

const PREFIX = '{"k":';

/** The stored form of a note: `{"k":key,...values}`. Values that are undefined or null are left out. */
export function encodeInstallmentNote(
  key: Exclude<InstallmentNoteKey, 'text'>,
  params: Record<string, string | number | null | undefined> = {},
): string {
  const values = Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== null && value !== ''));
  return JSON.stringify({ k: key, ...values });
}

/** A stored note back as key and values; plain text (an older row) as `text`. */
export function decodeInstallmentNote(stored: string | null): InstallmentNote | null {
  if (stored === null) return null;
  if (stored.startsWith(PREFIX)) {
    try {
      const { k, ...params } = JSON.parse(stored) as { k: unknown } & Record<string, unknown>;
      const parsed = InstallmentNoteSchema.safeParse({ key: k, params });
      if (parsed.success && parsed.data.key !== 'text') return parsed.data;
    } catch {
      // not ours after all: shown as written
    }
  }
  return { key: 'text', params: { text: stored } };
}
