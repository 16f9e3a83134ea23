import type { ClientMessage, DeviceMessage, ServerMessage, UserStreamMessage } from './streamMessages';

/** Reads one frame: a server message, or undefined when it is not one. */
export type MessageParser = (data: unknown) => ServerMessage | undefined;

/**
 * - idle: nobody listens, no socket.
 * - connecting: a socket is opening (or waiting for the server's `ready`).
 * - open: `ready` came; subscriptions are live.
 * - reconnecting: the socket dropped; the next attempt is scheduled.
 * - unauthorized: no token, or the server closed with 4401; no retry until a new listener comes.
 */
export const STREAM_STATES = ['idle', 'connecting', 'open', 'reconnecting', 'unauthorized'] as const;
export type StreamState = (typeof STREAM_STATES)[number];

/** The server's close code for a bad or expired token. */
export const UNAUTHORIZED_CLOSE_CODE = 4401;
export const RECONNECT_FIRST_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/** Wait before reconnect attempt `attempt` (0-based): 1 s, doubling, at most 30 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(RECONNECT_FIRST_MS * 2 ** Math.max(0, attempt), RECONNECT_MAX_MS);
}

/** The part of the browser's WebSocket the stream uses (tests pass a fake). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

const SOCKET_OPEN = 1;

export interface StreamOptions {
  /** The URL to connect to, token included; null when there is no token. Read at every attempt. */
  url(): string | null;
  connect?(url: string): SocketLike;
  setTimer?(run: () => void, ms: number): unknown;
  clearTimer?(timer: unknown): void;
  /**
   * Reads frames. By default the message schemas (`streamMessages.ts`, with zod), loaded before the
   * first connection: the first page, which opens no stream, does not download them.
   */
  parse?: MessageParser;
  loadParser?(): Promise<MessageParser>;
}

export type DeviceListener = (message: DeviceMessage) => void;
export type UserListener = (message: UserStreamMessage) => void;

/**
 * The realtime stream of one tab (`GET /api/v1/stream`): one WebSocket shared by every listener,
 * opened when the first one subscribes and closed when the last one leaves. After a drop it
 * reconnects (1 s doubling to 30 s) and subscribes again to every device someone listens to.
 */
export class RealtimeStream {
  private socket: SocketLike | null = null;
  private timer: unknown = null;
  private attempt = 0;
  private state: StreamState = 'idle';
  /** Device -> its subscriptions (one object per subscribe call, so the same function may subscribe twice). */
  private readonly devices = new Map<number, Set<{ listener: DeviceListener }>>();
  /** Listeners to the user's own messages (the inbox): they keep the socket open like a device. */
  private readonly userListeners = new Set<{ listener: UserListener }>();
  private readonly stateListeners = new Set<() => void>();
  private readonly connect: (url: string) => SocketLike;
  private readonly setTimer: (run: () => void, ms: number) => unknown;
  private readonly clearTimer: (timer: unknown) => void;
  private parse: MessageParser | null;
  private parserLoad: Promise<void> | null = null;

  constructor(private readonly options: StreamOptions) {
    this.parse = options.parse ?? null;
    this.connect = options.connect ?? ((url) => new WebSocket(url) as unknown as SocketLike);
    this.setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
    this.clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  }

  /** The connection state (a stable function, for useSyncExternalStore). */
  readonly getState = (): StreamState => this.state;

  /** Calls `listener` on every state change; returns the unsubscribe function. */
  readonly onStateChange = (listener: () => void): (() => void) => {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  };

  /** Devices someone listens to. */
  subscribedDevices(): number[] {
    return [...this.devices.keys()];
  }

