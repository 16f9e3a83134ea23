import type { Language } from '@fieldlink/domain';

const STEPS: readonly [limitSeconds: number, unit: Intl.RelativeTimeFormatUnit, seconds: number][] = [
  [60, 'second', 1],
  [3_600, 'minute', 60],
  [86_400, 'hour', 3_600],
  [Number.POSITIVE_INFINITY, 'day', 86_400],
];

/** Under this many seconds a time reads "now". */
const NOW_SECONDS = 5;

/**
 * How long ago `ts` was, in the language ("3 minutes ago", "3 分钟前"); '' without a time. A time
 * ahead of the clock (a device's clock runs fast) reads "now".
 */
export function relativeTime(ts: string | null, now: number, language: Language): string {
  if (ts === null) return '';
  const at = Date.parse(ts);
  if (Number.isNaN(at)) return '';
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const seconds = Math.max(0, Math.floor((now - at) / 1000));
  if (seconds < NOW_SECONDS) return format.format(0, 'second');
  const [, unit, size] = STEPS.find(([limit]) => seconds < limit)!;
  return format.format(-Math.floor(seconds / size), unit);
}
