import {
  isLanguage,
  sceneDevices,
  walkElements,
  type HistoryAnswer,
  type PageResult,
  type ReadingPoint,
  type Scene,
} from '@fieldlink/domain';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { useRealtimeStream } from '../../../lib/realtime/RealtimeContext';
import type { StreamState } from '../../../lib/realtime/stream';
import { usePermission } from '../../access';
import { alarmsApi } from '../../alarms';
import type { DeviceRow } from '../../devices';
import { monitoringApi, useFeedMode, deviceQueryKey, pollInterval, type FeedMode } from '../../monitoring';
import type { PointRow } from '../../points';
import type { SceneSource } from '../render/SceneSvg';
import { sceneAlarms, trendSamples } from '../utils/sceneSources';
import { trendWindowsOf } from '../utils/sceneValues';
import { SceneValuesStore } from './sceneValuesStore';

export interface SceneLive {
  /**
   * The renderer's values: a new snapshot at most once per animation frame, and only on a change.
   * Not rendered by this hook: the scene subscribes to it (SceneSvg `source`), so a value changing
   * re-renders nothing here.
   */
  source: SceneSource;
  mode: FeedMode;
  connection: StreamState;
  /** The scene's devices as last read (names and status), by id. */
  devices: ReadonlyMap<number, DeviceRow>;
  refresh(): void;
}

/** The scene's trends: their points and windows, and how far back the history must go. */
function trendsOf(scene: Scene | undefined) {
  const trends: { bindings: { deviceId: number; pointId: number }[]; minutes: number }[] = [];
  let alarms = false;
  if (scene)
    walkElements(scene.elements, (element) => {
      if (element.kind === 'trend' && element.bindings.length > 0) trends.push(element);
      if (element.kind === 'alarm') alarms = true;
    });
  return { windows: trendWindowsOf(trends), minutes: Math.max(0, ...trends.map((trend) => trend.minutes)), alarms };
}

/**
 * A scene's live values (spec §4 through the existing paths): GET /devices/:id/live once per device,
 * then the stream's pushes merged by point; while the stream is down every device is polled every
 * 10 s (a failed poll stops polling until the stream is back). A device not online draws stale.
 * Trends read their last N minutes of history once and then append live values; the alarm banner
 * shows the project's active alarms. The values are handed to the scene as a source it subscribes
 * to (no re-render here per value).
 */
