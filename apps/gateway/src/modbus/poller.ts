import type { DeviceConfigPoint, PlcModel } from '@fieldlink/domain';
import ModbusRTU from 'modbus-serial';
import { silentLog, type GatewayLog } from '../log.js';
import { decodePoints, locatePoint, planReads, planWrite, withBit, type PointValue, type PollGroup, type ReadResult } from './plan.js';

export interface ModbusPollerOptions {
  host: string;
  port: number;
  unitId: number;
  highLowSwap: boolean;
  points: readonly DeviceConfigPoint[];
  /** The PLC's model, for the areas XC and XD name alike; without it they are read as XC. */
  model?: PlcModel;
  /** One call per poll tick of an interval group, with the values read (PLC values, before scaling). */
  onValues(ts: number, values: Record<string, PointValue>): void;
  /** 'error' when a read or the connection fails, 'ok' when reads succeed again (and on the first success). */
  onPlcState(state: 'ok' | 'error', error?: string): void;
  log?: GatewayLog;
  /** Answer timeout of one request, and the connect timeout. Default 2000 ms. */
  timeoutMs?: number;
  /** First reconnect delay after a failed connect; doubles up to `reconnectMaxMs`. Default 1 s and 30 s. */
  reconnectMs?: number;
  reconnectMaxMs?: number;
}

export interface ModbusPoller {
  start(): void;
  /** Stops the timers, lets the request in progress finish, and closes the connection. */
  stop(): Promise<void>;
  /** Writes a PLC value (before scaling). Rejects for an unknown or read-only point, a bad value, or a failed write. */
  write(pointName: string, plcValue: PointValue): Promise<void>;
  /** Polls these points from now on (same connection). */
  updatePoints(points: readonly DeviceConfigPoint[]): void;
  /** Writes words from `offset` on in one request (function 16); rejects when the PLC refuses. */
  writeRegisters(offset: number, words: readonly number[]): Promise<void>;
  /** Reads `count` holding registers from `offset` on in one request (function 3). */
  readRegisters(offset: number, count: number): Promise<number[]>;
}

/** Raised while the poller waits out its reconnect delay: not a new failure, so not reported again. */
class WaitingToReconnect extends Error {}

/** A Modbus exception answer (illegal address, ...): the link works, the request does not. */
const isExceptionAnswer = (error: unknown) => typeof (error as { modbusCode?: unknown }).modbusCode === 'number';
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Polls a Modbus TCP PLC: one timer per interval group, every request over one connection, one at
 * a time (reads and writes queue). A lost connection is reopened on the next tick; a failed
 * connect waits 1 s, then 2, 4 ... 30 s before the next try. Knows nothing of MQTT: the agent
 * and the server's LAN devices both use it.
 */
