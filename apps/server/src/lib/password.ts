import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64: the parameters travel with the hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * True only for a well-formed stored hash of this scheme that the password matches. A corrupt or
 * tampered row (wrong key length, odd parameters) matches nothing and never throws.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash || rest.length > 0) return false;
  const cost = Number(n);
  const blockSize = Number(r);
  const parallelism = Number(p);
  if (!validParameters(cost, blockSize, parallelism)) return false;
  const expected = Buffer.from(hash, 'base64');
  if (expected.length !== KEY_LENGTH) return false;
  try {
    const key = await scrypt(password, Buffer.from(salt, 'base64'), KEY_LENGTH, {
      N: cost,
      r: blockSize,
      p: parallelism,
      maxmem: MAX_MEMORY,
    });
    return timingSafeEqual(key, expected);
  } catch {
    return false;
  }
}

/** Memory scrypt may use for one check: 128 * N * r bytes, with room to spare. */
const MAX_MEMORY = 64 * 1024 * 1024;

function validParameters(cost: number, blockSize: number, parallelism: number): boolean {
  const powerOfTwo = Number.isInteger(cost) && cost >= 2 && (cost & (cost - 1)) === 0;
  return (
    powerOfTwo &&
    cost <= 2 ** 17 &&
    Number.isInteger(blockSize) &&
    blockSize >= 1 &&
    blockSize <= 32 &&
    Number.isInteger(parallelism) &&
    parallelism >= 1 &&
    parallelism <= 16
  );
}

/** A hash no password matches, checked against when the user does not exist (same timing). */
export const UNUSABLE_HASH = `scrypt$${N}$${R}$${P}$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(KEY_LENGTH).toString('base64')}`;

/** A readable random password (letters and digits, at least one of each) for a generated admin password. */
export function generatePassword(length = 16): string {
  if (!Number.isInteger(length) || length < 2) throw new RangeError('a generated password needs at least 2 characters');
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  for (;;) {
    let out = '';
    for (const byte of randomBytes(length)) out += alphabet[byte % alphabet.length];
    if (/\d/.test(out) && /[A-Za-z]/.test(out)) return out;
  }
}
