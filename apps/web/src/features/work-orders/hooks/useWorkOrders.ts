import type { PageResult, WorkOrderAction, WorkOrderCounts } from '@fieldlink/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { workOrdersApi, type OrderListQuery, type OrderRow, type WorkOrderCreateBody, type WorkOrderEditBody } from '../api/workOrdersApi';

const KEY = 'work-orders';

/**
 * A page of orders. With `offline` (the phone's saved orders, issue 40) the query also runs without
 * a network and answers from there.
 */
export function useOrderList(query: OrderListQuery, offline?: () => Promise<PageResult<OrderRow>>) {
  const client = useApiClient();
  return useQuery({
    queryKey: [KEY, 'list', query],
    queryFn: () => (offline && !navigator.onLine ? offline() : workOrdersApi.list(client, query)),
    ...(offline ? { networkMode: 'always' as const } : {}),
    placeholderData: (previous) => previous,
  });
}

export function useOrderCounts(mine = false, offline?: () => Promise<Partial<WorkOrderCounts>>) {
  const client = useApiClient();
  return useQuery({
    queryKey: [KEY, 'counts', mine],
    queryFn: (): Promise<Partial<WorkOrderCounts>> =>
      offline && !navigator.onLine ? offline() : workOrdersApi.counts(client, mine ? { assigneeId: 'me' } : {}),
    ...(offline ? { networkMode: 'always' as const } : {}),
  });
}

export function useOrderDetail(id: number | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: [KEY, 'detail', id],
    enabled: id !== null,
    queryFn: () => workOrdersApi.get(client, id!),
  });
}

export function useAssignees(id: number | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: [KEY, 'assignees', id],
    enabled: id !== null,
    queryFn: () => workOrdersApi.assignees(client, id!),
  });
}

/** Every change to an order refreshes the lists, the counts and its page. */
export function useOrderMutations() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [KEY] });
  const act = useMutation({
    mutationFn: ({ id, action, body }: { id: number; action: WorkOrderAction; body?: object }) =>
      workOrdersApi.act(client, id, action, body),
    onSettled: refresh,
  });
  const report = useMutation({
    mutationFn: ({ id, form }: { id: number; form: FormData }) => workOrdersApi.report(client, id, form),
    onSettled: refresh,
  });
  const create = useMutation({
    mutationFn: (body: WorkOrderCreateBody) => workOrdersApi.create(client, body),
    onSuccess: refresh,
  });
  const edit = useMutation({
    mutationFn: ({ id, body }: { id: number; body: WorkOrderEditBody }) => workOrdersApi.edit(client, id, body),
    onSuccess: refresh,
  });
  // A deleted order's own queries (its page, its assignees) are not read again: the order is gone,
  // and reading it while its drawer or page closes would follow the success message with "not found".
  const remove = useMutation({
    mutationFn: (id: number) => workOrdersApi.remove(client, id),
    onSuccess: (_, id) => {
      const ownedBy = (key: readonly unknown[]) => key[0] === KEY && (key[1] === 'detail' || key[1] === 'assignees') && key[2] === id;
      void queryClient.cancelQueries({ predicate: (query) => ownedBy(query.queryKey) });
      // Not awaited: the drawer or page closes at once, the lists follow.
      void queryClient.invalidateQueries({ queryKey: [KEY], predicate: (query) => !ownedBy(query.queryKey) });
    },
  });
  const request = useMutation({
    mutationFn: (form: FormData) => workOrdersApi.submitRequest(client, form),
    onSuccess: refresh,
  });
  return { act, report, request, create, edit, remove };
}