export function createModbusPoller(options: ModbusPollerOptions): ModbusPoller {
  const log = options.log ?? silentLog;
  const timeoutMs = options.timeoutMs ?? 2000;
  const firstDelay = options.reconnectMs ?? 1000;
  const maxDelay = options.reconnectMaxMs ?? 30_000;
  const where = { host: options.host, port: options.port, unitId: options.unitId };

  let points = options.points;
  let plan = planReads(points, { model: options.model });
  let running = false;
  let generation = 0;
  let client: ModbusRTU | undefined;
  let retryAt = 0;
  let retryDelay = firstDelay;
  let state: 'ok' | 'error' | undefined;
  const timers = new Set<NodeJS.Timeout>();
  const failingRequests = new Set<string>();

  // One request at a time on the connection.
  let tail: Promise<unknown> = Promise.resolve();
  function exclusive<T>(job: () => Promise<T>): Promise<T> {
    const run = tail.then(job, job);
    tail = run.catch(() => {});
    return run;
  }

  function report(next: 'ok' | 'error', error?: string) {
    if (next === state) return;
    state = next;
    if (next === 'error') log.warn({ ...where, error }, 'plc unreachable');
    else log.info(where, 'plc reachable');
    options.onPlcState(next, error);
  }

  function logInvalid() {
    for (const { point, error } of plan.invalid) log.warn({ point: point.name, error }, 'point skipped: no Modbus address');
  }

  /** Closes the connection; only between requests (destroying cancels the timeouts of requests in flight). */
  function drop() {
    client?.destroy(() => {});
    client = undefined;
  }

  async function connection(): Promise<ModbusRTU> {
    if (client?.isOpen) return client;
    drop();
    if (Date.now() < retryAt) throw new WaitingToReconnect('waiting to reconnect to the plc');
    const next = new ModbusRTU();
    next.setTimeout(timeoutMs);
    try {
      await next.connectTCP(options.host, { port: options.port });
    } catch (error) {
      next.destroy(() => {});
      retryAt = Date.now() + retryDelay;
      log.debug({ ...where, retryInMs: retryDelay }, 'plc connect failed');
      retryDelay = Math.min(retryDelay * 2, maxDelay);
      throw error;
    }
    next.setID(options.unitId);
    retryDelay = firstDelay;
    retryAt = 0;
    client = next;
    return next;
  }

  /** The connection for a request outside the poll (a write, a recipe), or why there is none. */
  async function requestConnection(): Promise<ModbusRTU> {
    if (!running) throw new Error('the poller is stopped');
    try {
      return await connection();
    } catch (error) {
      throw new Error(`plc unreachable: ${message(error)}`);
    }
  }

  async function read(modbus: ModbusRTU, request: PollGroup['requests'][number]): Promise<ReadResult['data']> {
    switch (request.table) {
      case 'coil':
        return (await modbus.readCoils(request.offset, request.count)).data.slice(0, request.count);
      case 'discrete':
        return (await modbus.readDiscreteInputs(request.offset, request.count)).data.slice(0, request.count);
      case 'holding':
        return (await modbus.readHoldingRegisters(request.offset, request.count)).data;
      case 'input':
        return (await modbus.readInputRegisters(request.offset, request.count)).data;
    }
  }

  async function poll(group: PollGroup) {
    const ts = Date.now();
    const results: ReadResult[] = [];
    try {
      const modbus = await connection();
      for (const request of group.requests) {
        const key = `${request.table}:${request.offset}:${request.count}`;
        try {
          results.push({ request, data: await read(modbus, request) });
          failingRequests.delete(key);
        } catch (error) {
          if (!isExceptionAnswer(error)) throw error;
          // The PLC refuses this range (a point it does not have): the others are still read.
          if (!failingRequests.has(key))
            log.warn(
              { ...where, table: request.table, offset: request.offset, count: request.count, error: message(error) },
              'plc refused a read',
            );
          failingRequests.add(key);
        }
      }
    } catch (error) {
      if (error instanceof WaitingToReconnect) return;
      drop();
      report('error', message(error));
      return;
    }
    report('ok');
    const { values, errors } = decodePoints(group.points, results, { highLowSwap: options.highLowSwap });
    for (const { name, error } of errors) log.warn({ point: name, error }, 'point value does not decode');
    if (Object.keys(values).length > 0) options.onValues(ts, values);
  }

  function schedule(group: PollGroup, forGeneration: number, delay: number) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!running || forGeneration !== generation) return;
      const started = Date.now();
      void exclusive(() => poll(group)).finally(() => {
        if (running && forGeneration === generation) schedule(group, forGeneration, Math.max(0, group.intervalMs - (Date.now() - started)));
      });
    }, delay);
    timers.add(timer);
  }

  function startTimers() {
    generation++;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    for (const group of plan.groups) schedule(group, generation, 0);
  }

  return {
    start() {
      if (running) return;
      running = true;
      logInvalid();
      startTimers();
    },

    async stop() {
      running = false;
      generation++;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await exclusive(async () => drop());
    },

    async write(pointName, plcValue) {
      const point = points.find((p) => p.name === pointName);
      if (!point) throw new Error(`unknown point ${pointName}`);
      if (!point.writable) throw new Error(`point ${pointName} is not writable`);
      const operation = planWrite(locatePoint(point, options.model), plcValue, { highLowSwap: options.highLowSwap });
      await exclusive(async () => {
        const modbus = await requestConnection();
        switch (operation.kind) {
          case 'coil':
            await modbus.writeCoil(operation.offset, operation.value);
            break;
          case 'registers':
            await modbus.writeRegisters(operation.offset, operation.words);
            break;
          case 'bit': {
            const [word] = (await modbus.readHoldingRegisters(operation.offset, 1)).data;
            await modbus.writeRegisters(operation.offset, [withBit(word ?? 0, operation.bit, operation.value)]);
            break;
          }
        }
        log.info({ ...where, point: pointName, value: plcValue }, 'plc value written');
      });
    },

    writeRegisters: (offset, words) =>
      exclusive(async () => {
        await (await requestConnection()).writeRegisters(offset, [...words]);
      }),

    readRegisters: (offset, count) => exclusive(async () => (await (await requestConnection()).readHoldingRegisters(offset, count)).data),

    updatePoints(next) {
      points = next;
      plan = planReads(points, { model: options.model });
      failingRequests.clear();
      if (!running) return;
      logInvalid();
      startTimers();
    },
  };
}
