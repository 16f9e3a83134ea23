import net from 'node:net';
import { vncAuthResponse } from '@fieldlink/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { until } from '../test/until.js';
import { DEMO_PROFILES } from './demo-profiles.js';
import { HMI_COLOURS, layoutHmi } from './hmi-render.js';
import { startSimulatedHmi, type SimulatedHmi, type SimulatedHmiOptions } from './hmi-vnc.js';
import type { SimProfile } from './profile.js';
import { startPlcSimulator, type PlcSimulator } from './simulator.js';

/** A tiny RFB client: bytes in as they come, taken in exact amounts. */
class RfbClient {
  private buffer = Buffer.alloc(0);
  closed = false;
  private constructor(private readonly socket: net.Socket) {
    socket.setNoDelay(true);
    socket.on('data', (chunk) => (this.buffer = Buffer.concat([this.buffer, chunk])));
    socket.on('close', () => (this.closed = true));
    socket.on('error', () => {});
  }

  static connect(port: number): Promise<RfbClient> {
    return new Promise((resolve, reject) => {
      const socket = net.connect({ host: '127.0.0.1', port }, () => resolve(new RfbClient(socket)));
      socket.once('error', reject);
    });
  }

  buffered = () => this.buffer.length;

  async take(n: number): Promise<Buffer> {
    await until(() => this.buffer.length >= n || this.closed, `${n} bytes have come`);
    if (this.buffer.length < n) throw new Error(`closed with ${this.buffer.length} of ${n} bytes`);
    const out = this.buffer.subarray(0, n);
    this.buffer = this.buffer.subarray(n);
    return out;
  }

  /** Sends the bytes one write each, so the server sees messages split at every byte. */
  send(bytes: number[] | Buffer, split = false): void {
    const all = Buffer.from(bytes);
    if (!split) this.socket.write(all);
    else for (const byte of all) this.socket.write(Buffer.of(byte));
  }

  close = () => this.socket.destroy();
}

interface ServerInit {
  width: number;
  height: number;
  bitsPerPixel: number;
  trueColour: number;
  name: string;
}

async function readServerInit(client: RfbClient): Promise<ServerInit> {
  const head = await client.take(24);
  const name = await client.take(head.readUInt32BE(20));
  return {
    width: head.readUInt16BE(0),
    height: head.readUInt16BE(2),
    bitsPerPixel: head[4]!,
    trueColour: head[7]!,
    name: name.toString('utf8'),
  };
}

/** Version 3.8, security None, ClientInit: a client ready for messages. */
async function session(port: number): Promise<{ client: RfbClient; init: ServerInit }> {
  const client = await RfbClient.connect(port);
  expect((await client.take(12)).toString('latin1')).toBe('RFB 003.008\n');
  client.send(Buffer.from('RFB 003.008\n', 'latin1'));
  expect([...(await client.take(2))]).toEqual([1, 1]);
  client.send([1]);
  expect((await client.take(4)).readUInt32BE(0)).toBe(0);
  client.send([1]);
  return { client, init: await readServerInit(client) };
}

interface Update {
  rects: { x: number; y: number; width: number; height: number; pixels: Buffer }[];
}

async function readUpdate(client: RfbClient): Promise<Update> {
  const head = await client.take(4);
  expect(head[0]).toBe(0);
  const rects: Update['rects'] = [];
  for (let i = 0; i < head.readUInt16BE(2); i++) {
    const r = await client.take(12);
    expect(r.readInt32BE(8)).toBe(0);
    const [x, y, width, height] = [r.readUInt16BE(0), r.readUInt16BE(2), r.readUInt16BE(4), r.readUInt16BE(6)];
    rects.push({ x, y, width, height, pixels: Buffer.from(await client.take(width * height * 4)) });
  }
  return { rects };
}

const updateRequest = (incremental: boolean, width: number, height: number) => {
  const m = Buffer.alloc(10);
  m.writeUInt8(3, 0);
  m.writeUInt8(incremental ? 1 : 0, 1);
  m.writeUInt16BE(width, 6);
  m.writeUInt16BE(height, 8);
  return m;
};

const pointer = (mask: number, x: number, y: number) => {
  const m = Buffer.alloc(6);
  m.writeUInt8(5, 0);
  m.writeUInt8(mask, 1);
  m.writeUInt16BE(x, 2);
  m.writeUInt16BE(y, 4);
  return m;
};

/** What the client's screen holds: raw 4-byte pixels, as the updates painted them. */
function paint(screen: Buffer, width: number, update: Update): void {
  for (const r of update.rects) {
    for (let row = 0; row < r.height; row++)
      r.pixels.copy(screen, ((r.y + row) * width + r.x) * 4, row * r.width * 4, (row + 1) * r.width * 4);
  }
}

const rgb = (colour: number) => [(colour >> 16) & 0xff, (colour >> 8) & 0xff, colour & 0xff];

