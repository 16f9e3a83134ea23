import type { Language } from '../language.js';
import { asciiDecode, gb2312Decode, trimNul, utf8Decode, utf8Encode } from './bytes.js';

/**
 * Data types of a data point (spec §3) and their numeric ranges (spec §5). Codes 1-7 and 11 are
 * the original list; 8 INT64S, 9 Double and 10 Bool are the extended list.
 */
export const DATA_TYPE_CODES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;
export type DataTypeCode = (typeof DATA_TYPE_CODES)[number];
export const DATA_TYPE_KEYS = [
  'INT16S',
  'INT16U',
  'INT32S',
  'INT32U',
  'FLOAT',
  'INT8S',
  'INT8U',
  'INT64S',
  'DOUBLE',
  'BOOL',
  'CHAR',
] as const;
export type DataTypeKey = (typeof DATA_TYPE_KEYS)[number];

export interface DataTypeInfo {
  code: DataTypeCode;
  key: DataTypeKey;
  label: Record<Language, string>;
  /** 16-bit registers the value occupies; for CHAR this is per unit of the point's `length`. */
  words: number;
  /** Smallest and largest value; NaN for CHAR, which has no numeric range. */
  min: number;
  max: number;
  integer: boolean;
}

/** Largest float32: (2 − 2^-23) × 2^127. */
export const FLOAT32_MAX = 3.4028234663852886e38;
/**
 * INT64S as JavaScript numbers. −2^63 is exact; 2^63 − 1 is not representable, and the literal
 * 9223372036854775807 rounds up to 2^63, which does not fit in 64 bits. So the maximum is the
 * largest double that does fit, 2^63 − 1024; values above 2^53 are only as precise as a double.
 */
export const INT64_MIN = -9223372036854775808;
export const INT64_MAX = 9223372036854774784;

const info = (
  code: DataTypeCode,
  key: DataTypeKey,
  zh: string,
  en: string,
  words: number,
  min: number,
  max: number,
  integer: boolean,
): DataTypeInfo => ({ code, key, label: { 'zh-CN': zh, 'en-US': en }, words, min, max, integer });

export const DATA_TYPES: Record<DataTypeCode, DataTypeInfo> = {
  1: info(1, 'INT16S', '单字有符号', 'Single word signed', 1, -32768, 32767, true),
  2: info(2, 'INT16U', '单字无符号', 'Single word unsigned', 1, 0, 65535, true),
  3: info(3, 'INT32S', '双字有符号', 'Double word signed', 2, -2147483648, 2147483647, true),
  4: info(4, 'INT32U', '双字无符号', 'Double word unsigned', 2, 0, 4294967295, true),
  5: info(5, 'FLOAT', '浮点', 'Float', 2, -FLOAT32_MAX, FLOAT32_MAX, false),
  6: info(6, 'INT8S', '字节有符号', 'Byte signed', 1, -128, 127, true),
  7: info(7, 'INT8U', '字节无符号', 'Byte unsigned', 1, 0, 255, true),
  8: info(8, 'INT64S', '四字有符号', 'Quad word signed', 4, INT64_MIN, INT64_MAX, true),
  9: info(9, 'DOUBLE', '双精度', 'Double', 4, -Number.MAX_VALUE, Number.MAX_VALUE, false),
  10: info(10, 'BOOL', '位', 'Bool', 1, 0, 1, true),
  11: info(11, 'CHAR', '汉字', 'Chinese character (Char)', 1, Number.NaN, Number.NaN, false),
};

/** Bits of the value in its registers (two's complement width for hex, binary, octal). */
const BITS: Record<DataTypeCode, number> = { 1: 16, 2: 16, 3: 32, 4: 32, 5: 32, 6: 8, 7: 8, 8: 64, 9: 64, 10: 1, 11: 16 };

export function isDataTypeCode(value: unknown): value is DataTypeCode {
  return typeof value === 'number' && (DATA_TYPE_CODES as readonly number[]).includes(value);
}

/**
 * Whether a number is a value of the type: finite, within [min, max], and whole for the integer
 * types (Bool is 0 or 1). Always false for CHAR, whose values are text.
 */
export function inRange(code: DataTypeCode, value: number): boolean {
  const type = DATA_TYPES[code];
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  if (type.integer && !Number.isInteger(value)) return false;
  return value >= type.min && value <= type.max;
}

