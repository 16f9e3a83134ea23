import ModbusRTU from 'modbus-serial';
import { describe, expect, it } from 'vitest';
import { MODBUS_LIMITS, answerModbusPdu, type ModbusTables } from './modbus-pdu.js';
import { startPlcSimulator } from './simulator.js';

/** Tables that answer zeros and remember the writes they were given. */
function tables() {
  const writes: { address: number; values: (number | boolean)[] }[] = [];
  const t: ModbusTables = {
    readBits: (_table, _address, count) => Array.from({ length: count }, (_, i) => i % 2 === 0),
    readRegisters: (_table, address, count) => Array.from({ length: count }, (_, i) => address + i),
    writeCoils: (address, values) => writes.push({ address, values }),
    writeRegisters: (address, values) => writes.push({ address, values }),
  };
  return { t, writes };
}

const read = (fc: number, address: number, quantity: number) => {
  const pdu = Buffer.alloc(5);
  pdu.writeUInt8(fc, 0);
  pdu.writeUInt16BE(address, 1);
  pdu.writeUInt16BE(quantity, 3);
  return pdu;
};

const writeMany = (fc: 15 | 16, address: number, quantity: number) => {
  const bytes = fc === 15 ? Math.ceil(quantity / 8) : quantity * 2;
  const pdu = Buffer.alloc(6 + bytes);
  pdu.writeUInt8(fc, 0);
  pdu.writeUInt16BE(address, 1);
  pdu.writeUInt16BE(quantity, 3);
  pdu.writeUInt8(bytes & 0xff, 5);
  return pdu;
};

/** The exception code of an answer, or 0 for a normal answer. */
const exceptionOf = (answer: Buffer) => (answer[0]! & 0x80 ? answer[1]! : 0);

describe('a Modbus request at the limits of the protocol', () => {
  it.each([
    ['coils', 1, MODBUS_LIMITS.readBits],
    ['discrete inputs', 2, MODBUS_LIMITS.readBits],
    ['holding registers', 3, MODBUS_LIMITS.readRegisters],
    ['input registers', 4, MODBUS_LIMITS.readRegisters],
  ])('reads up to the limit of %s and refuses one more, or none, with exception 3', (_name, fc, max) => {
    const { t } = tables();
    expect(exceptionOf(answerModbusPdu(read(fc, 0, max), t))).toBe(0);
    expect(exceptionOf(answerModbusPdu(read(fc, 0, max + 1), t))).toBe(3);
    expect(exceptionOf(answerModbusPdu(read(fc, 0, 0), t))).toBe(3);
  });

  it.each([
    [15, MODBUS_LIMITS.writeBits],
    [16, MODBUS_LIMITS.writeRegisters],
  ] as const)('writes with function %i up to the limit and refuses one more with exception 3, writing nothing', (fc, max) => {
    const { t, writes } = tables();
    expect(exceptionOf(answerModbusPdu(writeMany(fc, 0, max), t))).toBe(0);
    expect(writes).toHaveLength(1);
    expect(writes[0]!.values).toHaveLength(max);
    expect(exceptionOf(answerModbusPdu(writeMany(fc, 0, max + 1), t))).toBe(3);
    expect(writes).toHaveLength(1);
  });

  it.each([1, 2, 3, 4])('answers function %i ending at address 65535, and refuses one past it with exception 2', (fc) => {
    const { t } = tables();
    expect(exceptionOf(answerModbusPdu(read(fc, 65535, 1), t))).toBe(0);
    expect(exceptionOf(answerModbusPdu(read(fc, 65535, 2), t))).toBe(2);
    expect(exceptionOf(answerModbusPdu(read(fc, 65500, 100), t))).toBe(2);
  });

  it('refuses a write running past 65535 with exception 2', () => {
    const { t, writes } = tables();
    expect(exceptionOf(answerModbusPdu(writeMany(16, 65535, 2), t))).toBe(2);
    expect(exceptionOf(answerModbusPdu(writeMany(15, 65535, 2), t))).toBe(2);
    expect(writes).toHaveLength(0);
  });

  it('checks the quantity before the address (spec 6.3: exception 3 first)', () => {
    expect(exceptionOf(answerModbusPdu(read(3, 65535, 126), tables().t))).toBe(3);
  });

  it('refuses a byte count that does not match the quantity, and a coil value other than ON or OFF, with exception 3', () => {
    const { t } = tables();
    const pdu = writeMany(16, 0, 2);
    pdu.writeUInt8(3, 5);
    expect(exceptionOf(answerModbusPdu(pdu, t))).toBe(3);
    expect(exceptionOf(answerModbusPdu(read(5, 0, 0x1234), t))).toBe(3);
    expect(exceptionOf(answerModbusPdu(read(5, 0, 0xff00), t))).toBe(0);
  });

  it('answers an unknown function with exception 1 and a refusing table with its own code', () => {
    const { t } = tables();
    expect(exceptionOf(answerModbusPdu(Buffer.from([0x2b, 0x0e]), t))).toBe(1);
    const refusing: ModbusTables = { ...t };
    refusing.writeRegisters = () => {
      throw Object.assign(new Error('protected'), { modbusErrorCode: 2 });
    };
    expect(exceptionOf(answerModbusPdu(read(6, 10, 1), refusing))).toBe(2);
    refusing.writeRegisters = () => {
      throw new Error('broken');
    };
    expect(exceptionOf(answerModbusPdu(read(6, 10, 1), refusing))).toBe(4);
  });

  it('answers registers in order, big-endian, and coils packed from the lowest bit', () => {
    const { t } = tables();
    expect([...answerModbusPdu(read(3, 0x0102, 2), t)]).toEqual([3, 4, 0x01, 0x02, 0x01, 0x03]);
    expect([...answerModbusPdu(read(1, 0, 10), t)]).toEqual([1, 2, 0b01010101, 0b01]);
  });
});

describe('the simulator over Modbus TCP', () => {
  it('answers a 125-register read, refuses 126 with exception 3 and a range past 65535 with exception 2', async () => {
    const sim = await startPlcSimulator({ profile: { name: 'empty', channels: [] } });
    const client = new ModbusRTU();
    try {
      await client.connectTCP('127.0.0.1', { port: sim.port });
      client.setTimeout(2000);
      sim.write('holding', 124, 7);
      expect((await client.readHoldingRegisters(0, 125)).data[124]).toBe(7);
      await expect(client.readHoldingRegisters(0, 126)).rejects.toMatchObject({ modbusCode: 3 });
      await expect(client.readHoldingRegisters(65535, 2)).rejects.toMatchObject({ modbusCode: 2 });
      await expect(client.readCoils(0, 2001)).rejects.toMatchObject({ modbusCode: 3 });
      // The connection still serves after the refusals.
      expect((await client.readHoldingRegisters(124, 1)).data).toEqual([7]);
    } finally {
      client.close(() => {});
      await sim.close();
    }
  });
});
