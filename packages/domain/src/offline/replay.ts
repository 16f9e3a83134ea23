/**
 * What a phone does with the answer to one queued action it replays (issue 40):
 * - `sent`: the server took it (or had taken it before: the same key answers the same);
 * - `retry`: no answer, or the server could not answer now (network, 5xx, 429, a key still in
 *   progress): keep it and everything after it, try again later;
 * - `conflict`: the server refused it by the order's rules or access (the order was transferred,
 *   cancelled, or changed meanwhile; 4xx): keep it for the technician to see beside what the server
 *   holds, never drop it silently; the order's later actions wait behind it.
 * - `expired`: the sign-in ended (401): keep everything, send again after signing in.
 */
export type ReplayOutcome = 'sent' | 'retry' | 'conflict' | 'expired';

export function replayOutcome(status: number, code?: string): ReplayOutcome {
  if (status >= 200 && status < 300) return 'sent';
  if (status === 0 || status >= 500 || status === 429 || status === 408) return 'retry';
  if (status === 401) return 'expired';
  if (status === 409 && code === 'IDEMPOTENCY_IN_PROGRESS') return 'retry';
  return 'conflict';
}

/** The kinds of action a phone may queue offline, in the order a job goes. */
export const OFFLINE_ACTION_KINDS = ['accept', 'start', 'part', 'complete'] as const;
export type OfflineActionKind = (typeof OFFLINE_ACTION_KINDS)[number];

/** Whether an action queued for an order must wait: an earlier action of the same order is in conflict. */
export function blockedByConflict(orderId: number, conflictedOrders: ReadonlySet<number>): boolean {
  return conflictedOrders.has(orderId);
}
