import { describe, expect, it } from 'vitest';
import { RealtimeStream, reconnectDelay, type SocketLike, type StreamState } from './stream';
import { parseServerMessage, type DeviceMessage } from './streamMessages';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | undefined;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  /** The server accepts the token. */
  ready() {
    this.readyState = 1;
    this.onopen?.({});
    this.receive({ type: 'ready' });
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

function setup(token: string | null = 't1') {
  const sockets: FakeSocket[] = [];
  const timers: { run: () => void; ms: number; cleared: boolean }[] = [];
  const states: StreamState[] = [];
  let currentToken = token;
  const stream = new RealtimeStream({
    parse: parseServerMessage,
    url: () => (currentToken ? `ws://host/api/v1/stream?token=${currentToken}` : null),
    connect: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    setTimer: (run, ms) => {
      const timer = { run, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      (timer as { cleared: boolean }).cleared = true;
    },
  });
  stream.onStateChange(() => states.push(stream.getState()));
  const last = () => sockets[sockets.length - 1]!;
  /** Runs the pending reconnect timer. */
  const fire = () => {
    const timer = timers.find((t) => !t.cleared);
    if (!timer) throw new Error('no timer pending');
    timer.cleared = true;
    timer.run();
    return timer.ms;
  };
  return { stream, sockets, timers, states, last, fire, setToken: (value: string | null) => (currentToken = value) };
}

describe('reconnectDelay', () => {
  it.each([
    [0, 1_000],
    [1, 2_000],
    [2, 4_000],
    [3, 8_000],
    [4, 16_000],
    [5, 30_000],
    [12, 30_000],
  ])('attempt %i waits %i ms', (attempt, ms) => {
    expect(reconnectDelay(attempt)).toBe(ms);
  });
});

describe('RealtimeStream', () => {
  it('opens no socket until someone subscribes, then one socket for every device', () => {
    const { stream, sockets, last } = setup();
    expect(sockets).toHaveLength(0);
    expect(stream.getState()).toBe('idle');
    stream.subscribe(1, () => undefined);
    stream.subscribe(2, () => undefined);
    stream.subscribe(1, () => undefined);
    expect(sockets).toHaveLength(1);
    expect(last().url).toBe('ws://host/api/v1/stream?token=t1');
    expect(stream.getState()).toBe('connecting');
    last().ready();
    expect(stream.getState()).toBe('open');
    expect(last().sent).toEqual([{ type: 'subscribe', devices: [1, 2] }]);
  });

  it('subscribes a new device at once when open, and unsubscribes when its last listener leaves', () => {
    const { stream, last } = setup();
    const stopA = stream.subscribe(1, () => undefined);
    last().ready();
    const stopB = stream.subscribe(3, () => undefined);
    const stopC = stream.subscribe(3, () => undefined);
    expect(last().sent).toEqual([
      { type: 'subscribe', devices: [1] },
      { type: 'subscribe', devices: [3] },
    ]);
    stopB();
    stopB();
    expect(last().sent).toHaveLength(2);
    stopC();
    expect(last().sent[2]).toEqual({ type: 'unsubscribe', devices: [3] });
    expect(stream.subscribedDevices()).toEqual([1]);
    stopA();
    expect(last().closedWith).toBe(1000);
    expect(stream.getState()).toBe('idle');
  });

  it("hands each device's messages to its listeners only, and ignores what it cannot read", () => {
    const { stream, last } = setup();
    const one: DeviceMessage[] = [];
    const two: DeviceMessage[] = [];
    stream.subscribe(1, (m) => one.push(m));
    stream.subscribe(2, (m) => two.push(m));
    last().ready();
    const live = { type: 'live', deviceId: 1, values: [{ pointId: 5, name: 'p', value: 1, display: '1', unit: null, ts: null }] };
    last().receive(live);
    last().receive({ type: 'status', deviceId: 2, status: 'offline', at: '2025-01-01T00:00:00.000Z' });
    last().receive({ type: 'error', error: 'NOT_FOUND' });
    last().receive({ type: 'live', deviceId: 1 });
    last().onmessage?.({ data: 'not json' });
    expect(one).toEqual([live]);
    expect(two).toEqual([{ type: 'status', deviceId: 2, status: 'offline', at: '2025-01-01T00:00:00.000Z' }]);
  });

  it('reconnects after a drop with backoff 1 s doubling to 30 s, and subscribes again', () => {
    const { stream, sockets, last, fire, setToken } = setup();
    stream.subscribe(7, () => undefined);
    last().ready();
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      last().drop();
      expect(stream.getState()).toBe('reconnecting');
      waits.push(fire());
      expect(stream.getState()).toBe('connecting');
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect(sockets).toHaveLength(8);
    // A successful connection resets the backoff, and the new socket carries the current token.
    setToken('t2');
    last().drop();
    fire();
    expect(last().url).toContain('token=t2');
    last().ready();
    expect(last().sent).toEqual([{ type: 'subscribe', devices: [7] }]);
    last().drop();
    expect(fire()).toBe(1_000);
  });

  it('stops retrying on 4401 and tries again when a new listener comes', () => {
    const { stream, sockets, timers, last } = setup();
    const stop = stream.subscribe(1, () => undefined);
    last().drop(4401);
    expect(stream.getState()).toBe('unauthorized');
    expect(timers).toHaveLength(0);
    stream.subscribe(2, () => undefined);
    expect(sockets).toHaveLength(2);
    last().ready();
    expect(last().sent).toEqual([{ type: 'subscribe', devices: [1, 2] }]);
    stop();
  });

  it('does not connect without a token', () => {
    const { stream, sockets } = setup(null);
    stream.subscribe(1, () => undefined);
    expect(sockets).toHaveLength(0);
    expect(stream.getState()).toBe('unauthorized');
  });

  it('cancels a pending reconnect when the last listener leaves', () => {
    const { stream, timers, states, last } = setup();
    const stop = stream.subscribe(1, () => undefined);
    last().drop();
    stop();
    expect(timers[0]!.cleared).toBe(true);
    expect(states).toEqual(['connecting', 'reconnecting', 'idle']);
  });

  it('ignores a closed socket that still fires events', () => {
    const { stream, last, sockets } = setup();
    const stop = stream.subscribe(1, () => undefined);
    const first = last();
    stop();
    stream.subscribe(1, () => undefined);
    first.drop();
    expect(sockets).toHaveLength(2);
    expect(stream.getState()).toBe('connecting');
  });
});

describe('parseServerMessage', () => {
  it.each([
    ['{"type":"ready"}', { type: 'ready' }],
    [
      '{"type":"command","deviceId":1,"commandId":"c1","status":"timeout"}',
      { type: 'command', deviceId: 1, commandId: 'c1', status: 'timeout' },
    ],
    ['{"type":"error","error":"NOT_FOUND","deviceId":4}', { type: 'error', error: 'NOT_FOUND', deviceId: 4 }],
    [
      '{"type":"live","deviceId":1,"values":[{"pointId":2,"name":"t","value":1.5,"display":"1.5","unit":"℃","ts":1748764800000}]}',
      {
        type: 'live',
        deviceId: 1,
        values: [{ pointId: 2, name: 't', value: 1.5, display: '1.5', unit: '℃', ts: '2025-06-01T08:00:00.000Z' }],
      },
    ],
    ['{"type":"status","deviceId":1,"status":"asleep","at":null}', undefined],
    ['{"type":"other"}', undefined],
    ['[]', undefined],
    ['{', undefined],
  ])('%s', (text, expected) => {
    expect(parseServerMessage(text)).toEqual(expected);
  });
});

describe('RealtimeStream user messages', () => {
  it("opens the socket for the user's own messages, hands inbox entries to user listeners only, and closes when all leave", () => {
    const { stream, sockets, last } = setup();
    const inbox: unknown[] = [];
    const device: unknown[] = [];
    const stopUser = stream.subscribeUser((message) => inbox.push(message));
    expect(sockets).toHaveLength(1);
    last().ready();
    expect(last().sent).toEqual([]);
    const stopDevice = stream.subscribe(4, (message) => device.push(message));
    const entry = {
      id: 1,
      type: 'alarm',
      title: { 'zh-CN': '温度过高', 'en-US': 'Too hot' },
      body: { 'zh-CN': '', 'en-US': '' },
      link: null,
      subject: { kind: 'alarm', id: 9 },
      level: 3,
      read: false,
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    last().receive({ type: 'inbox', message: entry });
    last().receive({ type: 'inbox', message: { id: 'bad' } });
    expect(inbox).toEqual([{ type: 'inbox', message: entry }]);
    expect(device).toEqual([]);
    stopDevice();
    expect(stream.getState()).toBe('open');
    stopUser();
    expect(stream.getState()).toBe('idle');
  });

  it("hands the user's own task progress to user listeners and a device's task progress to that device's listeners", () => {
    const { stream, last } = setup();
    const user: unknown[] = [];
    const device: unknown[] = [];
    stream.subscribeUser((message) => user.push(message));
    stream.subscribe(4, (message) => device.push(message));
    last().ready();
    const task = {
      id: 7,
      deviceId: 4,
      operatorId: 2,
      status: 'running',
      output: 12,
      scrap: 1,
      good: 11,
      attainment: 0.11,
      actualCycleSeconds: 5,
      runningMs: 60_000,
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    last().receive({ type: 'production', task });
    last().receive({ type: 'production', deviceId: 4, task: { ...task, output: 13 } });
    last().receive({ type: 'production', task: { ...task, status: 'exploded' } });
    expect(user).toEqual([{ type: 'production', task }]);
    expect(device).toEqual([{ type: 'production', deviceId: 4, task: { ...task, output: 13 } }]);
  });

  it('reconnects after a drop while only the user listens', () => {
    const { stream, last, fire } = setup();
    stream.subscribeUser(() => undefined);
    last().ready();
    last().drop();
    expect(stream.getState()).toBe('reconnecting');
    expect(fire()).toBe(1_000);
    expect(stream.getState()).toBe('connecting');
  });

  it('loads the message schemas before its first connection, then opens if someone still listens', async () => {
    const sockets: FakeSocket[] = [];
    let release!: () => void;
    const loaded = new Promise<void>((resolve) => (release = resolve));
    let loads = 0;
    const stream = new RealtimeStream({
      url: () => 'ws://host/api/v1/stream?token=t',
      connect: (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket;
      },
      loadParser: async () => {
        loads += 1;
        await loaded;
        return parseServerMessage;
      },
    });
    const received: DeviceMessage[] = [];
    const stop = stream.subscribe(4, (message) => received.push(message));
    stream.subscribe(5, () => undefined);
    expect(stream.getState()).toBe('connecting');
    expect(sockets).toHaveLength(0);
    release();
    await loaded;
    await Promise.resolve();
    expect(loads).toBe(1);
    expect(sockets).toHaveLength(1);
    sockets[0]!.ready();
    sockets[0]!.receive({ type: 'status', deviceId: 4, status: 'online', at: null });
    expect(received).toEqual([{ type: 'status', deviceId: 4, status: 'online', at: null }]);
    stop();
  });

  it('opens nothing when everyone left while the schemas loaded', async () => {
    const sockets: FakeSocket[] = [];
    const stream = new RealtimeStream({
      url: () => 'ws://host/api/v1/stream?token=t',
      connect: (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket;
      },
      loadParser: () => Promise.resolve(parseServerMessage),
    });
    stream.subscribe(4, () => undefined)();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sockets).toHaveLength(0);
    expect(stream.getState()).toBe('idle');
  });
});
