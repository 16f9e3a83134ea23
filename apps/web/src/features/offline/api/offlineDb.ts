import type { OfflineActionKind, WorkOrder, WorkOrderDetail } from '@fieldlink/domain';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Json } from '../../../lib/http/Json';
import type { ApplicationRow, PartRow } from '../../spare-parts';

/** An order as the server sends it (a list's row, one order's page); the work-orders feature's OrderRow and OrderDetail. */
export type OrderRow = Json<WorkOrder>;
export type OrderDetail = Json<WorkOrderDetail>;

/** What the server held when it refused a queued action: its answer and the order as it is now. */
export interface ReplayConflict {
  status: number;
  message: string;
  /** The order as the server holds it now (null when the technician may no longer see it). */
  order: OrderDetail | null;
  at: string;
}

/** One action the technician took offline, waiting to be sent (issue 40). */
export interface QueuedAction {
  /** Its place in the queue (IndexedDB's counter): actions replay in this order. */
  seq?: number;
  /** The Idempotency-Key it is sent with, every time. */
  key: string;
  userId: number;
  orderId: number;
  orderNumber: string;
  kind: OfflineActionKind;
  createdAt: string;
  part?: { partId: number; quantity: number; note: string | null; label: string };
  report?: { solution: string; suggestion: string | null; workingHours: number | null; photos: Blob[]; signature: Blob };
  /** Set when the server refused it: shown to the technician, kept until they dismiss it. */
  conflict?: ReplayConflict;
}

/** A technician's order kept for reading offline, with its part applications. */
export interface SavedOrder {
  id: number;
  userId: number;
  detail: OrderDetail;
  parts: ApplicationRow[];
  savedAt: string;
}

interface OfflineSchema extends DBSchema {
  queue: { key: number; value: QueuedAction; indexes: { byUser: number } };
  orders: { key: number; value: SavedOrder; indexes: { byUser: number } };
  meta: { key: string; value: { key: string; userId: number; savedAt: string; parts: PartRow[] } };
}

export type OfflineDb = IDBPDatabase<OfflineSchema>;

let opened: Promise<OfflineDb> | undefined;

/** The phone's offline store (IndexedDB "fieldlink-offline"): the queue, the saved orders, the parts list. */
export function offlineDb(): Promise<OfflineDb> {
  opened ??= openDB<OfflineSchema>('fieldlink-offline', 1, {
    upgrade(db) {
      db.createObjectStore('queue', { keyPath: 'seq', autoIncrement: true }).createIndex('byUser', 'userId');
      db.createObjectStore('orders', { keyPath: 'id' }).createIndex('byUser', 'userId');
      db.createObjectStore('meta', { keyPath: 'key' });
    },
  });
  return opened;
}
