import { randomBytes, timingSafeEqual } from 'node:crypto';
import net from 'node:net';
import { RFB_CLIENT_MESSAGE, rfbClientMessageLength, vncAuthResponse } from '@fieldlink/domain';
import type { Frame } from './hmi-font.js';
import { buttonAt, layoutHmi, pressButton, renderHmi } from './hmi-render.js';
import { encodeRaw, tileUpdate, type PixelFormat, type Rect } from './hmi-pixels.js';
import type { SimProfile } from './profile.js';
import type { PlcSimulator } from './simulator.js';

/** How often the panel is drawn again from the simulator's values. */
export const HMI_FRAME_MS = 250;

export interface SimulatedHmiOptions {
  /** Read for the values shown; a button press writes into it. */
  simulator: PlcSimulator;
  /** The channels shown (and the panel's title, its name). */
  profile: SimProfile;
  /** Default 127.0.0.1. */
  host?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  /** When set, VNC authentication (security type 2) only; else no authentication (type 1). */
  password?: string;
  /** Default 480 x 272, a 4.3" panel. */
  width?: number;
  height?: number;
}

export interface SimulatedHmi {
  port: number;
  /** Ends every client and stops listening. */
  close(): Promise<void>;
  /** Connections open now (handshaking or in session). */
  clients(): number;
}

const DEFAULT_FORMAT: PixelFormat = {
  bigEndian: false,
  redMax: 255,
  greenMax: 255,
  blueMax: 255,
  redShift: 16,
  greenShift: 8,
  blueShift: 0,
};

/** A pixel format as RFB writes it (16 bytes): 32 bpp, depth 24, true colour. */
function pixelFormatBytes(f: PixelFormat): Buffer {
  const b = Buffer.alloc(16);
  b.writeUInt8(32, 0);
  b.writeUInt8(24, 1);
  b.writeUInt8(f.bigEndian ? 1 : 0, 2);
  b.writeUInt8(1, 3);
  b.writeUInt16BE(f.redMax, 4);
  b.writeUInt16BE(f.greenMax, 6);
  b.writeUInt16BE(f.blueMax, 8);
  b.writeUInt8(f.redShift, 10);
  b.writeUInt8(f.greenShift, 11);
  b.writeUInt8(f.blueShift, 12);
  return b;
}

