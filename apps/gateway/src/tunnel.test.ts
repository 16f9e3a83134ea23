import net from 'node:net';
import { createTunnelSender, decodeTunnelFrame, type TunnelFrame } from '@fieldlink/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { silentLog } from './log.js';
import { until } from './test/until.js';
import { createGatewayTunnels } from './tunnel.js';

/** A TCP server standing in for the HMI's VNC server: keeps what it got, sends what it is told. */
async function lanServer() {
  const received: number[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('data', (chunk) => received.push(...chunk));
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    received,
    sockets,
    send: (bytes: Uint8Array) => sockets.forEach((socket) => socket.write(bytes)),
    close: () => {
      sockets.forEach((socket) => socket.destroy());
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const command = (tunnel: string, port: number, host = '127.0.0.1') => ({ id: `c-${tunnel}`, type: 'tunnel' as const, tunnel, host, port });

describe('gateway tunnels', () => {
  let lan: Awaited<ReturnType<typeof lanServer>>;
  afterEach(async () => lan?.close());

  it('relays both ways in order, ignores a frame delivered twice and ends when the cloud says so', async () => {
    lan = await lanServer();
    const up: TunnelFrame[] = [];
    const tunnels = createGatewayTunnels({ publish: async (_id, frame) => void up.push(decodeTunnelFrame(frame)!), log: silentLog });
    await tunnels.open(command('tunnel-a1', lan.port));
    const cloud = createTunnelSender();
    const first = cloud.data(Uint8Array.of(1, 2));
    tunnels.frame('tunnel-a1', first);
    tunnels.frame('tunnel-a1', first);
    tunnels.frame('tunnel-a1', cloud.data(Uint8Array.of(3)));
    await until(() => lan.received.length >= 3, 'the bytes at the VNC server');
    lan.send(Uint8Array.of(7, 7));
    await until(() => up.some((f) => f.kind === 'data'), 'the answer up');
    expect(lan.received).toEqual([1, 2, 3]);
    expect(up[0]).toMatchObject({ kind: 'data', seq: 1, data: Uint8Array.of(7, 7) });
    tunnels.frame('tunnel-a1', cloud.end());
    await until(() => lan.sockets.size === 0, 'the VNC connection to close');
    expect(tunnels.count()).toBe(0);
    // The cloud ended it: the box does not answer with an end of its own.
    expect(up.filter((f) => f.kind === 'end')).toEqual([]);
  });

  it('ends a tunnel that hears nothing from the cloud, and says so', async () => {
    lan = await lanServer();
    const up: TunnelFrame[] = [];
    const tunnels = createGatewayTunnels({
      publish: async (_id, frame) => void up.push(decodeTunnelFrame(frame)!),
      log: silentLog,
      pingMs: 20,
      silenceMs: 100,
    });
    await tunnels.open(command('tunnel-b1', lan.port));
    await until(() => tunnels.count() === 0, 'the silent tunnel to end');
    expect(up.some((f) => f.kind === 'ping')).toBe(true);
    expect(up.at(-1)?.kind).toBe('end');
    await until(() => lan.sockets.size === 0, 'the VNC connection to close');
  });

  it('stops reading the VNC server while the broker holds a full window of frames', async () => {
    lan = await lanServer();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let published = 0;
    const tunnels = createGatewayTunnels({
      publish: async () => {
        published++;
        await held;
      },
      log: silentLog,
    });
    await tunnels.open(command('tunnel-c1', lan.port));
    // Chunks until the window is full (TCP may join some of them into one read).
    for (let i = 0; published < 16 && i < 500; i++) {
      lan.send(new Uint8Array(1000).fill(i));
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    expect(published).toBe(16);
    const written = [...lan.sockets].map((socket) => new Promise((resolve) => socket.write(new Uint8Array(5000), resolve)));
    await Promise.all(written);
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Paused: what the VNC server sent since waits in the socket, no frame more is published.
    expect(published).toBe(16);
    release();
    await until(() => published > 16, 'reading to go on');
    tunnels.closeAll();
  });

  it('refuses a target outside its allow list, and more tunnels than it keeps', async () => {
    lan = await lanServer();
    const fenced = createGatewayTunnels({ publish: async () => {}, log: silentLog, allow: ['10.0.0.7:5900'] });
    await expect(fenced.open(command('tunnel-d1', lan.port))).rejects.toThrow(/not allowed by this box/);
    const open = createGatewayTunnels({ publish: async () => {}, log: silentLog });
    for (const id of ['tunnel-e1', 'tunnel-e2', 'tunnel-e3', 'tunnel-e4']) await open.open(command(id, lan.port));
    await expect(open.open(command('tunnel-e5', lan.port))).rejects.toThrow(/at most 4 tunnels/);
    open.closeAll();
    expect(open.count()).toBe(0);
  });
});
