import type { StreamState } from '../../../lib/realtime/stream';

/**
 * Where a page's live values come from:
 * - live: the stream is open and pushes changes; nothing is polled.
 * - polling: the stream is down; GET live repeats every 10 s after each success (spec §4).
 * - stopped: the stream is down and a poll failed; polling stops (spec §4, §8) until the stream
 *   comes back or a later fetch succeeds.
 */
export const FEED_MODES = ['live', 'polling', 'stopped'] as const;
export type FeedMode = (typeof FEED_MODES)[number];

export type FeedEvent = 'socketOpen' | 'socketDown' | 'fetchOk' | 'fetchFailed';

/** Spec §4 / §9: the poll interval. */
export const LIVE_POLL_MS = 10_000;

/** The full transition table. */
const TRANSITIONS: Record<FeedMode, Record<FeedEvent, FeedMode>> = {
  // A failed fetch while live (the resync after a reconnect) changes nothing: pushes still come.
  live: { socketOpen: 'live', socketDown: 'polling', fetchOk: 'live', fetchFailed: 'live' },
  polling: { socketOpen: 'live', socketDown: 'polling', fetchOk: 'polling', fetchFailed: 'stopped' },
  stopped: { socketOpen: 'live', socketDown: 'stopped', fetchOk: 'polling', fetchFailed: 'stopped' },
};

export function nextFeedMode(mode: FeedMode, event: FeedEvent): FeedMode {
  return TRANSITIONS[mode][event];
}

/** The event a stream state is: only an open stream (its `ready` received) carries pushes. */
export function streamEvent(state: StreamState): FeedEvent {
  return state === 'open' ? 'socketOpen' : 'socketDown';
}

/** The mode a page starts in, given the stream's state when it mounts. */
export function initialFeedMode(state: StreamState): FeedMode {
  return state === 'open' ? 'live' : 'polling';
}

/** How long until the next poll (false: no polling in this mode). */
export function pollInterval(mode: FeedMode): number | false {
  return mode === 'polling' ? LIVE_POLL_MS : false;
}

/**
 * Whether entering `next` from `previous` needs a fresh GET: when the stream (re)opens after being
 * down, values changed while nobody listened.
 */
export function needsResync(previous: FeedMode, next: FeedMode): boolean {
  return next === 'live' && previous !== 'live';
}
