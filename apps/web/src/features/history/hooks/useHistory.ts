import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { devicesApi } from '../../devices';
import { pointsApi } from '../../points';
import { historyApi, type HistoryQuery } from '../api/historyApi';

/** What the address names: a device and its points, either possibly missing. */
export interface HistoryPick {
  deviceId: number | undefined;
  pointIds: readonly number[];
}

/**
 * Devices the user may see (the picker), the shown device's stored points, the series, the limit.
 * Nothing picked: the first device and its first stored point, shown without being written to the
 * address (a late write would bring back a user who has just left the page).
 */
export function useHistoryData(picked: HistoryPick, range: { from: string; to: string }) {
  const client = useApiClient();
  const devices = useQuery({
    queryKey: ['history', 'devices'],
    queryFn: () => devicesApi.list(client, { page: 1, pageSize: 200 }, true),
  });
  const deviceId = picked.deviceId ?? devices.data?.items[0]?.id;
  const points = useQuery({
    queryKey: ['history', 'points', deviceId],
    queryFn: () => pointsApi.list(client, deviceId!),
    enabled: deviceId !== undefined,
  });
  const stored = useMemo(() => (points.data?.items ?? []).filter((p) => p.save), [points.data]);
  const firstStored = stored[0]?.id;
  const pointIds = useMemo(
    () => (picked.pointIds.length ? [...picked.pointIds] : firstStored === undefined ? [] : [firstStored]),
    [picked.pointIds, firstStored],
  );
  const query = useMemo<HistoryQuery | undefined>(
    () => (pointIds.length ? { pointIds, from: range.from, to: range.to, bucket: 'auto' } : undefined),
    [pointIds, range.from, range.to],
  );
  const series = useQuery({
    queryKey: ['history', 'series', query],
    queryFn: () => historyApi.series(client, query!),
    enabled: query !== undefined,
    placeholderData: keepPreviousData,
  });
  const limit = useQuery({ queryKey: ['history', 'limit'], queryFn: () => historyApi.limit(client) });
  return { devices, points, stored, deviceId, pointIds, query, series, limit, client };
}
