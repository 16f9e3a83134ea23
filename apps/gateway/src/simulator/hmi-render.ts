import { DATA_TYPES, decodeWords, type ModbusTable } from '@fieldlink/domain';
import { CHAR_HEIGHT, drawText, fillRect, textWidth, type Frame } from './hmi-font.js';
import { channelWords, type SimChannel, type SimProfile } from './profile.js';
import type { PlcSimulator } from './simulator.js';

/** The panel's colours, 0xRRGGBB. */
export const HMI_COLOURS = {
  background: 0x10161c,
  titleBar: 0x1f5fa8,
  titleText: 0xffffff,
  address: 0x8fa3b3,
  value: 0xe6ecf0,
  separator: 0x1e2830,
  barTrack: 0x2a3440,
  barFill: 0x3cc46a,
  buttonIdle: 0x3a434d,
  buttonStart: 0x2e9d4f,
  buttonStop: 0xc0392b,
  buttonText: 0xffffff,
} as const;

const TITLE_HEIGHT = 24;
const ROW_HEIGHT = 24;
const BUTTON_HEIGHT = 34;
const BUTTON_WIDTH = 96;
const MARGIN = 8;

export interface HmiButton {
  label: string;
  x: number;
  y: number;
  width: number;
  height: number;
  channel: SimChannel;
  /** What a click writes into the channel. */
  value: number | boolean;
  /** Filled with this colour while the channel holds `value`; else grey. */
  litColour?: number;
}

export interface HmiLayout {
  width: number;
  height: number;
  /** The channels shown, one row each, from the top. */
  rows: { channel: SimChannel; y: number; range?: [number, number] }[];
  buttons: HmiButton[];
}

/** Modbus address notation: 0x coils, 1x discrete inputs, 3x input registers, 4x holding registers. */
const TABLE_PREFIX: Record<ModbusTable, string> = { coil: '0x', discrete: '1x', input: '3x', holding: '4x' };

const isBit = (channel: SimChannel) => channel.table === 'coil' || channel.table === 'discrete';

/** The span a channel's signal moves in, for its bar; none for counters and text. */
function rangeOf(channel: SimChannel): [number, number] | undefined {
  if (channel.dataType === 11) return undefined;
  if (isBit(channel) || channel.dataType === 10) return [0, 1];
  const signal = channel.signal;
  const numbers = (values: readonly unknown[]) => values.filter((v): v is number => typeof v === 'number');
  let span: number[];
  switch (signal.kind) {
    case 'sine':
      span = [signal.center - signal.amplitude - (signal.noise ?? 0), signal.center + signal.amplitude + (signal.noise ?? 0)];
      break;
    case 'ramp':
      span = [signal.min, signal.max];
      break;
    case 'toggle':
      span = [0, ...numbers([signal.on ?? 1, signal.off ?? 0])];
      break;
    case 'cycle':
      span = numbers(signal.values);
      break;
    case 'constant':
      span = typeof signal.value === 'number' ? [0, signal.value * 1.5] : [];
      break;
    case 'counter':
      return undefined;
  }
  const low = Math.min(...span);
  const high = Math.max(...span);
  return Number.isFinite(low) && Number.isFinite(high) && high > low ? [low, high] : undefined;
}

/**
 * Where everything goes: a title bar, a row per channel as far as they fit, and at the bottom
 * START / STOP for the first boolean channel (a coil, or a BOOL register), or else RESET for the
 * first counter. A profile with neither gets no buttons.
 */
export function layoutHmi(profile: SimProfile, width: number, height: number): HmiLayout {
  const switchable = profile.channels.find((c) => c.table === 'coil' || (c.table === 'holding' && c.dataType === 10));
  const counter = profile.channels.find((c) => c.signal.kind === 'counter' && (c.table === 'holding' || c.table === 'coil'));
  const buttonY = height - BUTTON_HEIGHT - MARGIN / 2;
  const button = (i: number, label: string, channel: SimChannel, value: number | boolean, litColour?: number): HmiButton => ({
    label,
    x: MARGIN + i * (BUTTON_WIDTH + MARGIN),
    y: buttonY,
    width: BUTTON_WIDTH,
    height: BUTTON_HEIGHT,
    channel,
    value,
    litColour,
  });
  const buttons = switchable
    ? [button(0, 'START', switchable, true, HMI_COLOURS.buttonStart), button(1, 'STOP', switchable, false, HMI_COLOURS.buttonStop)]
    : counter
      ? [button(0, 'RESET', counter, 0)]
      : [];
  const bottom = buttons.length > 0 ? buttonY - MARGIN / 2 : height;
  const fit = Math.max(0, Math.floor((bottom - TITLE_HEIGHT) / ROW_HEIGHT));
  const rows = profile.channels.slice(0, fit).map((channel, i) => ({ channel, y: TITLE_HEIGHT + i * ROW_HEIGHT, range: rangeOf(channel) }));
  return { width, height, rows, buttons };
}

