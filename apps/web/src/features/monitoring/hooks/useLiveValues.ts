import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { useDeviceMessages } from '../../../lib/realtime/RealtimeContext';
import type { StreamState } from '../../../lib/realtime/stream';
import { monitoringApi } from '../api/monitoringApi';
import type { FeedMode } from '../utils/liveFeed';
import { pollInterval } from '../utils/liveFeed';
import { EMPTY_LIVE, applyPushes, applySnapshot, type LiveState } from '../utils/liveValues';
import { useFeedMode } from './useFeedMode';

export interface LiveValues {
  /** The points and their values, merged from GET live and the stream's pushes. */
  live: LiveState;
  /** Where values come from now: pushed (live), polled every 10 s, or stopped after a failed poll. */
  mode: FeedMode;
  connection: StreamState;
  /** The first GET live is still on its way. */
  loading: boolean;
  /** The last GET live failed (the route may not answer yet, or the device is gone). */
  failed: boolean;
  /** Fetches now (a stopped feed starts polling again when it succeeds). */
  refresh(): void;
}

export const liveQueryKey = (deviceId: number | undefined) => ['monitoring', 'live', deviceId] as const;

/**
 * A device's live values: GET live once, then the stream's pushes merged by point (the newest
 * timestamp wins). While the stream is down, GET live is polled every 10 s; a failed poll stops
 * the polling (spec §4) until the stream is back or `refresh` succeeds.
 */
export function useLiveValues(deviceId: number | undefined): LiveValues {
  const client = useApiClient();
  const [held, setHeld] = useState<{ deviceId: number | undefined; live: LiveState }>({ deviceId, live: EMPTY_LIVE });
  // Another device: start over (set during render, so no frame shows the old device's values).
  if (held.deviceId !== deviceId) setHeld({ deviceId, live: EMPTY_LIVE });
  const update = (change: (live: LiveState) => LiveState) =>
    setHeld((current) => (current.deviceId === deviceId ? { deviceId, live: change(current.live) } : current));

  const feed = useFeedMode(() => void query.refetch());
  const query = useQuery({
    queryKey: liveQueryKey(deviceId),
    enabled: deviceId !== undefined,
    queryFn: async () => {
      try {
        const rows = await monitoringApi.live(client, deviceId!);
        feed.report('fetchOk');
        update((live) => applySnapshot(live, rows));
        return rows;
      } catch (error) {
        feed.report('fetchFailed');
        throw error;
      }
    },
    refetchInterval: pollInterval(feed.mode),
    retry: false,
    gcTime: 0,
  });

  useDeviceMessages(deviceId, (message) => {
    if (message.type === 'live') update((live) => applyPushes(live, message.values));
  });

  return {
    live: held.deviceId === deviceId ? held.live : EMPTY_LIVE,
    mode: feed.mode,
    connection: feed.connection,
    loading: query.isLoading,
    failed: query.isError,
    refresh: () => void query.refetch(),
  };
}
