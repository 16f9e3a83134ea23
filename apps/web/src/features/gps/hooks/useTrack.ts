import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { gpsApi } from '../api/gpsApi';

export function useTrackDevices() {
  const client = useApiClient();
  return useQuery({ queryKey: ['gps-devices'], queryFn: () => gpsApi.devices(client) });
}

/** A device's track over [from, to] (ISO instants). */
export function useTrack(deviceId: number | undefined, from: string, to: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['gps-track', deviceId, from, to],
    queryFn: () => gpsApi.track(client, deviceId!, from, to),
    enabled: deviceId !== undefined,
  });
}