export function useSceneValues(scene: Scene | undefined, projectId: number | undefined): SceneLive {
  const client = useApiClient();
  const stream = useRealtimeStream();
  const { i18n } = useTranslation();
  const deviceKey = scene ? sceneDevices(scene).join(',') : '';
  const deviceIds = useMemo(() => (deviceKey ? deviceKey.split(',').map(Number) : []), [deviceKey]);
  const trends = useMemo(() => trendsOf(scene), [scene]);
  const windowKey = [...trends.windows].join(';');

  // A new store for another set of devices or trends (the old one's values do not apply).
  const [store, setStore] = useState(() => ({ key: `${deviceKey}|${windowKey}`, store: new SceneValuesStore(trends.windows) }));
  let current = store.store;
  if (store.key !== `${deviceKey}|${windowKey}`) {
    current = new SceneValuesStore(trends.windows);
    setStore({ key: `${deviceKey}|${windowKey}`, store: current });
  }
  useEffect(() => () => current.dispose(), [current]);

  const feed = useFeedMode(() => {
    for (const query of live) void query.refetch();
    for (const query of status) void query.refetch();
  });
  const interval = pollInterval(feed.mode);

  const live = useQueries({
    queries: deviceIds.map((deviceId) => ({
      queryKey: ['scada', 'live', deviceId, current.serial] as const,
      queryFn: async () => {
        try {
          const rows = await monitoringApi.live(client, deviceId);
          feed.report('fetchOk');
          current.pushValues({ deviceId, values: rows });
          return rows.length;
        } catch (error) {
          feed.report('fetchFailed');
          throw error;
        }
      },
      refetchInterval: interval,
      retry: false,
      gcTime: 0,
    })),
  });

  // The points' words (status tables): value displays show a named value as its word, in the
  // reader's language, as the monitoring page does. Quietly: without them numbers show.
  const points = useQueries({
    queries: deviceIds.map((deviceId) => ({
      queryKey: ['points', deviceId, 'scene'] as const,
      queryFn: () => client.get<PageResult<PointRow>>(`/devices/${deviceId}/points`, { silent: true, background: true }),
      retry: false,
      staleTime: 60_000,
    })),
  });
  const pointsKey = points.map((query) => query.dataUpdatedAt).join(',');
  const wordsLanguage = isLanguage(i18n.language) ? i18n.language : 'zh-CN';
  useEffect(() => {
    const found = new Map<number, ReadingPoint>();
    for (const query of points) for (const point of query.data?.items ?? []) found.set(point.id, point);
    current.setPointWords({ points: found, language: wordsLanguage });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- pointsKey names what matters of `points`
  }, [pointsKey, wordsLanguage, current]);

  // Device status: the cached device (shared with the device page), polled like the values.
  const status = useQueries({
    queries: deviceIds.map((deviceId) => ({
      queryKey: deviceQueryKey(deviceId),
      queryFn: () => client.get<DeviceRow>(`/devices/${deviceId}`, { silent: true, background: true }),
      refetchInterval: interval,
      retry: false,
    })),
  });
  const statusKey = status.map((query) => `${query.data?.id}:${query.data?.status}`).join(',');
  const devices = useMemo(() => {
    const found = new Map<number, DeviceRow>();
    for (const query of status) if (query.data) found.set(query.data.id, query.data);
    return found;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- statusKey names what matters of `status`
  }, [statusKey]);
  useEffect(() => {
    for (const device of devices.values()) current.setOnline(device.id, device.status === 'online');
  }, [devices, current]);

  // A stopped feed (stream down, a poll failed) leaves every value out of date: drawn greyed.
  const stopped = feed.mode === 'stopped';
  useEffect(() => current.setStopped(stopped), [stopped, current]);

  // The stream: values merged by point, status changes applied at once.
  useEffect(() => {
    const stops = deviceIds.map((deviceId) =>
      stream.subscribe(deviceId, (message) => {
        if (message.type === 'live') current.pushValues({ deviceId, values: message.values });
        else if (message.type === 'status') current.setOnline(deviceId, message.status === 'online');
      }),
    );
    return () => stops.forEach((stop) => stop());
  }, [stream, deviceIds, current]);

  // Trends: the last N minutes once (for users who may read history; others see live samples only),
  // quietly; live values are appended by the store.
  const canReadHistory = usePermission('history').can('view');
  const trendPoints = [...trends.windows.keys()];
  useQuery({
    queryKey: ['scada', 'trend', trendPoints.join(','), trends.minutes, current.serial],
    enabled: trendPoints.length > 0 && canReadHistory,
    queryFn: async () => {
      const to = new Date();
      const from = new Date(to.getTime() - trends.minutes * 60_000);
      const query = { pointIds: trendPoints.join(','), from: from.toISOString(), to: to.toISOString(), bucket: 'auto' };
      const answer = await client.get<HistoryAnswer>('/history', { query, silent: true, background: true });
      for (const series of answer.series) current.setHistory(series.pointId, trendSamples(series.points));
      return answer.series.length;
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    gcTime: 0,
  });

  // The alarm banner: the project's active alarms (refreshed by the stream's alarm messages, which
  // invalidate ['alarms', ...], and every 10 s besides, as the device page does).
  const canSeeAlarms = usePermission('alarm_records').can('view');
  const alarms = useQuery({
    queryKey: ['alarms', 'scada', projectId],
    enabled: trends.alarms && canSeeAlarms && projectId !== undefined,
    queryFn: () => alarmsApi.list(client, { page: 1, pageSize: 10, state: 'active', projectId }, true),
    refetchInterval: 10_000,
  });
  const language = i18n.language;
  useEffect(() => {
    if (alarms.data) current.setAlarms(sceneAlarms(alarms.data.items, language));
  }, [alarms.data, language, current]);

  return {
    source: current,
    mode: feed.mode,
    connection: feed.connection,
    devices,
    refresh: () => live.forEach((query) => void query.refetch()),
  };
}
