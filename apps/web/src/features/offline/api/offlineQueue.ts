import { announceOfflineChange } from './offlineEvents';
import { offlineDb, type QueuedAction, type ReplayConflict } from './offlineDb';

/** A new Idempotency-Key: a UUID where the browser makes one, else 128 random bits in hex. */
export function newActionKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The durable queue of the technician's offline actions (IndexedDB "queue", in the order taken). */
export const offlineQueue = {
  async add(action: Omit<QueuedAction, 'seq' | 'key' | 'createdAt'>): Promise<void> {
    const db = await offlineDb();
    await db.add('queue', { ...action, key: newActionKey(), createdAt: new Date().toISOString() });
    announceOfflineChange();
  },

  /** This user's actions, oldest first (waiting and in conflict). */
  async list(userId: number): Promise<QueuedAction[]> {
    const db = await offlineDb();
    const rows = await db.getAllFromIndex('queue', 'byUser', userId);
    return rows.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
  },

  async remove(seq: number): Promise<void> {
    const db = await offlineDb();
    await db.delete('queue', seq);
    announceOfflineChange();
  },

  async markConflict(seq: number, conflict: ReplayConflict): Promise<void> {
    const db = await offlineDb();
    const row = await db.get('queue', seq);
    if (!row) return;
    await db.put('queue', { ...row, conflict });
    announceOfflineChange();
  },

  /**
   * The technician has seen a refused action and lets it go: it and the order's later actions
   * (which waited behind it) leave the queue.
   */
  async dismiss(userId: number, orderId: number): Promise<void> {
    const db = await offlineDb();
    const rows = await db.getAllFromIndex('queue', 'byUser', userId);
    for (const row of rows) if (row.orderId === orderId && row.seq !== undefined) await db.delete('queue', row.seq);
    announceOfflineChange();
  },
};
