import type { DeviceConfigPoint, PlcModel } from '@fieldlink/domain';
import ModbusRTU from 'modbus-serial';
import { silentLog, type GatewayLog } from '../log.js';
import { decodePoints, locatePoint, planReads, planWrite, withBit, type PollGroup, type ReadResult } from '../modbus/plan.js';
import { holdingOffset, type RegisterIo } from '../recipe.js';
import { PlcFailure, errorText, socketFailure, type DriverGroup, type PlcDriver, type PlcSession } from './driver.js';

/** How the Modbus frames travel: TCP (MBAP), RTU on a serial line, or RTU frames over a TCP socket (a serial server). */
export type ModbusTransport =
  | { kind: 'tcp'; host: string; port: number }
  | { kind: 'rtu-tcp'; host: string; port: number }
  | { kind: 'rtu'; path: string; baudRate: number; dataBits: 7 | 8; parity: 'none' | 'even' | 'odd'; stopBits: 1 | 2 };

export interface ModbusDriverOptions {
  transport: ModbusTransport;
  /** The unit of points that name none. */
  unitId: number;
  highLowSwap: boolean;
  /** The PLC's model, for the areas XC and XD name alike; without it they are read as XC. */
  model?: PlcModel;
  /** Answer timeout of one request, and the connect timeout. Default 2000 ms. */
  timeoutMs?: number;
  /** Silence kept between two frames on a serial line; default 3.5 characters at the line's speed (at least 2 ms). */
  frameGapMs?: number;
  log?: GatewayLog;
}

export type ModbusGroup = PollGroup & DriverGroup & { unitId: number };

/** A Modbus exception answer (illegal address, ...): the link works, the request does not. */
const isExceptionAnswer = (error: unknown) => typeof (error as { modbusCode?: unknown }).modbusCode === 'number';
const isTimeout = (error: unknown) => (error as { errno?: unknown }).errno === 'ETIMEDOUT' || /timed out/i.test(errorText(error));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What went wrong opening a serial port, in the cause's words. */
function serialFailure(error: unknown, path: string): PlcFailure {
  const text = errorText(error);
  if (/cannot lock port|resource temporarily unavailable|EBUSY/i.test(text))
    return new PlcFailure(`serial port ${path} is busy`, 'port_busy', { port: path });
  if (/no such file|ENOENT/i.test(text)) return new PlcFailure(`serial port ${path} does not exist`, 'port_missing', { port: path });
  if (/permission denied|EACCES/i.test(text))
    return new PlcFailure(`no permission to open serial port ${path}`, 'port_denied', { port: path });
  return new PlcFailure(`serial port ${path}: ${text}`, 'unknown', { message: text });
}

