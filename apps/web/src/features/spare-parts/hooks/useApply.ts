import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { sparePartsApi } from '../api/sparePartsApi';
import { PARTS_QUERY_KEY } from './useApplicationActions';

export function useApply() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { orderId: number; partId: number; quantity: number; note?: string | null }) => sparePartsApi.apply(client, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: PARTS_QUERY_KEY }),
  });
}
