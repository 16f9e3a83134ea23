import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { reliabilityApi, type ReliabilityParams } from '../api/reliabilityApi';
import { evidenceLabel, recentPeriod } from '../utils/figures';

const KEY = 'reliability';
/** While an order is handled or awaits its verdict, its data is read again this often. */
const LIVE_POLL_MS = 10_000;

export function useReliability(params: ReliabilityParams) {
  const client = useApiClient();
  return useQuery({
    queryKey: [KEY, 'figures', params],
    queryFn: () => reliabilityApi.figures(client, params),
    placeholderData: (previous) => previous,
  });
}

/** One device's figures over the last 90 days (device page, phone device view). */
export function useDeviceReliability(deviceId: number | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: [KEY, 'device', deviceId],
    enabled: deviceId !== undefined,
    queryFn: () => reliabilityApi.device(client, deviceId!, recentPeriod()),
  });
}

/** An order's machine data; read again while the order is handled or awaits the data's verdict. */
export function useOrderEvidence(orderId: number, status: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: [KEY, 'evidence', orderId],
    queryFn: () => reliabilityApi.evidence(client, orderId, true),
    // Judged orders keep their evidence: no need to read them again.
    refetchInterval: (query) => {
      const label = query.state.data ? evidenceLabel(status, query.state.data.state) : null;
      return label === 'handling' || label === 'awaiting' ? LIVE_POLL_MS : false;
    },
  });
}

/** A dispatcher's hand confirmation; refreshes the order's data and the order lists. */
export function useConfirmRepair(orderId: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => reliabilityApi.confirm(client, orderId, reason),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [KEY, 'evidence', orderId] }),
        queryClient.invalidateQueries({ queryKey: ['work-orders'] }),
      ]),
  });
}
