import type { ColorRule, SceneElement } from './scene.js';

/** The first rule the value meets gives the colour; no value or no rule met, the fallback. */
export function colorFor(rules: readonly ColorRule[], value: number | undefined, fallback: string): string {
  if (value === undefined || Number.isNaN(value)) return fallback;
  for (const rule of rules) if (ruleHolds(rule, value)) return rule.color;
  return fallback;
}

export function ruleHolds(rule: ColorRule, value: number): boolean {
  switch (rule.op) {
    case 'eq':
      return value === rule.value;
    case 'ne':
      return value !== rule.value;
    case 'gt':
      return value > rule.value;
    case 'gte':
      return value >= rule.value;
    case 'lt':
      return value < rule.value;
    case 'lte':
      return value <= rule.value;
    case 'between': {
      const upper = rule.value2 ?? rule.value;
      return value >= Math.min(rule.value, upper) && value <= Math.max(rule.value, upper);
    }
  }
}

/** How full a bar, gauge or tank is: 0..1, clamped; an empty range reads as empty. */
export function levelFraction(value: number | undefined, min: number, max: number): number {
  if (value === undefined || !Number.isFinite(value) || max === min) return 0;
  return Math.min(1, Math.max(0, (value - min) / (max - min)));
}

/** A pipe flows while its value is a non-zero number (or true). */
export function isFlowing(value: number | boolean | string | undefined): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0 && !Number.isNaN(value);
  if (typeof value === 'string') return value !== '' && value !== '0' && value.toLowerCase() !== 'false';
  return false;
}

/** What pressing a switch writes: the other of its two values. */
export function switchTarget(element: { onValue: number; offValue: number }, current: number | undefined): number {
  return current === element.onValue ? element.offValue : element.onValue;
}

/** What a button writes without asking; `undefined`: it asks (a setpoint). */
export function buttonTarget(
  element: { action: 'set' | 'prompt' | 'toggle'; value?: number },
  current: number | undefined,
): number | undefined {
  switch (element.action) {
    case 'set':
      return element.value ?? 1;
    case 'toggle':
      return current ? 0 : 1;
    case 'prompt':
      return undefined;
  }
}

/** Elements that write a point. */
export function isControl(element: SceneElement): element is Extract<SceneElement, { kind: 'switch' | 'button' }> {
  return element.kind === 'switch' || element.kind === 'button';
}

/** A numeric reading for colour rules and levels: booleans as 0/1, numeric text parsed. */
export function numericValue(value: number | boolean | string | null | undefined): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return undefined;
}

/** A number as the value display's format asks (decimals for `number`; the rest ignore them). */
export function formatDisplay(
  value: number | boolean | string | undefined,
  format: 'number' | 'integer' | 'hex' | 'binary' | 'onOff' | 'text',
  decimals: number,
  /** The words for `onOff`, from the user's catalog. */
  words: { on: string; off: string } = { on: 'ON', off: 'OFF' },
): string {
  if (value === undefined) return '--';
  if (format === 'text' || typeof value === 'string') return String(value);
  const number = typeof value === 'boolean' ? (value ? 1 : 0) : value;
  switch (format) {
    case 'number':
      return number.toFixed(decimals);
    case 'integer':
      return Math.round(number).toString();
    case 'hex':
      return `0x${(Math.round(number) >>> 0).toString(16).toUpperCase()}`;
    case 'binary':
      return (Math.round(number) >>> 0).toString(2);
    case 'onOff':
      return number ? words.on : words.off;
  }
}
