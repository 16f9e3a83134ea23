import type { Language } from '../language.js';
import { formatValue, isDataTypeCode, isDisplayFormatCode, NO_VALUE, type DataTypeCode, type DisplayFormatCode } from './types.js';

/**
 * How people read a point's value: one formatter for every place a sample becomes text (alarm
 * lists and texts, the alert window, alarm-opened work orders, history tables, reports, the value
 * change log). Numbers use the point's decimals and unit and never show float noise
 * (233.20000000000002 -> "233.2"); a Bool shows the point's words for on and off.
 *
 * Two existing point fields (spec §3) carry the words, so nothing new is stored:
 * - `valueDescription` is the point's display name, "中文名|English name" (one text without `|`
 *   serves both languages); the point's `name` stays its identifier on the wire.
 * - `multiSegment` ("multi-segment characters") names values: "0=停止|Stopped;1=运行|Running".
 */
export interface ReadingPoint {
  name?: string | null;
  dataType?: number | null;
  decimals?: number | null;
  unit?: string | null;
  displayFormat?: number | null;
  valueDescription?: string | null;
  multiSegment?: string | null;
  /**
   * The words of the status table the point references (spec §3 statuses), in the `multiSegment`
   * format; they take the place of the point's own `multiSegment`. The server resolves them with
   * the point (`pointReadingColumns`, the points list), so every formatter shows them alike.
   */
  statusWords?: string | null;
}

export type Reading = number | string | boolean | null | undefined;

/** The most places a value without decimals shows: enough for any reading, few enough to drop noise. */
const LOOSE_DECIMALS = 6;

/** A number with at most `decimals` places, trailing noise gone (233.20000000000002 -> "233.2"). */
export function formatNumber(value: number, decimals?: number | null): string {
  if (!Number.isFinite(value)) return NO_VALUE;
  if (decimals != null && decimals >= 0) return value.toFixed(Math.min(20, Math.trunc(decimals)));
  // 12 significant digits: floats summed or scaled by 0.1 keep theirs, the binary tail goes.
  const clean = Number(value.toPrecision(12));
  const text = clean.toFixed(LOOSE_DECIMALS).replace(/\.?0+$/, '');
  return text === '-0' ? '0' : text;
}

/** The text for one language out of "中文|English" (either side alone serves both). */
export function pickLanguage(text: string, language: Language): string {
  const bar = text.indexOf('|');
  if (bar < 0) return text.trim();
  const zh = text.slice(0, bar).trim();
  const en = text.slice(bar + 1).trim();
  return (language === 'en-US' ? en || zh : zh || en).trim();
}

/** The point's name as people read it: its display name in the language, else its name. */
export function pointLabel(point: Pick<ReadingPoint, 'name' | 'valueDescription'>, language: Language): string {
  const described = point.valueDescription ? pickLanguage(point.valueDescription, language) : '';
  return described || (point.name ?? '');
}

/** The value words of `multiSegment`: value -> text in the language. Entries that do not parse are skipped. */
export function valueWords(multiSegment: string | null | undefined, language: Language): Map<number, string> {
  const words = new Map<number, string>();
  if (!multiSegment) return words;
  for (const entry of multiSegment.split(/[;；\n]/)) {
    const match = /^\s*(-?\d+(?:\.\d+)?)\s*[=:：]\s*(.+)$/.exec(entry);
    if (!match) continue;
    const text = pickLanguage(match[2]!, language);
    if (text) words.set(Number(match[1]), text);
  }
  return words;
}

/** The words a point's values are shown with: its status table's, else its own `multiSegment`. */
export function pointWords(point: Pick<ReadingPoint, 'multiSegment' | 'statusWords'>, language: Language): Map<number, string> {
  return valueWords(point.statusWords || point.multiSegment, language);
}

const ON_OFF: Record<Language, { on: string; off: string }> = {
  'zh-CN': { on: '开', off: '关' },
  'en-US': { on: 'On', off: 'Off' },
};

/** Whether a reading of a Bool point is on. */
function isOn(value: number | string | boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  const text = value.trim().toLowerCase();
  return text !== '' && text !== '0' && text !== 'false';
}

export interface ReadingOptions {
  /** Append the point's unit (default true). */
  unit?: boolean;
}

/**
 * A value as people read it, in `language`: no value is "—"; a Bool (or a value named by
 * `multiSegment`) is its word; a number uses the point's display format and decimals, then the unit.
 */
export function formatReading(value: Reading, point: ReadingPoint, language: Language, options: ReadingOptions = {}): string {
  if (value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value))) return NO_VALUE;
  const dataType: DataTypeCode = isDataTypeCode(point.dataType) ? point.dataType : 5;
  const words = pointWords(point, language);
  if (dataType === 10 || typeof value === 'boolean') {
    const on = isOn(value);
    return words.get(on ? 1 : 0) ?? ON_OFF[language][on ? 'on' : 'off'];
  }
  const numeric = typeof value === 'number' ? value : undefined;
  if (numeric !== undefined && words.has(numeric)) return words.get(numeric)!;
  const format: DisplayFormatCode = isDisplayFormatCode(point.displayFormat) ? point.displayFormat : 1;
  let text: string;
  if (typeof value === 'string') text = formatValue(value, format, dataType);
  else if (format === 1) text = formatNumber(value, point.decimals);
  else text = formatValue(value, format, dataType, point.decimals ?? undefined);
  const unit = options.unit !== false && point.unit && typeof value === 'number' && format === 1 ? point.unit : '';
  return unit ? `${text} ${unit}` : text;
}

const NUMERIC_TEXT = /^\s*-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?\s*$/i;

/**
 * A stored value that arrives as text (SQL `value::text`, a write's payload: "233.20000000000002",
 * "1", "B2501A") as people read it: numeric text is read as the number it is, other text as is.
 */
export function formatStoredReading(
  text: string | null | undefined,
  point: ReadingPoint,
  language: Language,
  options: ReadingOptions = {},
): string {
  if (text === null || text === undefined) return NO_VALUE;
  if (point.dataType !== 11 && NUMERIC_TEXT.test(text)) return formatReading(Number(text), point, language, options);
  if (point.dataType === 10 && (text === 'true' || text === 'false')) return formatReading(text === 'true', point, language, options);
  return formatReading(text, point, language, options);
}
