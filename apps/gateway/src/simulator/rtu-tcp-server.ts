import { listenFramed, type FramedServer } from './framed-server.js';
import { answerModbusPdu, type ModbusTables } from './modbus-pdu.js';

export type RtuTcpServer = FramedServer;

/** Modbus RTU's CRC-16 (polynomial 0xA001, initial 0xFFFF), low byte first on the wire. */
export function crc16(bytes: Uint8Array): number {
  let crc = 0xffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let i = 0; i < 8; i++) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1;
  }
  return crc;
}

/** A request frame's length from its first bytes; 0 when more bytes are needed; -1 for a function a master does not send. */
function requestLength(pending: Buffer): number {
  if (pending.length < 2) return 0;
  const functionCode = pending[1]!;
  if (functionCode >= 1 && functionCode <= 6) return 8;
  if (functionCode === 15 || functionCode === 16) return pending.length < 7 ? 0 : 9 + pending[6]!;
  return -1;
}

/**
 * A serial server (a "serial device server" passing RTU frames over TCP, `modbus-rtu-tcp://`) with
 * the simulated PLC behind it: RTU frames (unit, PDU, CRC) on a TCP socket, no MBAP header. A frame
 * with a bad CRC or for another unit gets no answer, as on the serial line; a stream that is not
 * Modbus closes the connection.
 */
export function listenModbusRtuTcp(tables: ModbusTables, options: { host: string; port: number; unitId?: number }): Promise<RtuTcpServer> {
  return listenFramed(
    {
      frameLength: requestLength,
      answer(frame) {
        const length = frame.length;
        if (crc16(frame.subarray(0, length - 2)) !== frame.readUInt16LE(length - 2)) return undefined;
        const unit = frame[0]!;
        if (options.unitId !== undefined && unit !== options.unitId) return undefined;
        const answer = Buffer.concat([Buffer.from([unit]), answerModbusPdu(frame.subarray(1, length - 2), tables), Buffer.alloc(2)]);
        answer.writeUInt16LE(crc16(answer.subarray(0, answer.length - 2)), answer.length - 2);
        return answer;
      },
    },
    options,
  );
}
