import type { DeviceConfigPoint, PlcFailureReason } from '@fieldlink/domain';
import { silentLog, type GatewayLog } from '../log.js';
import type { PointValue } from '../modbus/plan.js';
import type { RegisterIo } from '../recipe.js';
import { PlcFailure, errorText, type DriverGroup, type PlcDriver, type PlcSession } from './driver.js';

export interface PlcPollerOptions {
  points: readonly DeviceConfigPoint[];
  /** One call per poll tick of a group (or per subscription notice), with PLC values before scaling. */
  onValues(ts: number, values: Record<string, PointValue>): void;
  /** 'error' (with the text and the cause) when the PLC or a unit fails, 'ok' when all read again. */
  onPlcState(state: 'ok' | 'error', error?: string, cause?: PlcFailureReason): void;
  log?: GatewayLog;
  /** First reconnect delay after a failed connect; doubles up to `reconnectMaxMs`. Default 1 s and 30 s. */
  reconnectMs?: number;
  reconnectMaxMs?: number;
  /** How often a subscribing driver's lost connection is tried again (before the backoff). Default 250 ms. */
  watchMs?: number;
}

export interface PlcPoller extends RegisterIo {
  start(): void;
  /** Stops the timers, lets the request in progress finish, and closes the connection. */
  stop(): Promise<void>;
  /** Writes a PLC value (before scaling). Rejects for an unknown or read-only point, a bad value, or a failed write. */
  write(pointName: string, plcValue: PointValue): Promise<void>;
  /** Polls these points from now on (same connection). */
  updatePoints(points: readonly DeviceConfigPoint[]): void;
}

/** Raised while the poller waits out its reconnect delay: not a new failure, so not reported again. */
class WaitingToReconnect extends Error {}

const asFailure = (error: unknown) =>
  error instanceof PlcFailure ? error : new PlcFailure(errorText(error), 'unknown', { message: errorText(error) });

/**
 * Runs a PLC driver: one request at a time over one connection (reads, writes, recipes queue);
 * polling drivers get one timer per group, a subscribing driver its subscription after each
 * connect. A lost connection is reopened; a failed connect waits 1 s, then 2, 4 ... 30 s. A group
 * that fails without breaking the link (a silent unit on an RS-485 line) is reported and retried on
 * its own tick while the other groups go on.
 */
