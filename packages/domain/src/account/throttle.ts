/**
 * Throttling of guesses at a secret — a password, a share link's code, a verification code — that
 * slows an attacker without locking out its owner (OWASP ASVS 2.2.1). Wrong guesses are counted in
 * a window three ways: per subject (the account, the link, the code's phone or e-mail) from every
 * address, per address on that subject, and per address on every subject.
 * - An address is refused (429 with the seconds to wait) only for its own wrong guesses: after
 *   `perAddressAndSubject` on one subject, for that subject; after `perAddress` on all of them
 *   (many people may share one NAT), for all.
 * - A subject is never refused: past `slowAfter` wrong guesses from everywhere, every answer on it
 *   comes after a delay that doubles with each further wrong guess up to `maxDelayMs`. The owner
 *   on an address that never failed still gets in, a little later.
 */
export interface ThrottlePolicy {
  windowMs: number;
  perAddressAndSubject: number;
  perAddress: number;
  slowAfter: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

const WINDOW_MS = 15 * 60 * 1000;

/** Sign-in: 10 wrong passwords per account and address, 50 per address; slowed after 10 on an account. */
export const LOGIN_THROTTLE: ThrottlePolicy = {
  windowMs: WINDOW_MS,
  perAddressAndSubject: 10,
  perAddress: 50,
  slowAfter: 10,
  firstDelayMs: 500,
  maxDelayMs: 5000,
};

/** A secret share link's code: 5 wrong codes per viewer (address and link), 25 per address; slowed after 5 on a link. */
export const SHARE_CODE_THROTTLE: ThrottlePolicy = {
  windowMs: WINDOW_MS,
  perAddressAndSubject: 5,
  perAddress: 25,
  slowAfter: 5,
  firstDelayMs: 500,
  maxDelayMs: 5000,
};

/** SMS and e-mail codes: 5 wrong codes per address and phone or e-mail, 25 per address; slowed after 5 on a target. */
export const VERIFICATION_CODE_THROTTLE: ThrottlePolicy = {
  windowMs: WINDOW_MS,
  perAddressAndSubject: 5,
  perAddress: 25,
  slowAfter: 5,
  firstDelayMs: 500,
  maxDelayMs: 5000,
};

/** Failures counted for one key in the current window, and when that window opened. */
export interface FailureCount {
  count: number;
  windowStart: Date;
}

export type ThrottleVerdict = { kind: 'refuse'; retryAfterSeconds: number } | { kind: 'answer'; delayMs: number };

/** The delay before answering on a subject with this many wrong guesses in the window. */
export function throttleDelayMs(subjectFailures: number, policy: ThrottlePolicy): number {
  if (subjectFailures < policy.slowAfter) return 0;
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** (subjectFailures - policy.slowAfter));
}

/** Whether a guess from this address at this subject is refused, or answered after how long. */
export function throttleVerdict(
  failures: { addressAndSubject?: FailureCount | undefined; address?: FailureCount | undefined; subject?: FailureCount | undefined },
  policy: ThrottlePolicy,
  now: Date,
): ThrottleVerdict {
  const limits: [FailureCount | undefined, number][] = [
    [failures.addressAndSubject, policy.perAddressAndSubject],
    [failures.address, policy.perAddress],
  ];
  const waits = limits
    .filter(([entry, limit]) => entry !== undefined && entry.count >= limit)
    .map(([entry]) => entry!.windowStart.getTime() + policy.windowMs - now.getTime());
  if (waits.length > 0) return { kind: 'refuse', retryAfterSeconds: Math.max(1, Math.ceil(Math.max(...waits) / 1000)) };
  return { kind: 'answer', delayMs: throttleDelayMs(failures.subject?.count ?? 0, policy) };
}
