import type { ScreenReading } from '@fieldlink/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { useRealtimeStream } from '../../../lib/realtime/RealtimeContext';
import { changesOverview, OVERVIEW_COALESCE_MS } from '../../home';
import { useFeedMode } from '../../monitoring';
import { screensApi, type ScreenDataJson } from '../api/screensApi';
import { mergeReadings, screenRefetchInterval } from '../utils/screenRefresh';

/**
 * What a display draws, kept live: the KPI points' values pushed by the stream as they change, the
 * figures read again at once on a device's state change or alarm, and everything every 30 s (10 s
 * while the stream is down).
 */
export function useScreenData(screenId: number | undefined) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const stream = useRealtimeStream();
  const key = ['screens', 'data', screenId] as const;
  const feed = useFeedMode(() => void queryClient.invalidateQueries({ queryKey: key }));
  const query = useQuery<ScreenDataJson>({
    queryKey: key,
    queryFn: async () => {
      try {
        const data = await screensApi.data(client, screenId!, queryClient.getQueryData(key) !== undefined);
        feed.report('fetchOk');
        return data;
      } catch (error) {
        feed.report('fetchFailed');
        throw error;
      }
    },
    enabled: screenId !== undefined,
    refetchInterval: screenRefetchInterval(feed.mode),
    retry: false,
  });

  const [readings, setReadings] = useState<Record<number, ScreenReading>>({});
  useEffect(() => {
    if (query.data) setReadings(Object.fromEntries(query.data.readings.map((r) => [r.pointId, r])));
  }, [query.data]);

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const refresh = useCallback(() => {
    if (timer.current !== undefined) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void queryClient.invalidateQueries({ queryKey: ['screens', 'data', screenId] });
    }, OVERVIEW_COALESCE_MS);
  }, [queryClient, screenId]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const devices = [...new Set([...(query.data?.overview.liveDeviceIds ?? []), ...(query.data?.readings.map((r) => r.deviceId) ?? [])])]
    .sort((a, b) => a - b)
    .join(',');
  useEffect(() => {
    if (!devices) return;
    const stops = devices.split(',').map((id) =>
      stream.subscribe(Number(id), (message) => {
        if (message.type === 'live') setReadings((current) => mergeReadings(current, message.deviceId, message.values));
        else if (changesOverview(message)) refresh();
      }),
    );
    return () => stops.forEach((stop) => stop());
  }, [stream, devices, refresh]);

  return { data: query.data, readings, mode: feed.mode, error: query.error };
}
