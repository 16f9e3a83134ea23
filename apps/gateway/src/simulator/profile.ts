import { DATA_TYPES, encodeValue, type DataTypeCode, type ModbusTable } from '@fieldlink/domain';

/**
 * What a simulated PLC shows: channels, each a value in one place of one Modbus table, moved by a
 * signal on every tick. Times are milliseconds since the simulator started.
 */
export type SimSignal =
  /** Stays as set (a setpoint); a client's write replaces it. */
  | { kind: 'constant'; value: number | string | boolean }
  /** center ± amplitude over periodMs, plus up to ± noise at random. */
  | { kind: 'sine'; center: number; amplitude: number; periodMs: number; noise?: number }
  /** min to max over periodMs, then back to min (a pressure build-up per cycle). */
  | { kind: 'ramp'; min: number; max: number; periodMs: number }
  /** start, plus perSecond each second, never going back (production counters); wraps at the type's maximum. */
  | { kind: 'counter'; start: number; perSecond: number }
  /** `on` for the first onFraction of every period, else `off` (default true/false: running, alarm bits). */
  | { kind: 'toggle'; periodMs: number; onFraction: number; on?: number | boolean; off?: number | boolean }
  /** Steps through the values, one per periodMs (batch codes). */
  | { kind: 'cycle'; values: readonly (number | string)[]; periodMs: number };

export interface SimChannel {
  /** What it stands for (the demo point's name). */
  name: string;
  table: ModbusTable;
  offset: number;
  dataType: DataTypeCode;
  /** Words of a Char. */
  length?: number;
  signal: SimSignal;
  /** A value out of the normal range, shown for one tick now and then (see spikeProbability). */
  spike?: number;
}

export interface SimProfile {
  name: string;
  highLowSwap?: boolean;
  /** Chance per tick that a channel with a `spike` shows it. Default 0. */
  spikeProbability?: number;
  channels: readonly SimChannel[];
  /**
   * Holding registers this PLC refuses to have written (a protected area): a write touching one is
   * answered with Modbus exception 2 (illegal data address) and changes nothing.
   */
  refusedWrites?: readonly SimRange[];
  /**
   * Where the PLC takes recipes: after a write-multiple into `offset`..`offset + count - 1` it sets the
   * holding register `flag` to 1 (its "recipe taken" completion flag) on the next tick.
   */
  recipeArea?: SimRange & { flag: number };
}

/** `count` holding registers from `offset` on. */
export interface SimRange {
  offset: number;
  count: number;
}

export type SimValue = number | string | boolean;

/** The signal's value at `t` ms. */
export function signalValue(signal: SimSignal, t: number, random: () => number): SimValue {
  switch (signal.kind) {
    case 'constant':
      return signal.value;
    case 'sine':
      return signal.center + signal.amplitude * Math.sin((2 * Math.PI * t) / signal.periodMs) + (random() * 2 - 1) * (signal.noise ?? 0);
    case 'ramp':
      return signal.min + ((signal.max - signal.min) * (t % signal.periodMs)) / signal.periodMs;
    case 'counter':
      return signal.start + Math.floor((signal.perSecond * t) / 1000);
    case 'toggle':
      return (t % signal.periodMs) / signal.periodMs < signal.onFraction ? (signal.on ?? true) : (signal.off ?? false);
    case 'cycle':
      return signal.values[Math.floor(t / signal.periodMs) % signal.values.length]!;
  }
}

/**
 * A value made fit for the channel's type: whole for integer types, clamped to the type's range;
 * counters wrap past the maximum as a PLC counter does.
 */
export function fitValue(value: SimValue, channel: SimChannel): SimValue {
  if (channel.dataType === 11) return String(value);
  if (channel.dataType === 10) return value === true || (typeof value === 'number' && value !== 0);
  const type = DATA_TYPES[channel.dataType];
  let number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) number = 0;
  if (type.integer) number = Math.round(number);
  if (channel.signal.kind === 'counter' && type.min === 0 && number > type.max) number %= type.max + 1;
  if (channel.dataType === 5) number = Math.fround(number);
  return Math.min(type.max, Math.max(type.min, number));
}

/** Register words of a channel's value (for a bit table: [0] or [1]). */
export function channelWords(channel: SimChannel, value: SimValue, highLowSwap: boolean): number[] {
  const fitted = fitValue(value, channel);
  if (channel.table === 'coil' || channel.table === 'discrete') return [fitted === true || fitted === 1 ? 1 : 0];
  return encodeValue(fitted, channel.dataType, { highLowSwap, length: channel.dataType === 11 ? (channel.length ?? 1) : undefined });
}
