/**
 * Point addresses of the protocols without Modbus register areas (spec "Register families by
 * protocol" stays for Modbus TCP and RTU): an OPC UA NodeId, a Siemens S7 address. Checked the same
 * on the form and on the server; the gateway reads them with the same parsers.
 */

/** `ns=2;s=Press.Temperature`, `i=2258`, `ns=1;g=<guid>`, `ns=3;b=<base64>`. */
const NODE_ID =
  /^(?:ns=\d{1,5};)?(?:i=\d{1,10}|s=.{1,400}|g=[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|b=[A-Za-z0-9+/=]{1,400})$/;

export function isOpcUaNodeId(text: string): boolean {
  return NODE_ID.test(text);
}

export const S7_AREAS = ['DB', 'M', 'I', 'Q'] as const;
export type S7Area = (typeof S7_AREAS)[number];
export type S7Size = 'bit' | 'byte' | 'word' | 'dword';
export const S7_SIZE_BYTES: Record<S7Size, number> = { bit: 1, byte: 1, word: 2, dword: 4 };

export interface S7Address {
  area: S7Area;
  /** The data block number (DB only). */
  db?: number;
  /** Byte offset in the area. */
  offset: number;
  size: S7Size;
  /** 0..7, for a bit. */
  bit?: number;
}

const SIZE_LETTERS: Record<string, S7Size> = { X: 'bit', B: 'byte', W: 'word', D: 'dword' };

/**
 * `DB5.DBX10.3`, `DB5.DBB10`, `DB5.DBW10`, `DB5.DBD10`, `M10.1`, `MB10`, `MW10`, `MD10`, and the same
 * for I and Q (E and A, the German letters, too). Throws a RangeError naming what is wrong.
 */
export function parseS7Address(text: string): S7Address {
  const clean = text.trim().toUpperCase();
  const db = /^DB(\d{1,5})\.DB([XBWD])(\d{1,5})(?:\.(\d))?$/.exec(clean);
  const other = /^([MIQEA])([BWD]?)(\d{1,5})(?:\.(\d))?$/.exec(clean);
  if (!db && !other) throw new RangeError(`${JSON.stringify(text)} is not an S7 address like DB5.DBW10, M10.1 or IW4`);
  const letter = db ? db[2]! : other![2] || 'X';
  const size = SIZE_LETTERS[letter]!;
  const offset = Number(db ? db[3] : other![3]);
  const bitText = db ? db[4] : other![4];
  if (size === 'bit' && bitText === undefined) throw new RangeError(`${text}: a bit address needs its bit, like ${clean}.0`);
  if (size !== 'bit' && bitText !== undefined) throw new RangeError(`${text}: only a bit address has a bit number`);
  const bit = bitText === undefined ? undefined : Number(bitText);
  if (bit !== undefined && bit > 7) throw new RangeError(`${text}: the bit must be 0..7`);
  if (offset > 65_535) throw new RangeError(`${text}: the byte offset must be 0..65535`);
  const areaLetter = db ? 'DB' : ({ E: 'I', A: 'Q' }[other![1]!] ?? other![1]!);
  const area = areaLetter as S7Area;
  if (db) {
    const number = Number(db[1]);
    if (number < 1 || number > 65_535) throw new RangeError(`${text}: the data block number must be 1..65535`);
    return { area, db: number, offset, size, bit };
  }
  return { area, offset, size, bit };
}

/** The canonical text of an S7 address (`DB5.DBW10`, `M10.1`). */
export function formatS7Address(address: S7Address): string {
  const letter = { bit: 'X', byte: 'B', word: 'W', dword: 'D' }[address.size];
  const bit = address.bit === undefined ? '' : `.${address.bit}`;
  if (address.area === 'DB') return `DB${address.db}.DB${letter}${address.offset}${bit}`;
  return `${address.area}${address.size === 'bit' ? '' : letter}${address.offset}${bit}`;
}

/**
 * Data type codes (spec's table) an S7 size holds: a bit a Bool; a byte the 8-bit integers; a word
 * the 16-bit integers; a double word the 32-bit integers and Float (S7 REAL).
 */
const S7_TYPES: Record<S7Size, readonly number[]> = { bit: [10], byte: [6, 7], word: [1, 2], dword: [3, 4, 5] };

/** Why a point's S7 address cannot hold its data type, or undefined when it can. */
export function s7TypeIssue(address: S7Address, dataType: number): string | undefined {
  if (S7_TYPES[address.size].includes(dataType)) return undefined;
  return `${formatS7Address(address)} (${address.size}) cannot hold data type ${dataType}`;
}
