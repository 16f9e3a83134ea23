import { colorFor, type SceneElement } from '@fieldlink/domain';
import { SYMBOL_COMPONENTS } from '../symbols';
import type { ElementReading, RenderContext } from '../types';
import { COLORS, color, readingNumber } from './shared';

type Props = { element: Extract<SceneElement, { kind: 'symbol' }>; reading: ElementReading | undefined; ctx: RenderContext };

/**
 * A built-in industrial symbol in its state colour (the first colour rule that holds), or a gallery
 * SVG. A symbol is "running" (a fan's blades turn) while a rule holds and its value is not zero.
 */
export function SymbolElement({ element, reading, ctx }: Props) {
  const { style, x, y, w, h } = element;
  const value = readingNumber(reading);
  const fallback = color(style.fill, COLORS.off);
  const fill = colorFor(element.rules, value, fallback);
  if (element.symbol) {
    const Symbol = SYMBOL_COMPONENTS[element.symbol];
    return <Symbol x={x} y={y} width={w} height={h} fill={fill} running={value !== undefined && value !== 0 && fill !== fallback} />;
  }
  const href = element.galleryId === undefined ? undefined : ctx.gallery(element.galleryId);
  if (!href) return <rect x={x} y={y} width={w} height={h} fill="none" stroke={COLORS.body} strokeDasharray="4 4" />;
  return <image href={href} x={x} y={y} width={w} height={h} preserveAspectRatio="xMidYMid meet" />;
}
