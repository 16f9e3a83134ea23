/**
 * A Modbus server's answer to one request PDU (function code and data, without the TCP header),
 * as the Modbus Application Protocol Specification V1.1b3 says, section 6: the quantity is checked
 * first (exception 3, Illegal Data Value), then the address range (exception 2, Illegal Data
 * Address), then the request is carried out (an error the tables throw with a `modbusErrorCode`
 * answers that code, any other error 4, Server Device Failure). Pure: the tables do the storing.
 */

/** The most one request may carry (spec 6.1-6.4, 6.11, 6.12). */
export const MODBUS_LIMITS = {
  readBits: 2000,
  readRegisters: 125,
  writeBits: 1968,
  writeRegisters: 123,
} as const;

export const MODBUS_EXCEPTION = {
  illegalFunction: 1,
  illegalDataAddress: 2,
  illegalDataValue: 3,
  serverDeviceFailure: 4,
} as const;

/** The simulated map: addresses 0..65535 of each table. */
const TABLE_SIZE = 0x10000;

/** What the server reads and writes; a method may throw `{ modbusErrorCode }` to refuse. */
export interface ModbusTables {
  readBits(table: 'coil' | 'discrete', address: number, count: number): boolean[];
  readRegisters(table: 'holding' | 'input', address: number, count: number): number[];
  writeCoils(address: number, values: boolean[]): void;
  writeRegisters(address: number, values: number[]): void;
}

class ModbusException extends Error {
  constructor(readonly code: number) {
    super(`modbus exception ${code}`);
  }
}

const exception = (functionCode: number, code: number) => Buffer.from([functionCode | 0x80, code]);

/** Throws the exception a request of `quantity` items from `address` earns, if any. */
function checkRange(address: number, quantity: number, max: number): void {
  if (quantity < 1 || quantity > max) throw new ModbusException(MODBUS_EXCEPTION.illegalDataValue);
  if (address + quantity > TABLE_SIZE) throw new ModbusException(MODBUS_EXCEPTION.illegalDataAddress);
}

function packBits(bits: readonly boolean[]): Buffer {
  const bytes = Buffer.alloc(Math.ceil(bits.length / 8));
  bits.forEach((bit, i) => {
    if (bit) bytes[i >> 3]! |= 1 << (i & 7);
  });
  return bytes;
}

function unpackBits(bytes: Buffer, count: number): boolean[] {
  return Array.from({ length: count }, (_, i) => ((bytes[i >> 3]! >> (i & 7)) & 1) === 1);
}

/** Read coils, discrete inputs, holding and input registers; write one coil, one register, coils, registers. */
const FUNCTIONS = new Set([1, 2, 3, 4, 5, 6, 15, 16]);

function carryOut(pdu: Buffer, tables: ModbusTables): Buffer {
  const functionCode = pdu[0]!;
  if (!FUNCTIONS.has(functionCode)) throw new ModbusException(MODBUS_EXCEPTION.illegalFunction);
  if (pdu.length < 5) throw new ModbusException(MODBUS_EXCEPTION.illegalDataValue);
  const address = pdu.readUInt16BE(1);
  const second = pdu.readUInt16BE(3);
  switch (functionCode) {
    case 1:
    case 2: {
      checkRange(address, second, MODBUS_LIMITS.readBits);
      const bits = packBits(tables.readBits(functionCode === 1 ? 'coil' : 'discrete', address, second));
      return Buffer.concat([Buffer.from([functionCode, bits.length]), bits]);
    }
    case 3:
    case 4: {
      checkRange(address, second, MODBUS_LIMITS.readRegisters);
      const words = tables.readRegisters(functionCode === 3 ? 'holding' : 'input', address, second);
      const answer = Buffer.alloc(2 + words.length * 2);
      answer.writeUInt8(functionCode, 0);
      answer.writeUInt8(words.length * 2, 1);
      words.forEach((word, i) => answer.writeUInt16BE(word & 0xffff, 2 + i * 2));
      return answer;
    }
    case 5:
      if (second !== 0xff00 && second !== 0) throw new ModbusException(MODBUS_EXCEPTION.illegalDataValue);
      tables.writeCoils(address, [second === 0xff00]);
      return Buffer.from(pdu.subarray(0, 5));
    case 6:
      tables.writeRegisters(address, [second]);
      return Buffer.from(pdu.subarray(0, 5));
    case 15:
    case 16: {
      const bits = functionCode === 15;
      const byteCount = pdu[5];
      const expected = bits ? Math.ceil(second / 8) : second * 2;
      const max = bits ? MODBUS_LIMITS.writeBits : MODBUS_LIMITS.writeRegisters;
      if (second < 1 || second > max || byteCount !== expected || pdu.length < 6 + expected)
        throw new ModbusException(MODBUS_EXCEPTION.illegalDataValue);
      checkRange(address, second, max);
      const data = pdu.subarray(6, 6 + expected);
      if (bits) tables.writeCoils(address, unpackBits(data, second));
      else
        tables.writeRegisters(
          address,
          Array.from({ length: second }, (_, i) => data.readUInt16BE(i * 2)),
        );
      return Buffer.from(pdu.subarray(0, 5));
    }
  }
  throw new ModbusException(MODBUS_EXCEPTION.illegalFunction);
}

/** The answer PDU to a request PDU: the function's answer or its exception. */
export function answerModbusPdu(pdu: Buffer, tables: ModbusTables): Buffer {
  const functionCode = pdu[0] ?? 0;
  try {
    return carryOut(pdu, tables);
  } catch (error) {
    if (error instanceof ModbusException) return exception(functionCode, error.code);
    const code = (error as { modbusErrorCode?: unknown }).modbusErrorCode;
    return exception(functionCode, typeof code === 'number' ? code : MODBUS_EXCEPTION.serverDeviceFailure);
  }
}
