import { CODE_RESEND_INTERVAL_MS } from '@fieldlink/domain';

/**
 * Whole seconds until another code may be asked for: 0 when none was sent (or the interval has
 * passed), else rounded up so the button never shows 0 while still disabled.
 */
export function secondsLeft(sentAt: number | null, now: number, intervalMs: number = CODE_RESEND_INTERVAL_MS): number {
  if (sentAt === null) return 0;
  const remaining = sentAt + intervalMs - now;
  return remaining <= 0 ? 0 : Math.ceil(remaining / 1000);
}