/** The channel's current value in the simulator: a number, a boolean, or text. */
export function readChannel(simulator: PlcSimulator, channel: SimChannel, highLowSwap: boolean): number | boolean | string {
  if (isBit(channel)) return simulator.read(channel.table, channel.offset) !== 0;
  const count = channel.dataType === 11 ? (channel.length ?? 1) : DATA_TYPES[channel.dataType].words;
  const words = Array.from({ length: count }, (_, i) => simulator.read(channel.table, channel.offset + i));
  return decodeWords(words, channel.dataType, { highLowSwap, length: channel.length });
}

function formatValue(value: number | boolean | string): string {
  if (typeof value === 'string') return '-';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (Number.isInteger(value)) return String(value);
  return Math.abs(value) < 1e7 ? value.toFixed(2) : value.toExponential(2);
}

/** A value as a number: booleans 0/1, text NaN. */
const numberOf = (value: number | boolean | string): number => (typeof value === 'string' ? Number.NaN : Number(value));

/** Draws the whole panel into `frame` from the simulator's current values. */
export function renderHmi(frame: Frame, layout: HmiLayout, profile: SimProfile, simulator: PlcSimulator): void {
  const swap = profile.highLowSwap ?? false;
  const text = (y: number, height: number) => y + Math.floor((height - CHAR_HEIGHT) / 2);
  fillRect(frame, 0, 0, frame.width, frame.height, HMI_COLOURS.background);
  fillRect(frame, 0, 0, frame.width, TITLE_HEIGHT, HMI_COLOURS.titleBar);
  drawText(frame, profile.name, MARGIN, text(0, TITLE_HEIGHT), HMI_COLOURS.titleText);

  const valueRight = MARGIN + 20 * 12;
  const barX = valueRight + MARGIN * 2;
  const barWidth = frame.width - barX - MARGIN;
  for (const { channel, y, range } of layout.rows) {
    const value = readChannel(simulator, channel, swap);
    const shown = formatValue(value);
    fillRect(frame, 0, y + ROW_HEIGHT - 1, frame.width, 1, HMI_COLOURS.separator);
    drawText(frame, `${TABLE_PREFIX[channel.table]}${channel.offset}`, MARGIN, text(y, ROW_HEIGHT), HMI_COLOURS.address);
    drawText(frame, shown, valueRight - textWidth(shown), text(y, ROW_HEIGHT), HMI_COLOURS.value);
    if (range && typeof value !== 'string' && barWidth > 0) {
      const share = Math.min(1, Math.max(0, (numberOf(value) - range[0]) / (range[1] - range[0])));
      fillRect(frame, barX, y + 7, barWidth, 10, HMI_COLOURS.barTrack);
      fillRect(frame, barX, y + 7, Math.round(barWidth * share), 10, HMI_COLOURS.barFill);
    }
  }

  for (const button of layout.buttons) {
    const current = numberOf(readChannel(simulator, button.channel, swap));
    const lit = button.litColour !== undefined && current === Number(button.value);
    fillRect(frame, button.x, button.y, button.width, button.height, lit ? button.litColour! : HMI_COLOURS.buttonIdle);
    const x = button.x + Math.floor((button.width - textWidth(button.label) + 2) / 2);
    drawText(frame, button.label, x, text(button.y, button.height), HMI_COLOURS.buttonText);
  }
}

/** The button under (x, y), if any. */
export function buttonAt(layout: HmiLayout, x: number, y: number): HmiButton | undefined {
  return layout.buttons.find((b) => x >= b.x && x < b.x + b.width && y >= b.y && y < b.y + b.height);
}

/** Writes the button's value into its channel, as an operator's press on the panel would. */
export function pressButton(simulator: PlcSimulator, profile: SimProfile, button: HmiButton): void {
  const words = channelWords(button.channel, button.value, profile.highLowSwap ?? false);
  words.forEach((word, i) => simulator.write(button.channel.table, button.channel.offset + i, word));
}
