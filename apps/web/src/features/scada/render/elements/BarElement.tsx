import { levelFraction, type SceneElement } from '@fieldlink/domain';
import type { ElementReading } from '../types';
import { COLORS, color, readingNumber, setAttr } from './shared';

type BarKind = Extract<SceneElement, { kind: 'bar' }>;
type Props = { element: BarKind; reading: ElementReading | undefined };

/** The level line's dashes: drawn to the level of a 1000-long path. */
function barDash(element: BarKind, reading: ElementReading | undefined): string {
  return `${Math.round(levelFraction(readingNumber(reading), element.min, element.max) * 1000)} 1000`;
}

/** A live update of a bar drawn by BarElement: its level line's dashes (the last child). */
export function patchBar(root: Element, element: BarKind, reading: ElementReading | undefined): void {
  setAttr(root.lastElementChild, 'stroke-dasharray', barDash(element, reading));
}

/** A level bar filling from the bottom (vertical) or the left (horizontal). */
export function BarElement({ element, reading }: Props) {
  const { style, x, y, w, h } = element;
  const vertical = element.orientation === 'vertical';
  const radius = style.radius ?? 2;
  const fill = color(style.fill, COLORS.accent);
  // The level: a line as wide as the bar, dashed to the level (a paint-only change per value).
  const level = vertical
    ? { x1: x + w / 2, y1: y + h, x2: x + w / 2, y2: y, strokeWidth: w }
    : { x1: x, y1: y + h / 2, x2: x + w, y2: y + h / 2, strokeWidth: h };
  return (
    <>
      <rect
        x={x}
        y={y}
        width={w}
        height={h}
        rx={radius}
        fill={COLORS.trough}
        fillOpacity={0.3}
        stroke={color(style.stroke, COLORS.body)}
        strokeWidth={style.strokeWidth ?? 1}
      />
      <line {...level} pathLength={1000} stroke={fill} strokeDasharray={barDash(element, reading)} />
    </>
  );
}
