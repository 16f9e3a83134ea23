import { colorFor, type SceneElement } from '@fieldlink/domain';
import type { ElementReading } from '../types';
import { COLORS, color, readingNumber, setAttr } from './shared';

type ShapeKind = Extract<SceneElement, { kind: 'rect' | 'ellipse' }>;
type Props = { element: ShapeKind; reading: ElementReading | undefined };

function shapeFill(element: ShapeKind, reading: ElementReading | undefined): string {
  return colorFor(element.rules, readingNumber(reading), color(element.style.fill, COLORS.track));
}

/** A live update of a shape drawn by ShapeElement: its fill. */
export function patchShape(root: Element, element: ShapeKind, reading: ElementReading | undefined): void {
  setAttr(root.firstElementChild, 'fill', shapeFill(element, reading));
}

/** A rectangle or ellipse, filled by its colour rules when bound. */
export function ShapeElement({ element, reading }: Props) {
  const { style, x, y, w, h } = element;
  const fill = shapeFill(element, reading);
  const stroke = color(style.stroke, 'none');
  const strokeWidth = style.strokeWidth ?? 1;
  if (element.kind === 'ellipse')
    return <ellipse cx={x + w / 2} cy={y + h / 2} rx={w / 2} ry={h / 2} fill={fill} stroke={stroke} strokeWidth={strokeWidth} />;
  const radius = style.radius ?? 0;
  return <rect x={x} y={y} width={w} height={h} rx={radius} ry={radius} fill={fill} stroke={stroke} strokeWidth={strokeWidth} />;
}