/** Display formats of a data point (spec §3). */
export const DISPLAY_FORMAT_CODES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type DisplayFormatCode = (typeof DISPLAY_FORMAT_CODES)[number];
export type DisplayFormatKey = 'DEC' | 'HEX' | 'BIN' | 'OCT' | 'BCD' | 'UTF8' | 'GB2312' | 'ASCII';
export interface DisplayFormatInfo {
  code: DisplayFormatCode;
  key: DisplayFormatKey;
  label: Record<Language, string>;
}
const fmt = (code: DisplayFormatCode, key: DisplayFormatKey, zh: string, en: string): DisplayFormatInfo => ({
  code,
  key,
  label: { 'zh-CN': zh, 'en-US': en },
});
export const DISPLAY_FORMATS: Record<DisplayFormatCode, DisplayFormatInfo> = {
  1: fmt(1, 'DEC', '十进制', 'Decimal'),
  2: fmt(2, 'HEX', '十六进制', 'Hexadecimal'),
  3: fmt(3, 'BIN', '二进制', 'Binary'),
  4: fmt(4, 'OCT', '八进制', 'Octal'),
  5: fmt(5, 'BCD', 'BCD 码', 'BCD'),
  6: fmt(6, 'UTF8', 'UTF-8', 'UTF-8'),
  7: fmt(7, 'GB2312', 'GB2312', 'GB2312'),
  8: fmt(8, 'ASCII', 'ASCII', 'ASCII'),
};

export function isDisplayFormatCode(value: unknown): value is DisplayFormatCode {
  return typeof value === 'number' && (DISPLAY_FORMAT_CODES as readonly number[]).includes(value);
}

/** What formatValue shows when a value cannot be shown in the format (NaN, a bad BCD nibble). */
export const NO_VALUE = '—';

/** The integer part of a value as the type's register bits (two's complement, wrapped). */
function registerBits(value: number, dataType: DataTypeCode): bigint {
  return BigInt.asUintN(BITS[dataType], BigInt(Math.trunc(value)));
}

/** The bytes of the value's registers, big-endian: IEEE 754 for Float/Double, else the integer. */
function registerBytes(value: number, dataType: DataTypeCode): number[] {
  if (dataType === 5 || dataType === 9) {
    const view = new DataView(new ArrayBuffer(dataType === 5 ? 4 : 8));
    if (dataType === 5) view.setFloat32(0, value);
    else view.setFloat64(0, value);
    return [...new Uint8Array(view.buffer)];
  }
  const width = Math.max(16, BITS[dataType]);
  let bits = registerBits(value, dataType);
  const bytes: number[] = [];
  for (let i = 0; i < width / 8; i++) {
    bytes.unshift(Number(bits & 0xffn));
    bits >>= 8n;
  }
  return bytes;
}

const RADIX = { 2: 16, 3: 2, 4: 8 } as const;

/**
 * A value as its display format shows it.
 * - 1 decimal: `decimals` places (as is when not given); a string is shown as is.
 * - 2 hex, 3 binary, 4 octal: the integer part (truncated), two's complement at the type's width
 *   for negatives, upper-case, zero-padded to that width (INT16 → 4 hex digits, INT8 → 2, Bool → 1).
 *   A string (a Char point) shows its UTF-8 bytes that way, separated by spaces.
 * - 5 BCD: the hex digits of that integer read as decimal digits (0x1234 → "1234"); a nibble
 *   above 9 gives "—".
 * - 6 UTF-8, 7 GB2312, 8 ASCII: a string as is; a number as the bytes of its registers
 *   (big-endian, 2 bytes per word, IEEE 754 for Float/Double) decoded, NUL padding dropped.
 *   GB2312 uses the host's decoder; without one, non-ASCII bytes are shown in hex ("C4 E3").
 * A Bool is always "0" or "1"; NaN and infinities are "—" outside the decimal format.
 */
export function formatValue(
  value: number | string | boolean,
  format: DisplayFormatCode,
  dataType: DataTypeCode,
  decimals?: number,
): string {
  if (dataType === 10 || typeof value === 'boolean') {
    const on = typeof value === 'string' ? value !== '' && value !== '0' && value !== 'false' : Boolean(value);
    if (dataType === 10) return on ? '1' : '0';
    value = on ? 1 : 0;
  }
  if (typeof value === 'string') {
    if (format === 2 || format === 3 || format === 4) {
      const radix = RADIX[format];
      const pad = format === 2 ? 2 : format === 3 ? 8 : 3;
      return utf8Encode(value)
        .map((b) => b.toString(radix).toUpperCase().padStart(pad, '0'))
        .join(' ');
    }
    return value;
  }
  switch (format) {
    case 1: {
      if (decimals === undefined || !Number.isFinite(value)) return String(value);
      return value.toFixed(Math.min(100, Math.max(0, Math.trunc(decimals))));
    }
    case 2:
    case 3:
    case 4: {
      if (!Number.isFinite(value)) return NO_VALUE;
      const radix = RADIX[format];
      const digits = Math.ceil(BITS[dataType] / Math.log2(radix));
      return registerBits(value, dataType).toString(radix).toUpperCase().padStart(digits, '0');
    }
    case 5: {
      if (!Number.isFinite(value)) return NO_VALUE;
      const hex = registerBits(value, dataType).toString(16);
      return /^[0-9]+$/.test(hex) ? hex : NO_VALUE;
    }
    case 6:
    case 7:
    case 8: {
      if (!Number.isFinite(value)) return NO_VALUE;
      const bytes = trimNul(registerBytes(value, dataType));
      if (format === 6) return utf8Decode(bytes);
      if (format === 7) return gb2312Decode(bytes);
      return asciiDecode(bytes);
    }
  }
}
