/**
 * Offline unlock codes, after OpenPAYGO Token: a code the HMI operator types at the machine, made
 * from the device's secret, a counter and the unlocked period (days), checked by the gateway with no
 * cloud. A code is 9 decimal digits (it fits one 32-bit PLC word pair):
 *
 *   tag(c, d)  = first 4 bytes of HMAC-SHA256(secret, "fieldlink-unlock:v1:<c>:<d>") as uint32, mod 10^6
 *   mask(c)    = first 2 bytes of HMAC-SHA256(secret, "fieldlink-unlock-mask:v1:<c>") as uint16, mod 1000
 *   code       = tag(c, d) · 1000 + (d + mask(c)) mod 1000
 *
 * The days are hidden by the mask, so a code shows nothing of its period. The checker keeps the last
 * counter it accepted and tries the next `UNLOCK_CODE_WINDOW` counters: for each it unmasks the days
 * and compares the tag. A code is accepted once, and only forward: after counter c is used, no code
 * with a counter ≤ c passes (as OpenPAYGO's forward-only mode). A guess passes with a chance of
 * about window / 10^6, and the gateway stops listening after `UNLOCK_CODE_MAX_FAILURES` wrong codes.
 *
 * The HMAC itself is handed in (node:crypto on the server and the gateway), so this file stays pure.
 */
export type HmacSha256 = (secretHex: string, message: string) => Uint8Array;

export const UNLOCK_CODE_DIGITS = 9;
/** Days an unlock code can grant: 1..999. */
export const UNLOCK_CODE_MAX_DAYS = 999;
/** Counters ahead of the last accepted one that the checker tries. */
export const UNLOCK_CODE_WINDOW = 16;
/** Wrong codes in a row that pause the checker for `UNLOCK_CODE_PAUSE_MS`. */
export const UNLOCK_CODE_MAX_FAILURES = 5;
export const UNLOCK_CODE_PAUSE_MS = 10 * 60_000;
/** A device secret: 32 random bytes as 64 hex digits. */
export const UNLOCK_SECRET_PATTERN = /^[0-9a-f]{64}$/;

const uint = (bytes: Uint8Array, count: number) => {
  let value = 0;
  for (let i = 0; i < count; i++) value = value * 256 + (bytes[i] ?? 0);
  return value;
};

function tag(hmac: HmacSha256, secret: string, counter: number, days: number): number {
  return uint(hmac(secret, `fieldlink-unlock:v1:${counter}:${days}`), 4) % 1_000_000;
}

function mask(hmac: HmacSha256, secret: string, counter: number): number {
  return uint(hmac(secret, `fieldlink-unlock-mask:v1:${counter}`), 2) % 1000;
}

/** The code for `counter` (≥ 1) and `days` (1..999), as 9 digits. */
export function unlockCode(hmac: HmacSha256, secret: string, counter: number, days: number): string {
  if (!Number.isInteger(counter) || counter < 1) throw new RangeError(`counter must be a whole number ≥ 1, got ${counter}`);
  if (!Number.isInteger(days) || days < 1 || days > UNLOCK_CODE_MAX_DAYS)
    throw new RangeError(`days must be 1..${UNLOCK_CODE_MAX_DAYS}, got ${days}`);
  const value = tag(hmac, secret, counter, days) * 1000 + ((days + mask(hmac, secret, counter)) % 1000);
  return String(value).padStart(UNLOCK_CODE_DIGITS, '0');
}

/** A code as typed (spaces and dashes allowed) -> its number, or undefined when it is not 9 digits. */
export function parseUnlockCode(text: string | number): number | undefined {
  const digits = typeof text === 'number' ? String(text).padStart(UNLOCK_CODE_DIGITS, '0') : text.replace(/[\s-]/g, '');
  if (!/^\d{9}$/.test(digits)) return undefined;
  return Number(digits);
}

/**
 * Checks a code against the counter last accepted: the counter and days it grants, or undefined
 * (wrong, or already used, or older than one used).
 */
export function checkUnlockCode(
  hmac: HmacSha256,
  secret: string,
  code: string | number,
  lastCounter: number,
): { counter: number; days: number } | undefined {
  const value = parseUnlockCode(code);
  if (value === undefined) return undefined;
  const high = Math.floor(value / 1000);
  const low = value % 1000;
  for (let counter = lastCounter + 1; counter <= lastCounter + UNLOCK_CODE_WINDOW; counter++) {
    const days = (low - mask(hmac, secret, counter) + 1000) % 1000;
    if (days >= 1 && tag(hmac, secret, counter, days) === high) return { counter, days };
  }
  return undefined;
}

/** The code as the operator reads it: `123 456 789`. */
export function formatUnlockCode(code: string): string {
  return code.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3');
}
