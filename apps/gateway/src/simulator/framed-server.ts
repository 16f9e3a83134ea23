import net from 'node:net';

/** How a byte stream splits into requests, and what each request gets back. */
export interface Framing {
  /** The length of the request at the start of `pending`: 0 while more bytes are needed, -1 when the stream is broken. */
  frameLength(pending: Buffer): number;
  /** The answer to one whole request, or undefined for none (another unit's, a bad checksum). */
  answer(frame: Buffer): Buffer | undefined;
}

export interface FramedServer {
  port: number;
  close(): Promise<void>;
}

/**
 * A TCP server answering framed requests in order, each connection with its own buffer: a request
 * split across packets waits for the rest, several in one packet are answered one by one, and a
 * broken stream closes its connection. `close` ends every connection and the listener.
 */
export function listenFramed(framing: Framing, options: { host: string; port: number }): Promise<FramedServer> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.setNoDelay(true);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let pending = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      for (;;) {
        const length = framing.frameLength(pending);
        if (length < 0) return void socket.destroy();
        if (length === 0 || pending.length < length) return;
        const frame = pending.subarray(0, length);
        pending = pending.subarray(length);
        const answer = framing.answer(frame);
        if (answer) socket.write(answer);
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
