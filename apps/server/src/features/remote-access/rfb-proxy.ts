import net from 'node:net';
import type { Duplex } from 'node:stream';
import { createRfbClientFilter, vncAuthResponse } from '@fieldlink/domain';
import type { WebSocket } from 'ws';

/** Bytes read on demand from a stream of chunks (the handshake's fixed-size fields). */
class ByteQueue {
  private chunks: Buffer[] = [];
  private size = 0;
  private waiting: { n: number; resolve: (b: Buffer) => void; reject: (e: Error) => void } | undefined;
  private failed: Error | undefined;

  push(chunk: Buffer) {
    this.chunks.push(chunk);
    this.size += chunk.length;
    this.wake();
  }

  fail(error: Error) {
    this.failed = error;
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.reject(error);
  }

  read(n: number): Promise<Buffer> {
    if (this.failed) return Promise.reject(this.failed);
    return new Promise((resolve, reject) => {
      this.waiting = { n, resolve, reject };
      this.wake();
    });
  }

  /** What is left after the handshake, handed to the relay. */
  drain(): Buffer {
    const rest = Buffer.concat(this.chunks);
    this.chunks = [];
    this.size = 0;
    return rest;
  }

  private wake() {
    if (!this.waiting || this.size < this.waiting.n) return;
    const all = Buffer.concat(this.chunks);
    const { n, resolve } = this.waiting;
    this.waiting = undefined;
    this.chunks = all.length > n ? [all.subarray(n)] : [];
    this.size = all.length - n;
    resolve(all.subarray(0, n));
  }
}

export class RfbHandshakeError extends Error {}

const VERSION_38 = Buffer.from('RFB 003.008\n', 'latin1');
const SECURITY_NONE = 1;
const SECURITY_VNC_AUTH = 2;

/** The way to the VNC server: a byte stream, usable once `ready` resolves. */
export interface RfbUpstream {
  stream: Duplex;
  ready: Promise<void>;
}

/** A TCP connection to an address the administrator configured. */
export function tcpUpstream(host: string, port: number): RfbUpstream {
  const socket = net.connect({ host, port });
  socket.setNoDelay(true);
  const ready = new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  ready.catch(() => undefined);
  return { stream: socket, ready };
}

export interface RfbProxyOptions {
  browser: WebSocket;
  /** A TCP connection (`tcpUpstream`) or a tunnel through the device's gateway. */
  upstream: RfbUpstream;
  /** The device's VNC password (server-side only): answers a server that asks for VNC authentication. */
  password?: string | null;
  viewOnly: boolean;
  /** Until both handshakes are done (connect, the VNC server's side, the browser's); past it the session ends. */
  connectTimeoutMs?: number;
  /** The user sent input (key, pointer or clipboard; forwarded or dropped). */
  onInput: () => void;
  /** The session ended: `client` (browser closed), `server` (VNC closed) or `error`. */
  onEnd: (reason: 'client' | 'server' | 'error', detail?: string) => void;
}

/**
 * One browser WebSocket relayed to one VNC server. The proxy speaks the RFB handshake to both
 * sides itself — the VNC server's security (None, or VNC authentication answered with the device's
 * stored password) is met here, the browser is offered None — so the VNC password never reaches a
 * browser; then the server's stream goes to the browser as it
 * comes and the browser's is parsed message by message (`createRfbClientFilter`): in a view-only
 * session key, pointer and clipboard messages are dropped, and a message the proxy cannot parse
 * ends the session. Returns `close()` to end it from outside (administrator, idle timer).
 */
