import { describe, expect, it } from 'vitest';
import {
  FEED_MODES,
  LIVE_POLL_MS,
  initialFeedMode,
  needsResync,
  nextFeedMode,
  pollInterval,
  streamEvent,
  type FeedEvent,
  type FeedMode,
} from './liveFeed';

describe('the live feed state machine', () => {
  it.each<[FeedMode, FeedEvent, FeedMode]>([
    ['live', 'socketOpen', 'live'],
    ['live', 'socketDown', 'polling'],
    ['live', 'fetchOk', 'live'],
    ['live', 'fetchFailed', 'live'],
    ['polling', 'socketOpen', 'live'],
    ['polling', 'socketDown', 'polling'],
    ['polling', 'fetchOk', 'polling'],
    ['polling', 'fetchFailed', 'stopped'],
    ['stopped', 'socketOpen', 'live'],
    ['stopped', 'socketDown', 'stopped'],
    ['stopped', 'fetchOk', 'polling'],
    ['stopped', 'fetchFailed', 'stopped'],
  ])('%s + %s -> %s', (mode, event, next) => {
    expect(nextFeedMode(mode, event)).toBe(next);
  });

  it('polls every 10 s only while polling (spec §4, §9)', () => {
    expect(FEED_MODES.map(pollInterval)).toEqual([false, LIVE_POLL_MS, false]);
    expect(LIVE_POLL_MS).toBe(10_000);
  });

  it('only an open stream counts as up', () => {
    expect(streamEvent('open')).toBe('socketOpen');
    for (const state of ['idle', 'connecting', 'reconnecting', 'unauthorized'] as const) {
      expect(streamEvent(state)).toBe('socketDown');
      expect(initialFeedMode(state)).toBe('polling');
    }
    expect(initialFeedMode('open')).toBe('live');
  });

  it('fetches again when the stream comes back, not while it stays up', () => {
    expect(needsResync('polling', 'live')).toBe(true);
    expect(needsResync('stopped', 'live')).toBe(true);
    expect(needsResync('live', 'live')).toBe(false);
    expect(needsResync('live', 'polling')).toBe(false);
  });

  it('walks a connection story: down, a poll fails, back up, down again', () => {
    const story: FeedEvent[] = ['fetchOk', 'fetchOk', 'fetchFailed', 'fetchOk', 'socketOpen', 'socketDown', 'fetchOk'];
    const modes = story.reduce<FeedMode[]>((seen, event) => [...seen, nextFeedMode(seen[seen.length - 1]!, event)], ['polling']);
    expect(modes).toEqual(['polling', 'polling', 'polling', 'stopped', 'polling', 'live', 'polling', 'polling']);
  });
});
