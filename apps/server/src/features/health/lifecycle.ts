/**
 * Whether this instance is being stopped: once `draining`, `/health/ready` answers 503 so the load
 * balancer sends no new requests, while requests in progress finish (main.ts, SIGTERM).
 */
export interface Lifecycle {
  draining: boolean;
  readonly startedAt: number;
}

export function createLifecycle(): Lifecycle {
  return { draining: false, startedAt: Date.now() };
}