/** Modbus over TCP or over a serial line (RTU), one or several units on the line polled in turn. */
export function modbusDriver(options: ModbusDriverOptions): PlcDriver<ModbusGroup> {
  const log = options.log ?? silentLog;
  const timeoutMs = options.timeoutMs ?? 2000;
  const { transport } = options;
  const serial = transport.kind === 'rtu';
  const frameGapMs = options.frameGapMs ?? (serial ? Math.max(2, Math.ceil((3.5 * 11 * 1000) / transport.baudRate)) : 0);
  const where =
    transport.kind === 'rtu'
      ? { port: transport.path, baudRate: transport.baudRate, unitId: options.unitId }
      : { host: transport.host, port: transport.port, unitId: options.unitId };
  const failingRequests = new Set<string>();
  const unitOf = (point: DeviceConfigPoint) => point.unitId ?? options.unitId;

  function connectFailure(error: unknown): PlcFailure {
    if (transport.kind === 'rtu') return serialFailure(error, transport.path);
    if (isTimeout(error))
      return new PlcFailure(`no answer from ${transport.host}:${transport.port}`, 'host_unreachable', { host: transport.host });
    return (
      socketFailure(error, transport.host, transport.port) ?? new PlcFailure(errorText(error), 'unknown', { message: errorText(error) })
    );
  }

  async function connect(): Promise<PlcSession<ModbusGroup>> {
    const client = new ModbusRTU();
    client.setTimeout(timeoutMs);
    try {
      if (transport.kind === 'tcp') await client.connectTCP(transport.host, { port: transport.port });
      else if (transport.kind === 'rtu-tcp') await client.connectTelnet(transport.host, { port: transport.port });
      else {
        const { path, baudRate, dataBits, parity, stopBits } = transport;
        await client.connectRTUBuffered(path, { baudRate, dataBits, parity, stopBits });
      }
    } catch (error) {
      client.destroy(() => {});
      throw connectFailure(error);
    }
    return session(client);
  }

  function session(client: ModbusRTU): PlcSession<ModbusGroup> {
    let lastFrame = 0;
    /** One request to `unit`: the line's silence kept, a timeout named for the unit. */
    async function request<T>(unit: number, job: () => Promise<T>): Promise<T> {
      const wait = lastFrame + frameGapMs - Date.now();
      if (wait > 0) await sleep(wait);
      client.setID(unit);
      try {
        return await job();
      } catch (error) {
        if (isExceptionAnswer(error)) throw error;
        if (isTimeout(error))
          // On a shared line a silent unit is that unit's problem; over TCP the PLC itself is gone.
          throw new PlcFailure(`no answer from unit ${unit}`, 'no_answer', { unit }, !serial || !client.isOpen);
        throw connectFailure(error);
      } finally {
        lastFrame = Date.now();
      }
    }

    async function readRequest(unit: number, r: PollGroup['requests'][number]): Promise<ReadResult['data']> {
      switch (r.table) {
        case 'coil':
          return (await request(unit, () => client.readCoils(r.offset, r.count))).data.slice(0, r.count);
        case 'discrete':
          return (await request(unit, () => client.readDiscreteInputs(r.offset, r.count))).data.slice(0, r.count);
        case 'holding':
          return (await request(unit, () => client.readHoldingRegisters(r.offset, r.count))).data;
        case 'input':
          return (await request(unit, () => client.readInputRegisters(r.offset, r.count))).data;
      }
    }

    return {
      get open() {
        return client.isOpen;
      },
      async read(group) {
        const results: ReadResult[] = [];
        for (const r of group.requests) {
          const key = `${group.unitId}:${r.table}:${r.offset}:${r.count}`;
          try {
            results.push({ request: r, data: await readRequest(group.unitId, r) });
            failingRequests.delete(key);
          } catch (error) {
            if (!isExceptionAnswer(error)) throw error;
            // The PLC refuses this range (a point it does not have): the others are still read.
            if (!failingRequests.has(key))
              log.warn(
                { ...where, unit: group.unitId, table: r.table, offset: r.offset, count: r.count, error: errorText(error) },
                'plc refused a read',
              );
            failingRequests.add(key);
          }
        }
        const { values, errors } = decodePoints(group.points, results, { highLowSwap: options.highLowSwap });
        for (const { name, error } of errors) log.warn({ point: name, error }, 'point value does not decode');
        return values;
      },
      async write(point, value) {
        const unit = unitOf(point);
        const operation = planWrite(locatePoint(point, options.model), value, { highLowSwap: options.highLowSwap });
        switch (operation.kind) {
          case 'coil':
            await request(unit, () => client.writeCoil(operation.offset, operation.value));
            break;
          case 'registers':
            await request(unit, () => client.writeRegisters(operation.offset, operation.words));
            break;
          case 'bit': {
            const [word] = (await request(unit, () => client.readHoldingRegisters(operation.offset, 1))).data;
            await request(unit, () => client.writeRegisters(operation.offset, [withBit(word ?? 0, operation.bit, operation.value)]));
            break;
          }
        }
      },
      async readWords(area, address, count) {
        const offset = holdingOffset(area, address, options.model);
        return (await request(options.unitId, () => client.readHoldingRegisters(offset, count))).data;
      },
      async writeWords(area, address, words) {
        const offset = holdingOffset(area, address, options.model);
        await request(options.unitId, () => client.writeRegisters(offset, [...words]));
      },
      close: () => closeClient(client),
    };
  }

  /**
   * Closes the connection. A serial port is closed and waited for (modbus-serial's `destroy` answers
   * before the port is released, and the reconnect that follows would find it still locked: "port busy").
   */
  function closeClient(client: ModbusRTU): Promise<void> {
    if (!serial || !client.isOpen) return new Promise<void>((resolve) => client.destroy(() => resolve()));
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => client.destroy(() => resolve()), timeoutMs);
      client.close(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  return {
    where,
    plan(points) {
      const units = [...new Set(points.map(unitOf))].sort((a, b) => a - b);
      const invalid: ReturnType<PlcDriver['plan']>['invalid'] = [];
      const groups: ModbusGroup[] = [];
      for (const unitId of units) {
        const plan = planReads(
          points.filter((p) => unitOf(p) === unitId),
          { model: options.model },
        );
        invalid.push(...plan.invalid);
        for (const group of plan.groups) groups.push({ ...group, unitId, key: `unit ${unitId} every ${group.intervalMs} ms` });
      }
      return { groups, invalid };
    },
    checkWords: (area, address) => void holdingOffset(area, address, options.model),
    connect,
  };
}

/** Word I/O on holding registers by offset, as a RegisterIo (the tests' stand-in PLCs). */
export function modbusWordIo(
  registers: {
    readRegisters(offset: number, count: number): Promise<number[]>;
    writeRegisters(offset: number, words: readonly number[]): Promise<void>;
  },
  model?: PlcModel,
): RegisterIo {
  return {
    checkWords: (area, address) => void holdingOffset(area, address, model),
    readWords: (area, address, count) => registers.readRegisters(holdingOffset(area, address, model), count),
    writeWords: (area, address, words) => registers.writeRegisters(holdingOffset(area, address, model), words),
  };
}
