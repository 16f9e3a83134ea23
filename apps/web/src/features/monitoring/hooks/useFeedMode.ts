import { useEffect, useReducer, useRef } from 'react';
import { useStreamState } from '../../../lib/realtime/RealtimeContext';
import type { StreamState } from '../../../lib/realtime/stream';
import { initialFeedMode, needsResync, nextFeedMode, streamEvent, type FeedEvent, type FeedMode } from '../utils/liveFeed';

export interface FeedModeState {
  mode: FeedMode;
  connection: StreamState;
  /** Reports a fetch's outcome to the state machine. */
  report(event: Extract<FeedEvent, 'fetchOk' | 'fetchFailed'>): void;
}

/**
 * The live-feed state machine (utils/liveFeed) driven by the stream's state; `onResync` runs when
 * the stream comes back after being down.
 */
export function useFeedMode(onResync: () => void): FeedModeState {
  const connection = useStreamState();
  const [mode, dispatch] = useReducer(nextFeedMode, connection, initialFeedMode);
  useEffect(() => dispatch(streamEvent(connection)), [connection]);

  const resync = useRef(onResync);
  useEffect(() => {
    resync.current = onResync;
  });
  const previous = useRef(mode);
  useEffect(() => {
    if (needsResync(previous.current, mode)) resync.current();
    previous.current = mode;
  }, [mode]);

  return { mode, connection, report: dispatch };
}
