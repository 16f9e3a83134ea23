// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- node-snap7 has no types; the declaration travels with this file
/// <reference path="../types/node-snap7.d.ts" />
import net from 'node:net';
import snap7 from 'node-snap7';
import type { PlcSimulator } from './simulator.js';

export interface S7ServerOptions {
  simulator: PlcSimulator;
  /** 0 (the default) picks a free port (a real S7 listens on 102). */
  port?: number;
}

export interface SimulatedS7Server {
  port: number;
  close(): Promise<void>;
}

/** snap7's word length code of a bit access (its Start is then a bit address), and the S7 area code of a data block. */
const S7_WL_BIT = 0x01;
const S7_AREA_DB = 0x84;

/**
 * Every server started stays referenced: snap7's native server must not be collected while its
 * worker threads wind down (a collected one can take the process with it at exit).
 */
const kept = new Set<InstanceType<typeof snap7.S7Server>>();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen({ host: '127.0.0.1', port: 0 }, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The simulated PLC through S7 (snap7's server, via node-snap7, in resourceless mode): data block 1
 * is the holding registers, big-endian (DB1.DBW0 is register 0, DB1.DBW2 register 1, ...). Writes go
 * through the Modbus vector, so the recipe area and the protected registers behave the same.
 */
export async function startS7Server(options: S7ServerOptions): Promise<SimulatedS7Server> {
  const { simulator } = options;
  const server = new snap7.S7Server();
  kept.add(server);
  const port = options.port || (await freePort());
  server.SetResourceless(true);
  server.SetParam(server.LocalPort, port);
  const byteAt = (index: number) => {
    const word = simulator.read('holding', index >> 1);
    return index % 2 === 0 ? word >> 8 : word & 0xff;
  };
  server.on('readWrite', (_sender, operation, tag, buffer, callback) => {
    try {
      if (tag.Area !== S7_AREA_DB || tag.DBNumber !== 1) return callback(operation === server.operationRead ? buffer : undefined);
      if (operation === server.operationRead) {
        if (tag.WordLen === S7_WL_BIT) buffer[0] = (byteAt(tag.Start >> 3) >> (tag.Start & 7)) & 1;
        else for (let i = 0; i < buffer.length; i++) buffer[i] = byteAt(tag.Start + i);
        return callback(buffer);
      }
      if (tag.WordLen === S7_WL_BIT) {
        const index = tag.Start >> 3;
        const bit = (index % 2 === 0 ? 8 : 0) + (tag.Start & 7);
        const word = simulator.read('holding', index >> 1);
        simulator.write('holding', index >> 1, buffer[0] ? word | (1 << bit) : word & ~(1 << bit) & 0xffff);
        return callback();
      }
      const first = tag.Start >> 1;
      const last = (tag.Start + buffer.length - 1) >> 1;
      const words = Array.from({ length: last - first + 1 }, (_, w) => {
        const hi = first * 2 + 2 * w;
        const byte = (index: number) =>
          index >= tag.Start && index < tag.Start + buffer.length ? buffer[index - tag.Start]! : byteAt(index);
        return (byte(hi) << 8) | byte(hi + 1);
      });
      void simulator.vector.setRegisterArray!(first, words, 0, () => {});
      callback();
    } catch {
      callback();
    }
  });
  if (!server.StartTo('127.0.0.1')) throw new Error(`the S7 server did not start: ${server.ErrorText(server.LastError())}`);
  return {
    port,
    close: async () => {
      server.Stop();
    },
  };
}
