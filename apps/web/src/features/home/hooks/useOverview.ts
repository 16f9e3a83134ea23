import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { useRealtimeStream, useUserMessages } from '../../../lib/realtime/RealtimeContext';
import { useFeedMode } from '../../monitoring';
import { overviewApi, type OverviewData } from '../api/overviewApi';
import { OVERVIEW_COALESCE_MS, changesOverview, overviewRefetchInterval } from '../utils/overviewRefresh';

const KEY = ['home', 'overview'] as const;

/**
 * The fleet overview, kept live: the stream's state changes and alarms of the fleet's devices (and
 * the user's inbox entries: orders that moved) read it again at once; besides, it is read every
 * minute while the stream is live and every 10 s while it is down.
 */
export function useOverview() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const stream = useRealtimeStream();
  const feed = useFeedMode(() => void queryClient.invalidateQueries({ queryKey: KEY }));
  const query = useQuery<OverviewData>({
    queryKey: KEY,
    queryFn: async () => {
      const polled = queryClient.getQueryData(KEY) !== undefined;
      try {
        const data = await overviewApi.get(client, polled);
        feed.report('fetchOk');
        return data;
      } catch (error) {
        feed.report('fetchFailed');
        throw error;
      }
    },
    refetchInterval: overviewRefetchInterval(feed.mode),
    retry: false,
  });

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const refresh = useCallback(() => {
    if (timer.current !== undefined) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void queryClient.invalidateQueries({ queryKey: KEY });
    }, OVERVIEW_COALESCE_MS);
  }, [queryClient]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const devices = query.data?.liveDeviceIds.join(',') ?? '';
  useEffect(() => {
    if (!devices) return;
    const stops = devices.split(',').map((id) => stream.subscribe(Number(id), (message) => changesOverview(message) && refresh()));
    return () => stops.forEach((stop) => stop());
  }, [stream, devices, refresh]);
  useUserMessages((message) => message.type === 'inbox' && refresh());

  return query;
}
