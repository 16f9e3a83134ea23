import net from 'node:net';
import { expect } from 'vitest';
import WebSocket from 'ws';

/** VNC test doubles for the remote-HMI tests: a VNC server and a browser's side of the proxy's handshake. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

export const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

/** A VNC server speaking RFB 3.8 with security None; records every byte a client sends after ClientInit. */
export function fakeVncServer() {
  const received: number[] = [];
  const clientInits: number[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let stage = 0;
    let buffer = Buffer.alloc(0);
    socket.write('RFB 003.008\n');
    socket.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      if (stage === 0 && buffer.length >= 12) {
        buffer = buffer.subarray(12);
        socket.write(Uint8Array.of(1, 1));
        stage = 1;
      }
      if (stage === 1 && buffer.length >= 1) {
        buffer = buffer.subarray(1);
        socket.write(Uint8Array.of(0, 0, 0, 0));
        stage = 2;
      }
      if (stage === 2 && buffer.length >= 1) {
        clientInits.push(buffer[0]!);
        buffer = buffer.subarray(1);
        // ServerInit: 4x3, 32 bpp, name "fake".
        const init = Buffer.alloc(24 + 4);
        init.writeUInt16BE(4, 0);
        init.writeUInt16BE(3, 2);
        init.writeUInt8(32, 4);
        init.writeUInt32BE(4, 20);
        init.write('fake', 24, 'latin1');
        socket.write(init);
        stage = 3;
      }
      if (stage === 3 && buffer.length > 0) {
        received.push(...buffer);
        buffer = Buffer.alloc(0);
      }
    });
  });
  return {
    received,
    clientInits,
    /** Connections open now. */
    connections: () => sockets.size,
    /** Closes every connection from the server's side. */
    hangUp: () => sockets.forEach((socket) => socket.destroy()),
    start: () => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port))),
    stop: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A browser's side of the handshake through the proxy; answers the open socket and desktop name after ServerInit, or its close code. */
export async function connectThroughProxy(
  url: string,
): Promise<{ socket: WebSocket; closed: Promise<number>; name: string } | { refused: number }> {
  const socket = new WebSocket(url);
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  let stage = 0;
  let buffer = Buffer.alloc(0);
  let name = '';
  const ready = new Promise<boolean>((resolve) => {
    socket.on('close', () => resolve(false));
    socket.on('message', (data: Buffer) => {
      buffer = Buffer.concat([buffer, data]);
      if (stage === 0 && buffer.length >= 12) {
        expect(buffer.subarray(0, 12).toString('latin1')).toBe('RFB 003.008\n');
        buffer = buffer.subarray(12);
        socket.send(Buffer.from('RFB 003.008\n'));
        stage = 1;
      }
      if (stage === 1 && buffer.length >= 2) {
        expect([...buffer.subarray(0, 2)]).toEqual([1, 1]);
        buffer = buffer.subarray(2);
        socket.send(Uint8Array.of(1));
        stage = 2;
      }
      if (stage === 2 && buffer.length >= 4) {
        expect(buffer.readUInt32BE(0)).toBe(0);
        buffer = buffer.subarray(4);
        socket.send(Uint8Array.of(0));
        stage = 3;
      }
      if (stage === 3 && buffer.length >= 24 && buffer.length >= 24 + buffer.readUInt32BE(20)) {
        name = buffer.subarray(24, 24 + buffer.readUInt32BE(20)).toString('latin1');
        stage = 4;
        resolve(true);
      }
    });
  });
  return (await ready) ? { socket, closed, name } : { refused: await closed };
}
