import { IDEMPOTENCY_KEY_HEADER, replayOutcome } from '@fieldlink/domain';
import type { ApiClient } from '../../../lib/http/apiClient';
import { ApiError } from '../../../lib/http/ApiError';
import { reportForm } from '../utils/reportForm';
import type { OrderDetail, QueuedAction } from './offlineDb';
import { offlineQueue } from './offlineQueue';

/** Sends one queued action with its Idempotency-Key; a retry of the same key never applies twice. */
function send(client: ApiClient, action: QueuedAction): Promise<unknown> {
  const options = { silent: true, background: true, headers: { [IDEMPOTENCY_KEY_HEADER]: action.key } };
  const path = `/work-orders/${action.orderId}`;
  switch (action.kind) {
    case 'accept':
    case 'start':
      return client.post(`${path}/${action.kind}`, {}, options);
    case 'part': {
      const part = action.part!;
      return client.post(
        '/part-applications',
        { orderId: action.orderId, partId: part.partId, quantity: part.quantity, note: part.note },
        options,
      );
    }
    case 'complete': {
      const { solution, suggestion, workingHours, photos, signature } = action.report!;
      return client.post(`${path}/report`, reportForm({ solution, suggestion, workingHours }, photos, signature), options);
    }
  }
}

/** The order as the server holds it now, to show beside a refused action (null if it cannot be read). */
async function serverOrder(client: ApiClient, orderId: number): Promise<OrderDetail | null> {
  return client.get<OrderDetail>(`/work-orders/${orderId}`, { silent: true, background: true }).catch(() => null);
}

export interface ReplayResult {
  sent: number;
  conflicts: number;
  /** Stopped before the end: no network, the server busy, or the sign-in ended. */
  stopped: boolean;
}

let running: Promise<ReplayResult> | null = null;

/**
 * Replays this user's queue in order (issue 40). Each action goes with its own key; a sent one
 * leaves the queue; a refused one (the order transferred, cancelled or changed meanwhile) is kept
 * with what the server holds, and the same order's later actions wait behind it; no answer stops
 * the replay where it is, to go on from there later. One replay at a time per tab, and per phone
 * where the browser has Web Locks.
 */
export function replayQueue(client: ApiClient, userId: number): Promise<ReplayResult> {
  running ??= withLock(() => replay(client, userId)).finally(() => {
    running = null;
  });
  return running;
}

function withLock<T>(run: () => Promise<T>): Promise<T> {
  if (typeof navigator.locks?.request !== 'function') return run();
  return navigator.locks.request('fieldlink-offline-replay', run) as Promise<T>;
}

async function replay(client: ApiClient, userId: number): Promise<ReplayResult> {
  const result: ReplayResult = { sent: 0, conflicts: 0, stopped: false };
  const held = new Set<number>();
  for (const action of await offlineQueue.list(userId)) {
    if (action.conflict) held.add(action.orderId);
    if (held.has(action.orderId) || action.seq === undefined) continue;
    let status = 200;
    let code: string | undefined;
    let message = '';
    try {
      await send(client, action);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      status = error.status;
      code = error.key;
      message = error.message;
    }
    const outcome = replayOutcome(status, code);
    if (outcome === 'sent') {
      await offlineQueue.remove(action.seq);
      result.sent += 1;
      continue;
    }
    if (outcome === 'conflict') {
      held.add(action.orderId);
      await offlineQueue.markConflict(action.seq, {
        status,
        message,
        order: await serverOrder(client, action.orderId),
        at: new Date().toISOString(),
      });
      result.conflicts += 1;
      continue;
    }
    result.stopped = true;
    break;
  }
  return result;
}
