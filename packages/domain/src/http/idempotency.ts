/**
 * Idempotent writes (issue 40): a client that may send the same write twice (a phone replaying
 * what it queued offline) names it with a key in this header; the server answers a repeat with the
 * first answer instead of applying it again.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** A key: 8 to 100 letters, digits, '-', '_', ':' or '.' (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;

/** How long the server remembers a key and its answer. */
export const IDEMPOTENCY_KEY_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A claim whose request never finished (the process stopped mid-request) is given up after this
 * long, so the next try runs again; the order rules then refuse a step already taken.
 */
export const IDEMPOTENCY_CLAIM_STALE_MS = 10 * 60 * 1000;

export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === 'string' && IDEMPOTENCY_KEY_PATTERN.test(value);
}

/** The request a key was first used for: a key sent again with another method or address is refused. */
export function idempotencyFingerprint(method: string, url: string): string {
  return `${method.toUpperCase()} ${url.split('?')[0]}`;
}
