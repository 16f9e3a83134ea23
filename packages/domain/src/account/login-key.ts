import { z } from 'zod';

/**
 * The login key (spec §7 `get_public_key`, `isEncrypt`): an RSA-OAEP key pair (2048 bit, SHA-256)
 * the server keeps in its secrets and replaces every day. A key is numbered by the day it serves
 * (`slot`, days since 1970 in UTC), so every instance creates and names the same day's key alike;
 * it is still accepted for a grace period after its day, so a form filled in just before the
 * rotation still signs in.
 */
export const LOGIN_KEY_ROTATION_MS = 24 * 3600 * 1000;
export const LOGIN_KEY_GRACE_MS = 2 * 3600 * 1000;
export const LOGIN_KEY_BITS = 2048;
export const LOGIN_KEY_ALGORITHM = 'RSA-OAEP-256' as const;
/** Base64 of a 2048-bit ciphertext is 344 characters; anything longer is not one. */
export const LOGIN_CIPHERTEXT_MAX_LENGTH = 512;

/** The day a key serves at `at`. */
export function loginKeySlot(at: Date): number {
  return Math.floor(at.getTime() / LOGIN_KEY_ROTATION_MS);
}

export function loginKeyId(slot: number): string {
  return `k${slot}`;
}

/** The slot a key id names, or undefined for anything that is not a key id. */
export function loginKeySlotOf(keyId: string): number | undefined {
  const match = /^k(\d{1,9})$/.exec(keyId);
  return match ? Number(match[1]) : undefined;
}

/** When the key of `slot` stops being handed out (the next one takes over). */
export function loginKeyRotatesAt(slot: number): Date {
  return new Date((slot + 1) * LOGIN_KEY_ROTATION_MS);
}

/** Whether a login encrypted with the key of `slot` is still taken at `at`: its day and the grace after it. */
export function loginKeyAccepted(slot: number, at: Date): boolean {
  const start = slot * LOGIN_KEY_ROTATION_MS;
  return at.getTime() >= start && at.getTime() < loginKeyRotatesAt(slot).getTime() + LOGIN_KEY_GRACE_MS;
}

export const LoginPublicKeySchema = z.object({
  keyId: z.string(),
  algorithm: z.literal(LOGIN_KEY_ALGORITHM),
  /** The public key as DER SubjectPublicKeyInfo in base64 (a PEM body without its lines). */
  publicKey: z.string(),
  /** When a newer key replaces it (the old one is still taken for `LOGIN_KEY_GRACE_MS`). */
  rotatesAt: z.string(),
});
export type LoginPublicKey = z.infer<typeof LoginPublicKeySchema>;
