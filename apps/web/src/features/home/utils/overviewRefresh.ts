import { LIVE_POLL_MS, type FeedMode } from '../../monitoring/pure';

/** While the stream is live, what it does not push (orders, today's output) is read again this often. */
export const OVERVIEW_LIVE_REFRESH_MS = 60_000;
/** Stream events that come in a burst (a device's alarms at once) cause one read. */
export const OVERVIEW_COALESCE_MS = 500;

/**
 * How often the overview is read again: every minute while the stream pushes state changes and
 * alarms, every 10 s while it is down (the other live pages' fallback), not at all once a poll failed.
 */
export function overviewRefetchInterval(mode: FeedMode): number | false {
  if (mode === 'live') return OVERVIEW_LIVE_REFRESH_MS;
  return mode === 'polling' ? LIVE_POLL_MS : false;
}

/** Whether a stream message changes the overview's figures. */
export function changesOverview(message: { type: string }): boolean {
  return message.type === 'status' || message.type === 'alarm';
}
