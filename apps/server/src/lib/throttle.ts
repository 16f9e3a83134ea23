import { throttleVerdict, type FailureCount, type ThrottlePolicy } from '@fieldlink/domain';
import { AppError } from './app-error.js';

/**
 * Failure counters in the `rate_limits` table (auth.repository.ts), so every instance of a cluster
 * counts the same guesses.
 */
export interface FailureCounter {
  failureCounts(keys: string[], windowStart: Date): Promise<Map<string, FailureCount>>;
  recordFailure(keys: string[], now: Date, windowStart: Date): Promise<void>;
  clearFailures(...keys: string[]): Promise<void>;
}

/** How the throttle waits before answering a slowed subject (tests record the delay instead). */
export type ThrottleWait = (ms: number) => Promise<void>;

export const realWait: ThrottleWait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The guesses at one kind of secret, throttled by the domain's policy (account/throttle.ts):
 * `check` before judging a guess (refuses the failing address with 429, slows a subject under
 * attack), `failed` after a wrong one, `succeeded` after a right one.
 */
export function createThrottle({
  counter,
  policy,
  prefix,
  now = () => new Date(),
  wait = realWait,
}: {
  counter: FailureCounter;
  policy: ThrottlePolicy;
  /** The counters' key prefix (`login`, `share`, `code`). */
  prefix: string;
  now?: () => Date;
  wait?: ThrottleWait;
}) {
  const keysOf = (subject: string, ip: string) => ({
    subject: `${prefix}:subject:${subject}`,
    addressAndSubject: `${prefix}:pair:${subject}@${ip}`,
    address: `${prefix}:ip:${ip}`,
  });
  const windowStart = (at: Date) => new Date(at.getTime() - policy.windowMs);

  return {
    async check(subject: string, ip: string): Promise<void> {
      const keys = keysOf(subject, ip);
      const at = now();
      const counts = await counter.failureCounts(Object.values(keys), windowStart(at));
      const verdict = throttleVerdict(
        { subject: counts.get(keys.subject), addressAndSubject: counts.get(keys.addressAndSubject), address: counts.get(keys.address) },
        policy,
        at,
      );
      if (verdict.kind === 'refuse') throw new AppError('RATE_LIMITED', { seconds: verdict.retryAfterSeconds });
      if (verdict.delayMs > 0) await wait(verdict.delayMs);
    },

    async failed(subject: string, ip: string): Promise<void> {
      const at = now();
      await counter.recordFailure(Object.values(keysOf(subject, ip)), at, windowStart(at));
    },

    /** A right guess: this address starts afresh on the subject, and the subject is no longer slowed. */
    async succeeded(subject: string, ip: string): Promise<void> {
      const keys = keysOf(subject, ip);
      await counter.clearFailures(keys.subject, keys.addressAndSubject);
    },
  };
}

export type Throttle = ReturnType<typeof createThrottle>;
