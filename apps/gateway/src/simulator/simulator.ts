import type { ModbusTable } from '@fieldlink/domain';
import type { IServiceVector } from 'modbus-serial';
import { DEFAULT_SIM_PROFILE } from './demo-profiles.js';
import type { ModbusTables } from './modbus-pdu.js';
import { listenModbusTcp } from './modbus-tcp-server.js';
import { listenModbusRtuTcp } from './rtu-tcp-server.js';
import { channelWords, signalValue, type SimChannel, type SimProfile, type SimRange } from './profile.js';

/** How often the simulated values move. */
export const SIM_TICK_MS = 250;

export interface PlcSimulatorOptions {
  /** Default 127.0.0.1. */
  host?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Answers only this unit; default: any. */
  unitId?: number;
  /** Default DEFAULT_SIM_PROFILE (the demo press). */
  profile?: SimProfile;
  /** Overrides the profile's chance per tick of a spike. */
  spikeProbability?: number;
  random?: () => number;
  /**
   * Wall-clock ms the signals run from (counters count from here): a simulator restarted with the same
   * origin goes on where it was instead of starting its counters again. Default: its own ticks from 0.
   */
  origin?: number;
  /** Overrides the profile's refused holding registers. */
  refusedWrites?: readonly SimRange[];
  /** Overrides the profile's recipe area and completion flag. */
  recipeArea?: SimRange & { flag: number };
  /** False: no Modbus TCP listener (another protocol serves `vector`, see `--protocol`). Default true. */
  listen?: boolean;
  /** `rtu`: the listener speaks RTU frames over TCP, as a serial server in front of the PLC (`modbus-rtu-tcp://`). Default `tcp`. */
  framing?: 'tcp' | 'rtu';
}

export interface PlcSimulator {
  port: number;
  close(): Promise<void>;
  /** A register word, or 0/1 for a coil or discrete input. */
  read(table: ModbusTable, offset: number): number;
  /** Sets a word or bit as a client's write would: it stays, the profile no longer moves it. */
  write(table: ModbusTable, offset: number, value: number | boolean): void;
  /** The Modbus server functions over its memory, for the other protocols' servers (RTU, OPC UA, S7). */
  vector: IServiceVector;
}

/**
 * A Modbus TCP PLC in this process: four tables of 65536 cells, driven by a profile on a 250 ms
 * tick (ramps, sine waves, counters, toggles, occasional spikes). Client writes are kept and
 * read back, and the profile stops moving what a client wrote. Requests past Modbus's limits
 * (125 registers or 2000 bits read, 123 or 1968 written) are refused with exception 3 and a range
 * past address 65535 with exception 2, as a compliant PLC answers (modbus-pdu.ts).
 */
