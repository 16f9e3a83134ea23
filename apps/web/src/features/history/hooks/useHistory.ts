import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { devicesApi } from '../../devices';
import { pointsApi } from '../../points';
import { historyApi, type HistoryQuery } from '../api/historyApi';

/** Devices the user may see (the picker), the chosen device's stored points, the series, the limit. */
export function useHistoryData(deviceId: number | undefined, query: HistoryQuery | undefined) {
  const client = useApiClient();
  const devices = useQuery({
    queryKey: ['history', 'devices'],
    queryFn: () => devicesApi.list(client, { page: 1, pageSize: 200 }, true),
  });
  const points = useQuery({
    queryKey: ['history', 'points', deviceId],
    queryFn: () => pointsApi.list(client, deviceId!),
    enabled: deviceId !== undefined,
  });
  const series = useQuery({
    queryKey: ['history', 'series', query],
    queryFn: () => historyApi.series(client, query!),
    enabled: query !== undefined && query.pointIds.length > 0,
    placeholderData: keepPreviousData,
  });
  const limit = useQuery({ queryKey: ['history', 'limit'], queryFn: () => historyApi.limit(client) });
  return { devices, points, series, limit, client };
}
