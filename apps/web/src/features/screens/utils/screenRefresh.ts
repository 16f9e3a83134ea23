import type { ScreenReading } from '@fieldlink/domain';
import { LIVE_POLL_MS, type FeedMode } from '../../monitoring/pure';

/** While the stream is live, what it does not push (orders, chart roll-ups, output) is read again this often. */
export const SCREEN_LIVE_REFRESH_MS = 30_000;

/**
 * How often a display reads its data again: every 30 s while the stream pushes values, every 10 s
 * while it is down. A wall display keeps trying after a failure (nobody is there to reload it).
 */
export function screenRefetchInterval(mode: FeedMode): number {
  return mode === 'live' ? SCREEN_LIVE_REFRESH_MS : LIVE_POLL_MS;
}

/** Readings with the stream's newer values merged in (only points the screen shows; older pushes ignored). */
export function mergeReadings(
  readings: Readonly<Record<number, ScreenReading>>,
  deviceId: number,
  values: readonly { pointId: number; value: ScreenReading['value']; display: string; ts: string | null }[],
): Record<number, ScreenReading> {
  let next: Record<number, ScreenReading> | null = null;
  for (const value of values) {
    const current = readings[value.pointId];
    if (!current || current.deviceId !== deviceId) continue;
    if (current.ts && value.ts && value.ts < current.ts) continue;
    next ??= { ...readings };
    next[value.pointId] = { ...current, value: value.value, display: value.display, ts: value.ts };
  }
  return next ?? (readings as Record<number, ScreenReading>);
}
