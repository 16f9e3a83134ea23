import { z } from 'zod';
import type { MessageKey } from '../messages.js';

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * Whether text starts with a real calendar day `YYYY-MM-DD` (no 2026-02-30, no month 13, no year
 * 0: PostgreSQL has none), so a day that does not exist never reaches the database or silently
 * rolls over into the next month.
 */
export function startsWithCalendarDate(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1, 4).map(Number) as [number, number, number];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(2000, month, 0)).getUTCDate() && (month !== 2 || day < 29 || isLeapYear(year));
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Exactly a real calendar day, `YYYY-MM-DD`. */
export function isCalendarDate(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && startsWithCalendarDate(text);
}

/** A calendar day `YYYY-MM-DD` that exists, as every request schema takes one. */
export function calendarDateSchema(message: MessageKey = 'validation.invalid') {
  return z.string().trim().refine(isCalendarDate, { message });
}

/** An ISO 8601 date and time with its offset, on a day that exists. */
export function dateTimeSchema(message: MessageKey = 'validation.invalid') {
  return z.iso.datetime({ offset: true, message }).refine(startsWithCalendarDate, { message });
}

/**
 * A query's instant in any form `Date` reads (`2026-01-02`, ISO with offset, ...), refused when it
 * is no date or its leading day does not exist (`new Date('2026-02-30')` is March 2nd).
 */
export function instantQuerySchema(message: MessageKey = 'validation.invalid') {
  return z
    .string({ message })
    .refine((text) => !DAY.test(text) || startsWithCalendarDate(text), { message })
    .pipe(z.coerce.date({ message }))
    .refine((date) => date.getUTCFullYear() >= 1 && date.getUTCFullYear() <= 9999, { message });
}
