import type { PageResult, WorkOrderStatus } from '@fieldlink/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { useProfile } from '../../auth';
import type { ApplicationRow, PartRow } from '../../spare-parts';
import type { OrderDetail, OrderRow } from '../api/offlineDb';
import { onOfflineChange } from '../api/offlineEvents';
import { keepOrder, savedOrder, savedOrders, savedParts } from '../api/orderSnapshot';

/** Read from the phone when offline: the query runs (networkMode "always") and answers from the snapshot. */
const offline = () => !navigator.onLine;

/**
 * One order on the phone (issue 40): from the server when online (and kept in the snapshot when
 * it is one the technician works on), else as saved. The same query key as useOrderDetail, so
 * every change to an order refreshes it.
 */
export function useOfflineOrderDetail(id: number | null) {
  const client = useApiClient();
  const userId = useProfile('mobile').data?.userId;
  return useQuery({
    queryKey: ['work-orders', 'detail', id],
    enabled: id !== null && userId !== undefined,
    networkMode: 'always',
    retry: false,
    queryFn: async (): Promise<OrderDetail> => {
      if (offline()) {
        const saved = await savedOrder(userId!, id!);
        if (saved) return saved.detail;
        throw new Error('not saved for offline');
      }
      const detail = await client.get<OrderDetail>(`/work-orders/${id!}`);
      void keepOrder(userId!, detail);
      return detail;
    },
  });
}

/** The technician's saved orders as a list page (the my-orders list offline), newest first, of a status or all. */
export async function savedOrderPage(userId: number, status?: WorkOrderStatus): Promise<PageResult<OrderRow>> {
  const orders = (await savedOrders(userId)).map((order) => order.detail).filter((order) => !status || order.status === status);
  return { items: orders, total: orders.length };
}

/** Counts per status of the saved orders (the list's tabs offline). */
export async function savedOrderCounts(userId: number): Promise<Partial<Record<WorkOrderStatus, number>>> {
  const counts: Partial<Record<WorkOrderStatus, number>> = {};
  for (const order of await savedOrders(userId)) counts[order.detail.status] = (counts[order.detail.status] ?? 0) + 1;
  return counts;
}

/** The part applications saved with an order and the saved parts list, re-read when the snapshot changes. */
export function useSavedParts(orderId: number, enabled: boolean) {
  const userId = useProfile('mobile').data?.userId;
  const query = useQuery({
    queryKey: ['offline', 'parts', userId, orderId],
    enabled: enabled && userId !== undefined,
    networkMode: 'always',
    queryFn: async (): Promise<{ applications: ApplicationRow[]; catalog: PartRow[] }> => {
      const [order, catalog] = await Promise.all([savedOrder(userId!, orderId), savedParts(userId!)]);
      return { applications: order?.parts ?? [], catalog: catalog?.parts ?? [] };
    },
  });
  const { refetch } = query;
  useEffect(() => onOfflineChange(() => void refetch()), [refetch]);
  return query;
}