export function startRfbProxy(options: RfbProxyOptions): { close: () => void } {
  const { browser } = options;
  const fromBrowser = new ByteQueue();
  const fromServer = new ByteQueue();
  let relaying = false;
  let reached = false;
  let ended = false;
  const filter = createRfbClientFilter(options.viewOnly);
  const tcp = options.upstream.stream;
  // A target that accepts and never speaks RFB (a port that is not a VNC server) must not hold the session.
  const connectTimer = setTimeout(
    () => finish('error', reached ? 'handshake timeout' : 'connect timeout'),
    options.connectTimeoutMs ?? 5000,
  );

  function finish(reason: 'client' | 'server' | 'error', detail?: string) {
    if (ended) return;
    ended = true;
    clearTimeout(connectTimer);
    tcp.destroy();
    fromBrowser.fail(new RfbHandshakeError('closed'));
    fromServer.fail(new RfbHandshakeError('closed'));
    if (browser.readyState === browser.OPEN || browser.readyState === browser.CONNECTING)
      browser.close(reason === 'client' ? 1000 : 4000, reason);
    options.onEnd(reason, detail);
  }

  function toServer(chunk: Buffer) {
    const { forward, invalid, input } = filter.push(chunk);
    for (const message of forward) tcp.write(message);
    if (input) options.onInput();
    if (invalid) finish('error', 'unknown client message');
  }

  browser.on('message', (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => {
    if (!isBinary) return finish('error', 'text frame');
    const chunk = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
    if (relaying) toServer(chunk);
    else fromBrowser.push(chunk);
  });
  browser.on('close', () => finish('client'));
  browser.on('error', () => finish('client'));
  tcp.on('data', (chunk) => {
    if (!relaying) return fromServer.push(chunk);
    if (browser.readyState === browser.OPEN) browser.send(chunk);
  });
  tcp.on('close', () => finish('server'));
  tcp.on('error', (error) => finish('error', error.message));

  async function handshake() {
    await options.upstream.ready;
    reached = true;
    // The VNC server: protocol 3.8 (3.7 and later answer it), security None or VNC authentication.
    const serverVersion = (await fromServer.read(12)).toString('latin1');
    const minor = /^RFB 003\.(\d{3})\n$/.exec(serverVersion);
    if (!minor || Number(minor[1]) < 7) throw new RfbHandshakeError(`unsupported server version ${JSON.stringify(serverVersion)}`);
    tcp.write(VERSION_38);
    const [typeCount] = await fromServer.read(1);
    if (!typeCount) throw new RfbHandshakeError('server refused the connection');
    const types = [...(await fromServer.read(typeCount))];
    if (types.includes(SECURITY_NONE)) tcp.write(Uint8Array.of(SECURITY_NONE));
    else if (types.includes(SECURITY_VNC_AUTH) && options.password) {
      tcp.write(Uint8Array.of(SECURITY_VNC_AUTH));
      const challenge = await fromServer.read(16);
      tcp.write(vncAuthResponse(options.password, challenge));
    } else if (types.includes(SECURITY_VNC_AUTH)) throw new RfbHandshakeError('the server asks for a VNC password and none is stored');
    else throw new RfbHandshakeError(`no supported security type in ${types.join(',')}`);
    if ((await fromServer.read(4)).readUInt32BE(0) !== 0) {
      // 3.8: the reason follows as a length and text.
      const length = (await fromServer.read(4)).readUInt32BE(0);
      const reason = (await fromServer.read(Math.min(length, 1024))).toString('latin1');
      throw new RfbHandshakeError(`server security failed: ${reason}`);
    }
    // The browser: protocol 3.8, security None (the user was checked by the ticket).
    browser.send(VERSION_38);
    const clientVersion = (await fromBrowser.read(12)).toString('latin1');
    if (!/^RFB 003\.00[378]\n$/.test(clientVersion)) throw new RfbHandshakeError('unsupported client version');
    browser.send(Uint8Array.of(1, SECURITY_NONE));
    const [chosen] = await fromBrowser.read(1);
    if (chosen !== SECURITY_NONE) throw new RfbHandshakeError('client chose another security type');
    browser.send(Uint8Array.of(0, 0, 0, 0));
    // ClientInit: always shared, so one user's session never disconnects another's.
    await fromBrowser.read(1);
    tcp.write(Uint8Array.of(1));
    relaying = true;
    clearTimeout(connectTimer);
    const early = fromServer.drain();
    if (early.length > 0) browser.send(early);
    const pending = fromBrowser.drain();
    if (pending.length > 0) toServer(pending);
  }

  handshake().catch((error: Error) => finish('error', error.message));
  return { close: () => finish('server', 'closed') };
}
