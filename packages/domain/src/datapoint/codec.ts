import { bytesToWords, utf8Decode, utf8Encode, wordsToBytes } from './bytes.js';
import { DATA_TYPES, inRange, isDataTypeCode, type DataTypeCode } from './types.js';

/**
 * Values <-> 16-bit Modbus register words, one codec for the gateway (writes) and the server.
 *
 * - Big-endian within a word. 32- and 64-bit types put the high word first; `highLowSwap`
 *   reverses the word order (low word first; for 64-bit types all four words are reversed).
 * - INT8S/INT8U sit in the low byte of one word; decoding ignores the high byte.
 * - Float/Double are IEEE 754 single/double.
 * - Bool is one word, 0 or 1; any non-zero word decodes to true.
 * - Char is UTF-8, 2 bytes per word (first byte high), zero-padded to `length` words (default:
 *   just enough words for the text); decoding drops trailing NUL bytes. `highLowSwap` does not
 *   apply to Char.
 * The caller's array is never changed.
 */
export interface CodecOptions {
  highLowSwap?: boolean;
  /** Words of a Char value. */
  length?: number;
}

/** Largest Char length in words (also the point schema's limit). */
export const CHAR_MAX_LENGTH = 128;

function checkType(dataType: DataTypeCode): void {
  if (!isDataTypeCode(dataType)) throw new RangeError(`unknown data type ${String(dataType)}`);
}

function charLength(options: CodecOptions, fallback: number): number {
  const length = options.length ?? fallback;
  if (!Number.isInteger(length) || length < 1 || length > CHAR_MAX_LENGTH) {
    throw new RangeError(`Char length must be an integer 1..${CHAR_MAX_LENGTH}, got ${length}`);
  }
  return length;
}

/** Words high-first -> the order on the wire. */
function order(words: number[], options: CodecOptions): number[] {
  return options.highLowSwap ? words.reverse() : words;
}

export function encodeValue(value: number | string | boolean, dataType: DataTypeCode, options: CodecOptions = {}): number[] {
  checkType(dataType);
  if (dataType === 11) {
    if (typeof value !== 'string') throw new TypeError('a Char value is a string');
    const bytes = utf8Encode(value);
    const length = charLength(options, Math.max(1, Math.ceil(bytes.length / 2)));
    if (bytes.length > length * 2) {
      throw new RangeError(`text of ${bytes.length} UTF-8 bytes does not fit in ${length} words`);
    }
    return bytesToWords(bytes, length);
  }
  if (dataType === 10) {
    if (value === true || value === 1) return [1];
    if (value === false || value === 0) return [0];
    if (typeof value === 'number') throw new RangeError(`a Bool is 0 or 1, got ${value}`);
    throw new TypeError('a Bool value is a boolean or 0/1');
  }
  if (typeof value !== 'number') throw new TypeError(`a ${DATA_TYPES[dataType].key} value is a number`);
  if (!inRange(dataType, value)) {
    const { key, min, max } = DATA_TYPES[dataType];
    throw new RangeError(`${value} is not a ${key} value (${min}..${max})`);
  }
  switch (dataType) {
    case 1:
    case 2:
      return [value & 0xffff];
    case 6:
    case 7:
      return [value & 0xff];
    case 3:
    case 4: {
      const u = value < 0 ? value + 2 ** 32 : value;
      return order([Math.floor(u / 0x10000), u % 0x10000], options);
    }
    case 8: {
      let u = BigInt.asUintN(64, BigInt(value));
      const words: number[] = [];
      for (let i = 0; i < 4; i++) {
        words.unshift(Number(u & 0xffffn));
        u >>= 16n;
      }
      return order(words, options);
    }
    case 5:
    case 9: {
      const view = new DataView(new ArrayBuffer(dataType === 5 ? 4 : 8));
      if (dataType === 5) view.setFloat32(0, value);
      else view.setFloat64(0, value);
      const words: number[] = [];
      for (let i = 0; i < view.byteLength; i += 2) words.push(view.getUint16(i));
      return order(words, options);
    }
  }
}

export function decodeWords(words: readonly number[], dataType: DataTypeCode, options: CodecOptions = {}): number | string | boolean {
  checkType(dataType);
  for (const w of words) {
    if (!Number.isInteger(w) || w < 0 || w > 0xffff) throw new RangeError(`${w} is not a 16-bit register word`);
  }
  const need = dataType === 11 ? charLength(options, Math.max(1, words.length)) : DATA_TYPES[dataType].words;
  if (words.length < need) {
    throw new RangeError(`${DATA_TYPES[dataType].key} needs ${need} words, got ${words.length}`);
  }
  // A copy in high-first order: the caller's array stays as it was.
  const w = dataType === 11 ? words.slice(0, need) : order(words.slice(0, need), options);
  switch (dataType) {
    case 1:
      return w[0]! >= 0x8000 ? w[0]! - 0x10000 : w[0]!;
    case 2:
      return w[0]!;
    case 6: {
      const b = w[0]! & 0xff;
      return b >= 0x80 ? b - 0x100 : b;
    }
    case 7:
      return w[0]! & 0xff;
    case 10:
      return w[0]! !== 0;
    case 3:
    case 4: {
      const u = w[0]! * 0x10000 + w[1]!;
      return dataType === 3 && u >= 2 ** 31 ? u - 2 ** 32 : u;
    }
    case 8: {
      let u = 0n;
      for (const x of w) u = (u << 16n) | BigInt(x);
      return Number(BigInt.asIntN(64, u));
    }
    case 5:
    case 9: {
      const view = new DataView(new ArrayBuffer(w.length * 2));
      w.forEach((x, i) => view.setUint16(i * 2, x));
      return dataType === 5 ? view.getFloat32(0) : view.getFloat64(0);
    }
    case 11: {
      const bytes = wordsToBytes(w);
      let end = bytes.length;
      while (end > 0 && bytes[end - 1] === 0) end--;
      return utf8Decode(bytes.slice(0, end));
    }
  }
}
