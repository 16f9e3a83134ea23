export interface BackoffOptions {
  /** The delay before the first try, before jitter. */
  initialMs: number;
  /** The cap: no delay is longer. */
  maxMs: number;
}

/**
 * How long to wait before reconnect try `attempt` (0 for the first after a loss): capped exponential
 * backoff with equal jitter. The base doubles from `initialMs` up to `maxMs`; the delay is half the
 * base plus a random part of the other half, so a fleet of boxes that lost the same broker at the
 * same moment does not come back at the same moment, and no box retries sooner than half its base.
 */
export function reconnectDelay(attempt: number, options: BackoffOptions, random: () => number = Math.random): number {
  const base = Math.min(options.maxMs, options.initialMs * 2 ** Math.min(attempt, 30));
  return Math.round(base / 2 + random() * (base / 2));
}
