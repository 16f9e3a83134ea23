/**
 * Byte and text helpers for register data, written out by hand: packages/domain runs with the
 * ES library only (no TextEncoder/TextDecoder in its types), so UTF-8 is coded here.
 */

/** UTF-8 bytes of a string; a lone surrogate becomes U+FFFD, as TextEncoder does. */
export function utf8Encode(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text) {
    let cp = char.codePointAt(0)!;
    if (cp >= 0xd800 && cp <= 0xdfff) cp = 0xfffd;
    if (cp < 0x80) bytes.push(cp);
    else if (cp < 0x800) bytes.push(0xc0 | (cp >> 6), 0x80 | (cp & 0x3f));
    else if (cp < 0x10000) bytes.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f));
    else bytes.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 0x3f), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f));
  }
  return bytes;
}

/** Decodes UTF-8; each malformed sequence becomes U+FFFD (one per bad lead byte). */
export function utf8Decode(bytes: readonly number[]): string {
  let out = '';
  let i = 0;
  while (i < bytes.length) {
    const b0 = bytes[i]!;
    let need = 0;
    let cp = 0;
    let min = 0;
    if (b0 < 0x80) {
      out += String.fromCharCode(b0);
      i += 1;
      continue;
    } else if (b0 >= 0xc2 && b0 <= 0xdf) [need, cp, min] = [1, b0 & 0x1f, 0x80];
    else if (b0 >= 0xe0 && b0 <= 0xef) [need, cp, min] = [2, b0 & 0x0f, 0x800];
    else if (b0 >= 0xf0 && b0 <= 0xf4) [need, cp, min] = [3, b0 & 0x07, 0x10000];
    else {
      out += '\ufffd';
      i += 1;
      continue;
    }
    let ok = true;
    for (let k = 1; ok && k <= need; k++) {
      const b = bytes[i + k];
      if (b === undefined || (b & 0xc0) !== 0x80) ok = false;
      else cp = (cp << 6) | (b & 0x3f);
    }
    if (!ok || cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) {
      out += '\ufffd';
      i += 1;
      continue;
    }
    out += String.fromCodePoint(cp);
    i += need + 1;
  }
  return out;
}

/** Register words to bytes, big-endian within each word (high byte first). */
export function wordsToBytes(words: readonly number[]): number[] {
  const bytes: number[] = [];
  for (const w of words) bytes.push((w >> 8) & 0xff, w & 0xff);
  return bytes;
}

/** Bytes to register words, two per word (high byte first), zero-padded to `length` words. */
export function bytesToWords(bytes: readonly number[], length: number): number[] {
  const words: number[] = [];
  for (let i = 0; i < length; i++) words.push(((bytes[2 * i] ?? 0) << 8) | (bytes[2 * i + 1] ?? 0));
  return words;
}

/** Bytes without the zero padding registers carry (NUL bytes at either end). */
export function trimNul(bytes: readonly number[]): number[] {
  let start = 0;
  let end = bytes.length;
  while (start < end && bytes[start] === 0) start++;
  while (end > start && bytes[end - 1] === 0) end--;
  return bytes.slice(start, end);
}

/** ASCII: bytes 0x00-0x7F as characters, anything above as U+FFFD. */
export function asciiDecode(bytes: readonly number[]): string {
  return bytes.map((b) => (b < 0x80 ? String.fromCharCode(b) : '\ufffd')).join('');
}

export function hexBytes(bytes: readonly number[]): string {
  return bytes.map((b) => b.toString(16).toUpperCase().padStart(2, '0')).join(' ');
}

/** A text decoder as the WHATWG Encoding API defines it; only what we call. */
export type BytesDecoder = (bytes: Uint8Array) => string;

/**
 * The host's GB2312 decoder when it has one (browsers and Node with full ICU map the label
 * "gb2312" to GBK, a superset), looked up on globalThis so the domain imports nothing.
 */
export function hostGb2312Decoder(): BytesDecoder | undefined {
  const Ctor = (globalThis as { TextDecoder?: new (label: string, options?: { fatal?: boolean }) => { decode(b: Uint8Array): string } })
    .TextDecoder;
  if (!Ctor) return undefined;
  try {
    const decoder = new Ctor('gb2312', { fatal: true });
    return (bytes) => decoder.decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * GB2312 text. Pure ASCII needs no table. Anything else goes through `decoder` (default: the
 * host's; null: none). With no decoder (a pure runtime without ICU), or bytes it rejects, the
 * bytes are shown in hex ("C4 E3 BA C3"): the domain ships no 7,000-entry GB2312 table.
 */
export function gb2312Decode(bytes: readonly number[], decoder?: BytesDecoder | null): string {
  if (bytes.every((b) => b < 0x80)) return asciiDecode(bytes);
  const decode = decoder === undefined ? hostGb2312Decoder() : decoder;
  if (decode) {
    try {
      return decode(Uint8Array.from(bytes));
    } catch {
      // fall through to hex
    }
  }
  return hexBytes(bytes);
}