export async function startPlcSimulator(options: PlcSimulatorOptions = {}): Promise<PlcSimulator> {
  const host = options.host ?? '127.0.0.1';
  const profile = options.profile ?? DEFAULT_SIM_PROFILE;
  const random = options.random ?? Math.random;
  const spikeProbability = options.spikeProbability ?? profile.spikeProbability ?? 0;
  const swap = profile.highLowSwap ?? false;

  const memory: Record<ModbusTable, Uint16Array> = {
    coil: new Uint16Array(0x10000),
    discrete: new Uint16Array(0x10000),
    holding: new Uint16Array(0x10000),
    input: new Uint16Array(0x10000),
  };
  const pinned: Record<ModbusTable, Set<number>> = { coil: new Set(), discrete: new Set(), holding: new Set(), input: new Set() };

  const store = (channel: SimChannel, words: number[]) => words.forEach((word, i) => (memory[channel.table][channel.offset + i] = word));
  const isPinned = (channel: SimChannel, size: number) =>
    Array.from({ length: size }, (_, i) => channel.offset + i).some((o) => pinned[channel.table].has(o));

  const refused = options.refusedWrites ?? profile.refusedWrites ?? [];
  const recipeArea = options.recipeArea ?? profile.recipeArea;
  const inRange = (range: SimRange, from: number, count: number) => from < range.offset + range.count && range.offset < from + count;
  let recipeTaken = false;

  let ticks = 0;
  const tick = () => {
    if (recipeTaken && recipeArea) set('holding', recipeArea.flag, 1);
    recipeTaken = false;
    const t = options.origin === undefined ? ticks * SIM_TICK_MS : Math.max(0, Date.now() - options.origin);
    for (const channel of profile.channels) {
      // A constant is set once; afterwards it holds whatever a client writes.
      if (channel.signal.kind === 'constant' && ticks > 0) continue;
      const spiking = channel.spike !== undefined && spikeProbability > 0 && random() < spikeProbability;
      const words = channelWords(channel, spiking ? channel.spike! : signalValue(channel.signal, t, random), swap);
      if (!isPinned(channel, words.length)) store(channel, words);
    }
    ticks++;
  };
  tick();

  /** Throws the Modbus exception a PLC answers a write into its protected area with. */
  const refuse = (from: number, count: number) => {
    if (refused.some((range) => inRange(range, from, count)))
      throw Object.assign(new Error('write refused: protected registers'), { modbusErrorCode: 0x02 });
  };

  const set = (table: ModbusTable, offset: number, value: number | boolean) => {
    if (!Number.isInteger(offset) || offset < 0 || offset > 0xffff) throw new RangeError(`offset ${offset} is outside the table`);
    memory[table][offset] = typeof value === 'boolean' ? Number(value) : value & 0xffff;
    pinned[table].add(offset);
  };

  const tables: ModbusTables = {
    readBits: (table, address, count) => Array.from(memory[table].subarray(address, address + count), (bit) => bit === 1),
    readRegisters: (table, address, count) => Array.from(memory[table].subarray(address, address + count)),
    writeCoils: (address, values) => values.forEach((value, i) => set('coil', address + i, value)),
    // One request: all words are written, or (a refused register among them) none.
    writeRegisters: (address, values) => {
      refuse(address, values.length);
      values.forEach((value, i) => set('holding', address + i, value));
      if (recipeArea && inRange(recipeArea, address, values.length)) recipeTaken = true;
    },
  };

  const vector: IServiceVector = {
    getCoil: (addr: number) => memory.coil[addr] === 1,
    getDiscreteInput: (addr: number) => memory.discrete[addr] === 1,
    getInputRegister: (addr: number) => memory.input[addr]!,
    getHoldingRegister: (addr: number) => memory.holding[addr]!,
    getMultipleHoldingRegisters: (addr: number, length: number) => Array.from(memory.holding.subarray(addr, addr + length)),
    getMultipleInputRegisters: (addr: number, length: number) => Array.from(memory.input.subarray(addr, addr + length)),
    setCoil: (addr: number, value: boolean) => set('coil', addr, value),
    setRegister: (addr: number, value: number) => {
      refuse(addr, 1);
      set('holding', addr, value);
    },
    // Function 16 as one request: all words are written, or (a refused register among them) none.
    setRegisterArray: (addr: number, values: number[]) => {
      refuse(addr, values.length);
      values.forEach((value, i) => set('holding', addr + i, value));
      if (recipeArea && inRange(recipeArea, addr, values.length)) recipeTaken = true;
    },
  };

  const running =
    options.listen === false
      ? undefined
      : await (options.framing === 'rtu' ? listenModbusRtuTcp : listenModbusTcp)(tables, {
          host,
          port: options.port ?? 0,
          unitId: options.unitId,
        });
  const timer = setInterval(tick, SIM_TICK_MS);
  timer.unref();

  return {
    port: running?.port ?? 0,
    read: (table, offset) => memory[table][offset] ?? 0,
    write: set,
    vector,
    close: async () => {
      clearInterval(timer);
      await running?.close();
    },
  };
}
