import { PART_APPLICATION_ORDER_STATUSES } from '@fieldlink/domain';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { sparePartsApi } from '../api/sparePartsApi';
import { PARTS_QUERY_KEY, useApplicationActions } from './useApplicationActions';

export { PARTS_QUERY_KEY } from './useApplicationActions';

interface OrderSummary {
  id: number;
  status: string;
  assigneeId: number | null;
  creatorId: number | null;
}

/** One order's part applications, the order itself and what the caller may do with them. */
export function useOrderParts(orderId: number) {
  const client = useApiClient();
  const { act, actionsOf, userId, canAdd } = useApplicationActions();
  const applications = useQuery({
    queryKey: [...PARTS_QUERY_KEY, 'applications', { orderId }],
    queryFn: () => sparePartsApi.applications(client, { orderId, page: 1, pageSize: 100 }),
  });
  const order = useQuery({
    queryKey: [...PARTS_QUERY_KEY, 'order', orderId],
    queryFn: () => client.get<OrderSummary>(`/work-orders/${orderId}`, { silent: true }),
  });
  const o = order.data;
  const canApply =
    o !== undefined && (PART_APPLICATION_ORDER_STATUSES as readonly string[]).includes(o.status) && (o.assigneeId === userId || canAdd);
  // The customer side rates a completed order: not its repairman (the server checks who exactly).
  const canRate = o !== undefined && o.status === 'completed' && o.assigneeId !== userId;
  return { applications, order, act, canApply, canRate, actionsOf };
}

/** The orders the caller may apply for parts on: assigned to them and in work. */
export function useMyOpenOrders(enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...PARTS_QUERY_KEY, 'my-orders'],
    enabled,
    queryFn: async () => {
      const page = await client.get<{ items: { id: number; number: string; problem: string; status: string }[] }>('/work-orders', {
        query: { assigneeId: 'me', page: 1, pageSize: 100 },
        silent: true,
      });
      return page.items.filter((o) => (PART_APPLICATION_ORDER_STATUSES as readonly string[]).includes(o.status));
    },
  });
}
