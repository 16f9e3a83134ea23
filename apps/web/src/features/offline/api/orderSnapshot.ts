import type { PageResult } from '@fieldlink/domain';
import type { ApiClient } from '../../../lib/http/apiClient';
import type { ApplicationRow, PartRow } from '../../spare-parts';
import { announceOfflineChange } from './offlineEvents';
import { offlineDb, type OrderDetail, type OrderRow, type SavedOrder } from './offlineDb';

/** The orders a technician works on, kept for offline reading: dispatched to them, accepted, in work. */
export const OFFLINE_ORDER_STATUSES = ['dispatched', 'accepted', 'processing'] as const;

const quiet = { silent: true, background: true } as const;
const partsKey = (userId: number) => `parts:${userId}`;

/**
 * Saves the technician's open orders (fields, device, photos' addresses, timeline), each order's
 * part applications and the parts list, replacing what was saved for them before (issue 40).
 * Answers how many orders are kept.
 */
export async function saveOrderSnapshot(client: ApiClient, userId: number): Promise<number> {
  const page = await client.get<PageResult<OrderRow>>('/work-orders', { query: { assigneeId: 'me', page: 1, pageSize: 100 }, ...quiet });
  const open = page.items.filter((order) => (OFFLINE_ORDER_STATUSES as readonly string[]).includes(order.status));
  const saved: SavedOrder[] = [];
  const savedAt = new Date().toISOString();
  for (const order of open) {
    const [detail, parts] = await Promise.all([
      client.get<OrderDetail>(`/work-orders/${order.id}`, quiet),
      client
        .get<PageResult<ApplicationRow>>('/part-applications', { query: { orderId: order.id, page: 1, pageSize: 100 }, ...quiet })
        .then((result) => result.items)
        .catch(() => []),
    ]);
    saved.push({ id: order.id, userId, detail, parts, savedAt });
  }
  const catalog = await client
    .get<PageResult<PartRow>>('/parts', { query: { page: 1, pageSize: 500 }, ...quiet })
    .then((result) => result.items)
    .catch(() => null);

  const db = await offlineDb();
  const tx = db.transaction(['orders', 'meta'], 'readwrite');
  const orders = tx.objectStore('orders');
  for (const old of await orders.index('byUser').getAllKeys(userId)) await orders.delete(old);
  for (const order of saved) await orders.put(order);
  if (catalog) await tx.objectStore('meta').put({ key: partsKey(userId), userId, savedAt, parts: catalog });
  await tx.done;
  announceOfflineChange();
  return saved.length;
}

/** Keeps a freshly read order in the snapshot when it is one the technician works on. */
export async function keepOrder(userId: number, detail: OrderDetail): Promise<void> {
  const db = await offlineDb();
  const existing = await db.get('orders', detail.id);
  const mine = detail.assigneeId === userId && (OFFLINE_ORDER_STATUSES as readonly string[]).includes(detail.status);
  if (!mine && !existing) return;
  if (!mine) await db.delete('orders', detail.id);
  else await db.put('orders', { id: detail.id, userId, detail, parts: existing?.parts ?? [], savedAt: new Date().toISOString() });
}

export async function savedOrder(userId: number, id: number): Promise<SavedOrder | undefined> {
  const order = await (await offlineDb()).get('orders', id);
  return order?.userId === userId ? order : undefined;
}

export async function savedOrders(userId: number): Promise<SavedOrder[]> {
  const orders = await (await offlineDb()).getAllFromIndex('orders', 'byUser', userId);
  return orders.sort((a, b) => b.id - a.id);
}

export async function savedParts(userId: number): Promise<{ parts: PartRow[]; savedAt: string } | undefined> {
  return (await offlineDb()).get('meta', partsKey(userId));
}