/** Every channel's words written back as they are: the profile moves nothing any more. */
function freeze(simulator: PlcSimulator, profile: SimProfile): void {
  for (const c of profile.channels) {
    const words = c.dataType === 11 ? (c.length ?? 1) : [3, 4, 5].includes(c.dataType) ? 2 : [8, 9].includes(c.dataType) ? 4 : 1;
    for (let i = 0; i < words; i++) simulator.write(c.table, c.offset + i, simulator.read(c.table, c.offset + i));
  }
}

const running: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const r of running.splice(0).reverse()) await r.close();
});

async function start(
  profile: SimProfile,
  options: Partial<SimulatedHmiOptions> = {},
): Promise<{ simulator: PlcSimulator; hmi: SimulatedHmi }> {
  const simulator = await startPlcSimulator({ profile, spikeProbability: 0 });
  running.push(simulator);
  const hmi = await startSimulatedHmi({ simulator, profile, ...options });
  running.push(hmi);
  return { simulator, hmi };
}

describe('the simulated HMI handshake', () => {
  it('admits a 3.8 client without a password and introduces the panel', async () => {
    const { hmi } = await start(DEMO_PROFILES.DEMOPRESS001);
    const { client, init } = await session(hmi.port);
    expect(init).toEqual({ width: 480, height: 272, bitsPerPixel: 32, trueColour: 1, name: 'DEMOPRESS001' });
    expect(hmi.clients()).toBe(1);
    client.close();
    await until(() => hmi.clients() === 0, 'the server has seen the client go');
  });

  it('admits 3.3 and 3.7 clients in their own dialects', async () => {
    const { hmi } = await start(DEMO_PROFILES.DEMOPRESS001, { width: 320, height: 240 });
    const old = await RfbClient.connect(hmi.port);
    await old.take(12);
    old.send(Buffer.from('RFB 003.003\n', 'latin1'));
    expect((await old.take(4)).readUInt32BE(0)).toBe(1); // the server's choice: None
    old.send([0]);
    expect(await readServerInit(old)).toMatchObject({ width: 320, height: 240 });

    const seven = await RfbClient.connect(hmi.port);
    await seven.take(12);
    seven.send(Buffer.from('RFB 003.007\n', 'latin1'));
    expect([...(await seven.take(2))]).toEqual([1, 1]);
    seven.send([1]);
    seven.send([1]); // no SecurityResult after None in 3.7: straight to ClientInit
    expect(await readServerInit(seven)).toMatchObject({ width: 320, height: 240, name: 'DEMOPRESS001' });
  });

  it('with a password, offers only VNC authentication, admits the right answer and refuses a wrong one with a reason', async () => {
    const { hmi } = await start(DEMO_PROFILES.DEMOPRESS001, { password: 'op3rat0r' });
    const attempt = async (password: string) => {
      const client = await RfbClient.connect(hmi.port);
      await client.take(12);
      client.send(Buffer.from('RFB 003.008\n', 'latin1'));
      expect([...(await client.take(2))]).toEqual([1, 2]);
      client.send([2]);
      const challenge = await client.take(16);
      client.send(Buffer.from(vncAuthResponse(password, challenge)), true);
      return { client, result: (await client.take(4)).readUInt32BE(0) };
    };

    const right = await attempt('op3rat0r');
    expect(right.result).toBe(0);
    right.client.send([1]);
    expect((await readServerInit(right.client)).name).toBe('DEMOPRESS001');

    const wrong = await attempt('guess');
    expect(wrong.result).toBe(1);
    const reason = await wrong.client.take((await wrong.client.take(4)).readUInt32BE(0));
    expect(reason.toString('utf8')).toMatch(/authentication failed/);
    await until(() => wrong.client.closed, 'the refused client is disconnected');
  });

  it('ends every client on close', async () => {
    const simulator = await startPlcSimulator({ profile: DEMO_PROFILES.DEMOCOOL0002 });
    running.push(simulator);
    const hmi = await startSimulatedHmi({ simulator, profile: DEMO_PROFILES.DEMOCOOL0002 });
    const [a, b] = [await session(hmi.port), await session(hmi.port)];
    expect(hmi.clients()).toBe(2);
    await hmi.close();
    await until(() => a.client.closed && b.client.closed, 'both clients are disconnected');
    expect(hmi.clients()).toBe(0);
  });
});