  /** Listens to one device's messages; returns the function that stops listening. */
  subscribe(deviceId: number, listener: DeviceListener): () => void {
    const entry = { listener };
    let entries = this.devices.get(deviceId);
    if (!entries) {
      entries = new Set();
      this.devices.set(deviceId, entries);
      if (this.state === 'open') this.send({ type: 'subscribe', devices: [deviceId] });
    }
    entries.add(entry);
    if (this.state === 'idle' || this.state === 'unauthorized') this.open();
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.release(deviceId, entry);
    };
  }

  /** Listens to the signed-in user's messages (inbox entries); returns the function that stops listening. */
  subscribeUser(listener: UserListener): () => void {
    const entry = { listener };
    this.userListeners.add(entry);
    if (this.state === 'idle' || this.state === 'unauthorized') this.open();
    return () => {
      if (!this.userListeners.delete(entry)) return;
      if (!this.hasListeners()) this.shutdown();
    };
  }

  private hasListeners(): boolean {
    return this.devices.size > 0 || this.userListeners.size > 0;
  }

  private release(deviceId: number, entry: { listener: DeviceListener }): void {
    const entries = this.devices.get(deviceId);
    if (!entries?.delete(entry) || entries.size > 0) return;
    this.devices.delete(deviceId);
    if (this.state === 'open') this.send({ type: 'unsubscribe', devices: [deviceId] });
    if (!this.hasListeners()) this.shutdown();
  }

  private open(): void {
    const url = this.options.url();
    if (!url) return this.setState('unauthorized');
    const parse = this.parse;
    if (!parse) return this.openAfterParserLoads();
    let socket: SocketLike;
    try {
      socket = this.connect(url);
    } catch {
      return this.scheduleReconnect();
    }
    this.socket = socket;
    this.setState('connecting');
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      const message = parse(event.data);
      if (!message) return;
      if (message.type === 'ready') {
        this.attempt = 0;
        this.setState('open');
        const devices = this.subscribedDevices();
        if (devices.length > 0) this.send({ type: 'subscribe', devices });
        return;
      }
      if (message.type === 'inbox' || (message.type === 'production' && message.deviceId === undefined)) {
        for (const { listener } of [...this.userListeners]) listener(message);
        return;
      }
      if (message.deviceId === undefined) return;
      for (const { listener } of [...(this.devices.get(message.deviceId) ?? [])]) listener(message);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (event.code === UNAUTHORIZED_CLOSE_CODE) return this.setState('unauthorized');
      this.scheduleReconnect();
    };
    // An error is always followed by a close, which decides what happens next.
    socket.onerror = () => undefined;
  }

  /** Waits (as `connecting`) for the message schemas, then opens if someone still listens; a failed load is a dropped connection. */
  private openAfterParserLoads(): void {
    this.setState('connecting');
    const load = this.options.loadParser ?? (() => import('./streamMessages').then((module) => module.parseServerMessage));
    this.parserLoad ??= load().then(
      (parse) => {
        this.parse = parse;
        this.parserLoad = null;
        if (this.state === 'connecting' && this.socket === null && this.hasListeners()) this.open();
      },
      () => {
        this.parserLoad = null;
        if (this.state === 'connecting' && this.socket === null) this.scheduleReconnect();
      },
    );
  }

  private scheduleReconnect(): void {
    if (!this.hasListeners()) return this.setState('idle');
    const delay = reconnectDelay(this.attempt);
    this.attempt += 1;
    this.setState('reconnecting');
    this.timer = this.setTimer(() => {
      this.timer = null;
      if (this.hasListeners()) this.open();
    }, delay);
  }

  private shutdown(): void {
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
    this.attempt = 0;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onmessage = null;
      socket.onclose = null;
      socket.onerror = () => undefined;
      socket.close(1000, 'no listeners');
    }
    this.setState('idle');
  }

  private send(message: ClientMessage): void {
    if (this.socket?.readyState === SOCKET_OPEN) this.socket.send(JSON.stringify(message));
  }

  private setState(state: StreamState): void {
    if (state === this.state) return;
    this.state = state;
    for (const listener of [...this.stateListeners]) listener();
  }
}
