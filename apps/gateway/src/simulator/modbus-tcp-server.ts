import { listenFramed, type FramedServer } from './framed-server.js';
import { answerModbusPdu, type ModbusTables } from './modbus-pdu.js';

export type ModbusTcpServer = FramedServer;

/** MBAP header: transaction id, protocol id (0), length of what follows, unit id. */
const HEADER_BYTES = 7;
/** The largest ADU Modbus TCP allows (260 bytes): a longer length field is a broken stream. */
const MAX_ADU_BYTES = 260;

/**
 * A Modbus TCP server over `tables`: frames are split by their MBAP length, each request answered
 * in order with the same transaction id. With `unitId`, requests for other units get no answer (as
 * a gateway that has no such unit on its line); a malformed stream closes the connection.
 */
export function listenModbusTcp(tables: ModbusTables, options: { host: string; port: number; unitId?: number }): Promise<ModbusTcpServer> {
  return listenFramed(
    {
      frameLength(pending) {
        if (pending.length < HEADER_BYTES) return 0;
        const length = pending.readUInt16BE(4);
        if (pending.readUInt16BE(2) !== 0 || length < 2 || length + 6 > MAX_ADU_BYTES) return -1;
        return 6 + length;
      },
      answer(frame) {
        const unit = frame[6]!;
        if (options.unitId !== undefined && unit !== options.unitId) return undefined;
        const answer = answerModbusPdu(frame.subarray(HEADER_BYTES), tables);
        const header = Buffer.alloc(HEADER_BYTES);
        header.writeUInt16BE(frame.readUInt16BE(0), 0);
        header.writeUInt16BE(answer.length + 1, 4);
        header.writeUInt8(unit, 6);
        return Buffer.concat([header, answer]);
      },
    },
    options,
  );
}