export function createPlcPoller<G extends DriverGroup>(driver: PlcDriver<G>, options: PlcPollerOptions): PlcPoller {
  const log = options.log ?? silentLog;
  const firstDelay = options.reconnectMs ?? 1000;
  const maxDelay = options.reconnectMaxMs ?? 30_000;
  const where = driver.where;

  let points = options.points;
  let plan = driver.plan(points);
  let running = false;
  let generation = 0;
  let session: PlcSession<G> | undefined;
  let subscribed = false;
  let retryAt = 0;
  let retryDelay = firstDelay;
  let linkFailure: PlcFailure | undefined;
  const groupFailures = new Map<string, PlcFailure>();
  let reported: string | undefined;
  const timers = new Set<NodeJS.Timeout>();

  let tail: Promise<unknown> = Promise.resolve();
  function exclusive<T>(job: () => Promise<T>): Promise<T> {
    const run = tail.then(job, job);
    tail = run.catch(() => {});
    return run;
  }

  /** Publishes the state when it or its cause changed. */
  function report() {
    const failure = linkFailure ?? groupFailures.values().next().value;
    const key = failure ? JSON.stringify([failure.code, failure.detail]) : 'ok';
    if (key === reported) return;
    reported = key;
    if (failure) {
      log.warn({ ...where, cause: failure.code, ...failure.detail, error: failure.message }, 'plc in error');
      options.onPlcState('error', failure.message, { code: failure.code, detail: failure.detail });
    } else {
      log.info(where, 'plc reachable');
      options.onPlcState('ok');
    }
  }

  async function drop() {
    const old = session;
    session = undefined;
    subscribed = false;
    await old?.close().catch(() => {});
  }

  async function connection(): Promise<PlcSession<G>> {
    if (session?.open) return session;
    await drop();
    if (Date.now() < retryAt) throw new WaitingToReconnect('waiting to reconnect to the plc');
    try {
      session = await driver.connect();
    } catch (error) {
      retryAt = Date.now() + retryDelay;
      log.debug({ ...where, retryInMs: retryDelay, error: errorText(error) }, 'plc connect failed');
      retryDelay = Math.min(retryDelay * 2, maxDelay);
      throw asFailure(error);
    }
    retryDelay = firstDelay;
    retryAt = 0;
    return session;
  }

  /** The connection for a request outside the poll (a write, a recipe), or why there is none. */
  async function requestConnection(): Promise<PlcSession<G>> {
    if (!running) throw new Error('the poller is stopped');
    try {
      return await connection();
    } catch (error) {
      const failure = asFailure(error);
      throw new PlcFailure(`plc unreachable: ${failure.message}`, failure.code, failure.detail);
    }
  }

  function linkLost(error: unknown) {
    linkFailure = asFailure(error);
    void drop();
    report();
  }

  async function poll(group: G) {
    const ts = Date.now();
    let values: Record<string, PointValue>;
    try {
      values = await (await connection()).read(group);
    } catch (error) {
      if (error instanceof WaitingToReconnect) return;
      if (error instanceof PlcFailure && !error.link) {
        groupFailures.set(group.key, error);
        linkFailure = undefined;
        return report();
      }
      return linkLost(error);
    }
    linkFailure = undefined;
    groupFailures.delete(group.key);
    report();
    if (Object.keys(values).length > 0) options.onValues(ts, values);
  }

  /** Subscribing drivers: (re)connects and subscribes whenever there is no live subscription. */
  async function watch(forGeneration: number) {
    if (subscribed && session?.open) return;
    try {
      const live = await connection();
      if (forGeneration !== generation) return;
      await live.subscribe!(plan.groups, options.onValues, (failure) => {
        if (live === session) linkLost(failure);
      });
      subscribed = true;
      linkFailure = undefined;
      report();
    } catch (error) {
      if (error instanceof WaitingToReconnect) return;
      linkLost(error);
    }
  }

  function schedule(job: () => Promise<void>, intervalMs: number, forGeneration: number, delay: number) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!running || forGeneration !== generation) return;
      const started = Date.now();
      void exclusive(job).finally(() => {
        if (running && forGeneration === generation)
          schedule(job, intervalMs, forGeneration, Math.max(0, intervalMs - (Date.now() - started)));
      });
    }, delay);
    timers.add(timer);
  }

  function startTimers() {
    const current = ++generation;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    for (const { point, error } of plan.invalid) log.warn({ point: point.name, error }, 'point skipped: no address for this protocol');
    if (plan.groups.length === 0) return;
    if (driver.subscribes) {
      // A new set of points is a new subscription.
      void exclusive(drop);
      schedule(() => watch(current), options.watchMs ?? 250, current, 0);
    } else for (const group of plan.groups) schedule(() => poll(group), group.intervalMs, current, 0);
  }

  const pointNamed = (name: string) => {
    const point = points.find((p) => p.name === name);
    if (!point) throw new Error(`unknown point ${name}`);
    if (!point.writable) throw new Error(`point ${name} is not writable`);
    return point;
  };

  return {
    start() {
      if (running) return;
      running = true;
      startTimers();
    },

    async stop() {
      running = false;
      generation++;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await exclusive(drop);
    },

    async write(pointName, plcValue) {
      const point = pointNamed(pointName);
      await exclusive(async () => {
        await (await requestConnection()).write(point, plcValue);
        log.info({ ...where, point: pointName, value: plcValue }, 'plc value written');
      });
    },

    checkWords: (area, address) => driver.checkWords(area, address),
    writeWords: (area, address, words) => exclusive(async () => (await requestConnection()).writeWords(area, address, words)),
    readWords: (area, address, count) => exclusive(async () => (await requestConnection()).readWords(area, address, count)),

    updatePoints(next) {
      points = next;
      plan = driver.plan(points);
      groupFailures.clear();
      if (running) startTimers();
    },
  };
}