describe('the simulated HMI screen', () => {
  it('sends the whole screen in Raw, in the pixel format the client asked for', async () => {
    const { hmi } = await start(DEMO_PROFILES.DEMOPRESS001);
    const { client, init } = await session(hmi.port);
    // Big-endian, blue in the high byte, red in the low one; sent a byte at a time.
    client.send([0, 0, 0, 0, 32, 24, 1, 1, 0, 255, 0, 255, 0, 255, 0, 8, 16, 0, 0, 0], true);
    client.send([2, 0, 0, 1, 0, 0, 0, 0], true); // SetEncodings: Raw
    client.send(updateRequest(false, init.width, init.height), true);
    const update = await readUpdate(client);
    expect(update.rects.map(({ x, y, width, height }) => ({ x, y, width, height }))).toEqual([{ x: 0, y: 0, width: 480, height: 272 }]);
    expect(update.rects[0]!.pixels.length).toBe(480 * 272 * 4);
    const title = update.rects[0]!.pixels.readUInt32BE((2 * 480 + 2) * 4);
    expect([title & 0xff, (title >> 8) & 0xff, (title >> 16) & 0xff]).toEqual(rgb(HMI_COLOURS.titleBar));

    // The default format, for comparison: little-endian, red at shift 16.
    const other = await session(hmi.port);
    other.client.send(updateRequest(false, 480, 272));
    const plain = (await readUpdate(other.client)).rects[0]!.pixels.readUInt32LE((2 * 480 + 2) * 4);
    expect([(plain >> 16) & 0xff, (plain >> 8) & 0xff, plain & 0xff]).toEqual(rgb(HMI_COLOURS.titleBar));
  });

  it('closes a client that asks for a pixel format it cannot have', async () => {
    const { hmi } = await start(DEMO_PROFILES.DEMOPRESS001);
    const { client } = await session(hmi.port);
    client.send([0, 0, 0, 0, 8, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]); // 8 bpp colour map
    await until(() => client.closed, 'the client is disconnected');
  });

  it('answers an incremental request with the changed tiles only, and only once something changed', async () => {
    const profile = DEMO_PROFILES.DEMOPRESS001;
    const plc = await startPlcSimulator({ profile, spikeProbability: 0 });
    running.push(plc);
    freeze(plc, profile);
    let frames = 0;
    // The panel reads 4x0 once per frame: its reads count the frames drawn.
    const simulator: PlcSimulator = {
      ...plc,
      read: (table, offset) => (table === 'holding' && offset === 0 && frames++, plc.read(table, offset)),
    };
    const hmi = await startSimulatedHmi({ simulator, profile });
    running.push(hmi);

    const { client } = await session(hmi.port);
    const screen = Buffer.alloc(480 * 272 * 4);
    client.send(updateRequest(false, 480, 272));
    paint(screen, 480, await readUpdate(client));

    client.send(updateRequest(true, 480, 272));
    const asked = frames;
    await until(() => frames >= asked + 3, 'the panel has been drawn again twice');
    expect(client.buffered()).toBe(0);

    plc.write('holding', 0, plc.read('holding', 0) + 111);
    const update = await readUpdate(client);
    const area = update.rects.reduce((sum, r) => sum + r.width * r.height, 0);
    expect(area).toBeGreaterThan(0);
    expect(area).toBeLessThan((480 * 272) / 10);
    paint(screen, 480, update);

    // What the client holds now is the whole screen as a fresh client sees it.
    const fresh = await session(hmi.port);
    fresh.client.send(updateRequest(false, 480, 272));
    expect((await readUpdate(fresh.client)).rects[0]!.pixels.equals(screen)).toBe(true);
  });
});

describe('the simulated HMI buttons', () => {
  const centre = (profile: SimProfile, label: string) => {
    const b = layoutHmi(profile, 480, 272).buttons.find((button) => button.label === label)!;
    return [b.x + b.width / 2, b.y + b.height / 2] as const;
  };

  it("STOP and START write the press's running flag, and the screen shows it", async () => {
    const profile = DEMO_PROFILES.DEMOPRESS001;
    const { simulator, hmi } = await start(profile);
    const { client } = await session(hmi.port);
    client.send(updateRequest(false, 480, 272));
    await readUpdate(client);
    simulator.write('holding', 6, 1);

    client.send(Buffer.concat([pointer(1, ...centre(profile, 'STOP')), pointer(0, ...centre(profile, 'STOP'))]));
    await until(() => simulator.read('holding', 6) === 0, 'the press is stopped');
    client.send(updateRequest(true, 480, 272));
    expect((await readUpdate(client)).rects.length).toBeGreaterThan(0);

    client.send(Buffer.concat([pointer(1, ...centre(profile, 'START')), pointer(0, ...centre(profile, 'START'))]));
    await until(() => simulator.read('holding', 6) === 1, 'the press runs again');
  });

  it('a move with the button held, or a click beside the buttons, writes nothing', async () => {
    const profile = DEMO_PROFILES.DEMOPRESS001;
    const { simulator, hmi } = await start(profile);
    const { client } = await session(hmi.port);
    simulator.write('holding', 6, 1);
    const [x, y] = centre(profile, 'STOP');
    client.send(Buffer.concat([pointer(1, 470, 100), pointer(1, x, y), pointer(0, x, y), updateRequest(false, 480, 272)]));
    await readUpdate(client);
    expect(simulator.read('holding', 6)).toBe(1);
  });

  it("RESET sets the packing line's first counter to 0", async () => {
    const profile = DEMO_PROFILES.DEMOPACK0003;
    const { simulator, hmi } = await start(profile);
    const { client } = await session(hmi.port);
    expect(simulator.read('holding', 1) * 0x10000 + simulator.read('holding', 2)).toBeGreaterThan(0);
    client.send(Buffer.concat([pointer(1, ...centre(profile, 'RESET')), pointer(0, ...centre(profile, 'RESET'))]));
    await until(() => simulator.read('holding', 1) === 0 && simulator.read('holding', 2) === 0, 'the good count is reset');
  });
});
