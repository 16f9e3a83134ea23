import { sha256 } from './sha256';

/** An RSA public key as big integers. */
export interface RsaPublicKey {
  n: bigint;
  e: bigint;
  /** The modulus's length in bytes. */
  size: number;
}

const HASH_LENGTH = 32;

/** A DER element at `offset`: its tag, where its content starts and ends. */
function derElement(der: Uint8Array, offset: number): { tag: number; start: number; end: number } {
  const tag = der[offset];
  let length = der[offset + 1];
  if (tag === undefined || length === undefined) throw new Error('truncated DER');
  let start = offset + 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    if (count < 1 || count > 4) throw new Error('unsupported DER length');
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + (der[start + i] ?? 0);
    start += count;
  }
  if (start + length > der.length) throw new Error('truncated DER');
  return { tag, start, end: start + length };
}

function toBigInt(bytes: Uint8Array): bigint {
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  return value;
}

/** Reads a DER SubjectPublicKeyInfo holding an RSA key (SEQUENCE { algorithm, BIT STRING { SEQUENCE { n, e } } }). */
export function parseSpki(der: Uint8Array): RsaPublicKey {
  const outer = derElement(der, 0);
  const algorithm = derElement(der, outer.start);
  const bits = derElement(der, algorithm.end);
  if (outer.tag !== 0x30 || algorithm.tag !== 0x30 || bits.tag !== 0x03 || der[bits.start] !== 0)
    throw new Error('not an RSA SubjectPublicKeyInfo');
  const key = derElement(der, bits.start + 1);
  const modulus = derElement(der, key.start);
  const exponent = derElement(der, modulus.end);
  if (key.tag !== 0x30 || modulus.tag !== 0x02 || exponent.tag !== 0x02) throw new Error('not an RSA public key');
  let modulusBytes = der.subarray(modulus.start, modulus.end);
  while (modulusBytes[0] === 0) modulusBytes = modulusBytes.subarray(1);
  return { n: toBigInt(modulusBytes), e: toBigInt(der.subarray(exponent.start, exponent.end)), size: modulusBytes.length };
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

/** MGF1 with SHA-256 (RFC 8017 B.2.1). */
function mgf1(seed: Uint8Array, length: number): Uint8Array {
  const out = new Uint8Array(length);
  const input = new Uint8Array(seed.length + 4);
  input.set(seed);
  for (let counter = 0, filled = 0; filled < length; counter++, filled += HASH_LENGTH) {
    new DataView(input.buffer).setUint32(seed.length, counter);
    out.set(sha256(input).subarray(0, Math.min(HASH_LENGTH, length - filled)), filled);
  }
  return out;
}

/** The longest message (in bytes) a key takes: k − 2·hLen − 2 (190 for 2048 bits). */
export function maxMessageLength(key: RsaPublicKey): number {
  return key.size - 2 * HASH_LENGTH - 2;
}

/**
 * RSAES-OAEP-ENCRYPT (RFC 8017 §7.1.1) with SHA-256 and MGF1-SHA-256, empty label: what
 * node:crypto's `privateDecrypt` with `oaepHash: 'sha256'` and WebCrypto's RSA-OAEP SHA-256 take.
 * `random` fills the seed (`crypto.getRandomValues` works on plain http pages too).
 */
export function rsaOaepEncrypt(
  key: RsaPublicKey,
  message: Uint8Array,
  random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): Uint8Array {
  const k = key.size;
  if (message.length > maxMessageLength(key)) throw new RangeError('message too long for the key');
  const db = new Uint8Array(k - HASH_LENGTH - 1);
  db.set(sha256(new Uint8Array(0)));
  db[db.length - message.length - 1] = 0x01;
  db.set(message, db.length - message.length);
  const seed = random(new Uint8Array(HASH_LENGTH));
  const dbMask = mgf1(seed, db.length);
  for (let i = 0; i < db.length; i++) db[i]! ^= dbMask[i]!;
  const seedMask = mgf1(db, HASH_LENGTH);
  const em = new Uint8Array(k);
  for (let i = 0; i < HASH_LENGTH; i++) em[1 + i] = seed[i]! ^ seedMask[i]!;
  em.set(db, 1 + HASH_LENGTH);
  let c = modPow(toBigInt(em), key.e, key.n);
  const out = new Uint8Array(k);
  for (let i = k - 1; i >= 0; i--) {
    out[i] = Number(c & 0xffn);
    c >>= 8n;
  }
  return out;
}
