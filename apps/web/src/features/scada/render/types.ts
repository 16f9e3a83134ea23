import type { Binding, LinkTarget, SceneElement } from '@fieldlink/domain';

/**
 * One bound point's current reading as the renderer draws it. The values source must keep the
 * object the same (===) while the point's value has not changed: elements re-render only when
 * their own readings change identity.
 */
export interface ElementReading {
  /** After scaling; text for Char points; null: no value yet. */
  value: number | string | boolean | null;
  /**
   * What a value display shows: the point's status word for a named value (`formatReading`, the
   * monitoring page's formatter, in the reader's language), else the server's text (the point's
   * decimals and display format, no unit).
   */
  text: string;
  /** The server's text, kept so the word can be re-made when the language or the point's words change. */
  display?: string;
  /** `text` is a status word: no unit after it. */
  named?: boolean;
  unit: string | null;
  /** The device is offline or the value is out of date: drawn greyed. */
  stale: boolean;
}

/** A sample of a trend's line (ms since the epoch). */
export interface TrendPoint {
  t: number;
  v: number;
}

/** An active alarm for the alarm banner (newest first). */
export interface SceneAlarm {
  id: number;
  level: number;
  /** What the banner shows: device, point and the alarm's text, in the user's language. */
  text: string;
  at: string;
}

/**
 * Everything the renderer reads of the live world, as an immutable snapshot: a new object when
 * anything changes, and every unchanged part (readings, alarm list, history arrays) kept by identity.
 */
export interface SceneValues {
  reading(binding: Binding): ElementReading | undefined;
  /** The project's active alarms, newest first (undefined: not loaded). */
  alarms?: readonly SceneAlarm[];
  /** A point's recent samples, oldest first (the trend element's line). */
  history?(binding: Binding): readonly TrendPoint[] | undefined;
}

/** What pressing a control asks for: write this value, or ask the user for one (a setpoint). */
export type ControlIntent = { type: 'write'; value: number } | { type: 'prompt' };

export type ControlElement = Extract<SceneElement, { kind: 'switch' | 'button' }>;

/** The words the renderer draws, from the `scada` catalog. */
export interface SceneWords {
  on: string;
  off: string;
  noAlarms: string;
  noValue: string;
}

/** What every element sees besides its own element and values; stable while the scene's page is. */
export interface RenderContext {
  mode: 'run' | 'edit';
  words: SceneWords;
  /** Controls can be pressed (run mode, a handler, and the user may write values). */
  controlsEnabled: boolean;
  control(element: ControlElement, intent: ControlIntent): void;
  link(target: LinkTarget): void;
  gallery(id: number): string | undefined;
}

export const EMPTY_VALUES: SceneValues = { reading: () => undefined };
