import type { ElementStyle } from '@fieldlink/domain';
import { NO_VALUE, numericValue } from '@fieldlink/domain';
import type { CSSProperties } from 'react';
import type { ElementReading } from '../types';

/** Neutral colours that read on light and dark backgrounds. */
export const COLORS = {
  text: '#1f2937',
  body: '#8c99a6',
  bodyDark: '#5b6875',
  track: '#d9dee3',
  /** A level's empty part: translucent grey, light on a light background and dark on a dark one. */
  trough: '#8c99a6',
  accent: '#1677ff',
  ok: '#52c41a',
  off: '#9aa4ae',
  liquid: '#3b8fd9',
  alarm: '#f5222d',
  warn: '#faad14',
} as const;

/** A colour of the style, `none` kept, else the fallback. */
export function color(value: string | undefined, fallback: string): string {
  return value ?? fallback;
}

/** The reading as a number (booleans 0/1, numeric text parsed), for rules and levels. */
export function readingNumber(reading: ElementReading | undefined): number | undefined {
  return reading ? numericValue(reading.value) : undefined;
}

/** A reading as a dial or tank writes it: the server's text and the point's unit. */
export function readingLabel(reading: ElementReading | undefined): string {
  return reading && reading.value !== null ? `${reading.text}${reading.unit ? ` ${reading.unit}` : ''}` : NO_VALUE;
}

/** Sets an attribute unless it already has that value (a live update writes only what changed). */
export function setAttr(node: Element | null | undefined, name: string, value: string | number): void {
  const text = String(value);
  if (node && node.getAttribute(name) !== text) node.setAttribute(name, text);
}

/** Sets an element's text unless it already reads so. */
export function setText(node: Element | null | undefined, text: string): void {
  if (!node) return;
  const first = node.firstChild;
  if (first && first === node.lastChild && first.nodeType === 3) {
    if ((first as Text).data !== text) (first as Text).data = text;
  } else if (node.textContent !== text) node.textContent = text;
}

/** Font attributes of the style. */
export function fontProps(style: ElementStyle, fallbackSize: number) {
  return {
    fontSize: style.fontSize ?? fallbackSize,
    fontWeight: style.fontWeight ?? 'normal',
    fill: color(style.color, COLORS.text),
  };
}

/** The x a text of the alignment starts at, in a box `w` wide. */
export function anchorX(align: ElementStyle['align'], w: number): number {
  return align === 'start' ? 0 : align === 'end' ? w : w / 2;
}

export const NO_POINTER: CSSProperties = { pointerEvents: 'none' };