/** RFB strings are a u32 length and the bytes. */
const rfbString = (text: string) => {
  const bytes = Buffer.from(text, 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(bytes.length);
  return Buffer.concat([length, bytes]);
};
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

type Minor = 3 | 7 | 8;
type Step = 'version' | 'security' | 'auth' | 'init' | 'session' | 'closed';

/**
 * An operator panel for a simulated PLC, served over VNC (RFB 3.8; 3.7 and 3.3 clients too): the
 * profile's channels with their live values and bars, and START/STOP (or RESET) buttons that write
 * into the simulator when clicked. Raw encoding; an incremental update carries only the 16x16 tiles
 * that changed since the last one sent to that client, and waits for a change when none did.
 */
export async function startSimulatedHmi(options: SimulatedHmiOptions): Promise<SimulatedHmi> {
  const { simulator, profile, password } = options;
  const width = options.width ?? 480;
  const height = options.height ?? 272;
  const layout = layoutHmi(profile, width, height);
  const frame: Frame = { width, height, pixels: new Uint32Array(width * height) };
  const sessions = new Set<() => void>();
  const sockets = new Set<net.Socket>();

  const render = () => {
    renderHmi(frame, layout, profile, simulator);
    for (const serve of sessions) serve();
  };
  render();

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.setNoDelay(true);
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      sockets.delete(socket);
      sessions.delete(serve);
    });

    let step: Step = 'version';
    let minor: Minor = 8;
    let input: Buffer = Buffer.alloc(0);
    let challenge: Buffer = Buffer.alloc(0);
    let format = DEFAULT_FORMAT;
    let buttons = 0;
    /** What this client's framebuffer holds, as far as this server sent it (-1: nothing yet). */
    const sent = new Uint32Array(width * height).fill(0xffffffff);
    let wanted: { incremental: boolean; rect: Rect } | undefined;

    const send = (...parts: Buffer[]) => {
      if (!socket.destroyed) socket.write(parts.length === 1 ? parts[0]! : Buffer.concat(parts));
    };
    /** Refuses the client: 3.8 hears why, earlier versions just see the door close. */
    const refuse = (reason: string) => {
      send(minor === 8 ? Buffer.concat([u32(1), rfbString(reason)]) : u32(1));
      socket.end();
      step = 'closed';
    };

    function serve() {
      if (!wanted) return;
      const rects = tileUpdate(frame, sent, wanted.rect, wanted.incremental);
      if (!rects) return;
      wanted = undefined;
      const header = Buffer.alloc(4);
      header.writeUInt16BE(rects.length, 2);
      send(header, ...rects.map((r) => encodeRaw(frame, r, format)));
    }

    const startSecurity = () => {
      if (password === undefined) {
        if (minor === 3) send(u32(1));
        step = 'init';
        return;
      }
      challenge = randomBytes(16);
      if (minor === 3) send(u32(2));
      send(challenge);
      step = 'auth';
    };

    /** Handles what the bytes in `input` allow; false when more are needed. */
    const advance = (): boolean => {
      switch (step) {
        case 'version': {
          if (input.length < 12) return false;
          const match = /^RFB (\d{3})\.(\d{3})\n$/.exec(input.subarray(0, 12).toString('latin1'));
          input = input.subarray(12);
          if (!match) {
            socket.destroy();
            return false;
          }
          const [major, m] = [Number(match[1]), Number(match[2])];
          // RFC 6143 §7.1.1: anything else below 3.8 is read as 3.3.
          minor = major > 3 || m >= 8 ? 8 : m === 7 ? 7 : 3;
          if (minor === 3) startSecurity();
          else {
            send(Buffer.from([1, password === undefined ? 1 : 2]));
            step = 'security';
          }
          return true;
        }
        case 'security': {
          if (input.length < 1) return false;
          const chosen = input[0]!;
          input = input.subarray(1);
          if (chosen !== (password === undefined ? 1 : 2)) {
            refuse('security type not offered');
            return false;
          }
          if (chosen === 1) {
            if (minor === 8) send(u32(0));
            step = 'init';
          } else startSecurity();
          return true;
        }
        case 'auth': {
          if (input.length < 16) return false;
          const answer = input.subarray(0, 16);
          input = input.subarray(16);
          if (!timingSafeEqual(answer, Buffer.from(vncAuthResponse(password!, challenge)))) {
            refuse('authentication failed');
            return false;
          }
          send(u32(0));
          step = 'init';
          return true;
        }
        case 'init': {
          if (input.length < 1) return false;
          input = input.subarray(1);
          const size = Buffer.alloc(4);
          size.writeUInt16BE(width, 0);
          size.writeUInt16BE(height, 2);
          send(size, pixelFormatBytes(DEFAULT_FORMAT), rfbString(profile.name));
          step = 'session';
          sessions.add(serve);
          return true;
        }
        case 'session':
          return message();
        case 'closed':
          return false;
      }
    };

    /** One client message, when all its bytes are there. */
    const message = (): boolean => {
      const found = rfbClientMessageLength(input);
      if (found.kind === 'invalid') {
        socket.destroy();
        return false;
      }
      if (found.kind === 'incomplete' || input.length < found.length) return false;
      const m = input.subarray(0, found.length);
      input = input.subarray(found.length);
      switch (found.type) {
        case RFB_CLIENT_MESSAGE.setPixelFormat: {
          if (m[4] !== 32 || m[7] === 0) {
            socket.destroy();
            return false;
          }
          const [redMax, greenMax, blueMax] = [m.readUInt16BE(8), m.readUInt16BE(10), m.readUInt16BE(12)];
          format = { bigEndian: m[6] !== 0, redMax, greenMax, blueMax, redShift: m[14]!, greenShift: m[15]!, blueShift: m[16]! };
          // What the client holds was sent in the old format: it all goes again.
          sent.fill(0xffffffff);
          break;
        }
        case RFB_CLIENT_MESSAGE.framebufferUpdateRequest:
          wanted = {
            incremental: m[1] !== 0,
            rect: { x: m.readUInt16BE(2), y: m.readUInt16BE(4), width: m.readUInt16BE(6), height: m.readUInt16BE(8) },
          };
          serve();
          break;
        case RFB_CLIENT_MESSAGE.pointerEvent: {
          const pressed = (m[1]! & 1) !== 0 && (buttons & 1) === 0;
          buttons = m[1]!;
          const button = pressed ? buttonAt(layout, m.readUInt16BE(2), m.readUInt16BE(4)) : undefined;
          if (button) {
            pressButton(simulator, profile, button);
            render();
          }
          break;
        }
        // SetEncodings (Raw is all this server sends), KeyEvent, ClientCutText and the extensions: read and ignored.
      }
      return true;
    };

    socket.on('data', (chunk: Buffer) => {
      input = input.length === 0 ? chunk : Buffer.concat([input, chunk]);
      while (!socket.destroyed && advance());
    });
    send(Buffer.from('RFB 003.008\n', 'latin1'));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host: options.host ?? '127.0.0.1', port: options.port ?? 0 }, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const timer = setInterval(render, HMI_FRAME_MS);
  timer.unref();

  return {
    port: (server.address() as net.AddressInfo).port,
    clients: () => sockets.size,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(timer);
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
