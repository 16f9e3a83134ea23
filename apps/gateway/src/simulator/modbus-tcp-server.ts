import net from 'node:net';
import { answerModbusPdu, type ModbusTables } from './modbus-pdu.js';

export interface ModbusTcpServer {
  port: number;
  close(): Promise<void>;
}

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
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.setNoDelay(true);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let pending = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      while (pending.length >= HEADER_BYTES) {
        const length = pending.readUInt16BE(4);
        if (pending.readUInt16BE(2) !== 0 || length < 2 || length + 6 > MAX_ADU_BYTES) return void socket.destroy();
        if (pending.length < 6 + length) return;
        const frame = pending.subarray(0, 6 + length);
        pending = pending.subarray(6 + length);
        const unit = frame[6]!;
        if (options.unitId !== undefined && unit !== options.unitId) continue;
        const answer = answerModbusPdu(frame.subarray(HEADER_BYTES), tables);
        const header = Buffer.alloc(HEADER_BYTES);
        header.writeUInt16BE(frame.readUInt16BE(0), 0);
        header.writeUInt16BE(answer.length + 1, 4);
        header.writeUInt8(unit, 6);
        socket.write(Buffer.concat([header, answer]));
      }
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host: options.host, port: options.port }, () => {
      server.off('error', reject);
      resolve({
        port: (server.address() as net.AddressInfo).port,
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
