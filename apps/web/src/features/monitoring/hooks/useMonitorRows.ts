import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { pointsApi } from '../../points';
import { monitorRows, type MonitorRow } from '../utils/liveValues';
import { useLiveValues, type LiveValues } from './useLiveValues';

export interface MonitorData extends LiveValues {
  rows: MonitorRow[];
  /** Neither the live values nor the configured points have answered yet. */
  rowsLoading: boolean;
}

/**
 * The monitor table's rows: live values with each point's configuration (scale, limits, length).
 * The configuration is read once the device is known to exist (`deviceFound`), so a missing device
 * is reported once, by the device's own request.
 */
export function useMonitorRows(deviceId: number | undefined, deviceFound: boolean): MonitorData {
  const client = useApiClient();
  const values = useLiveValues(deviceId);
  // The same key as the points editor: one cached list per device.
  const points = useQuery({
    queryKey: ['points', deviceId],
    queryFn: () => pointsApi.list(client, deviceId!),
    enabled: deviceId !== undefined && deviceFound,
  });
  const configured = points.data?.items;
  const rows = useMemo(() => monitorRows(values.live, configured), [values.live, configured]);
  return { ...values, rows, rowsLoading: rows.length === 0 && (values.loading || points.isLoading) };
}
