import { colorFor, type SceneElement } from '@fieldlink/domain';
import type { ElementReading } from '../types';
import { COLORS, color, readingNumber } from './shared';

type Props = { element: Extract<SceneElement, { kind: 'rect' | 'ellipse' }>; reading: ElementReading | undefined };

/** A rectangle or ellipse, filled by its colour rules when bound. */
export function ShapeElement({ element, reading }: Props) {
  const { style, x, y, w, h } = element;
  const fill = colorFor(element.rules, readingNumber(reading), color(style.fill, COLORS.track));
  const stroke = color(style.stroke, 'none');
  const strokeWidth = style.strokeWidth ?? 1;
  if (element.kind === 'ellipse')
    return <ellipse cx={x + w / 2} cy={y + h / 2} rx={w / 2} ry={h / 2} fill={fill} stroke={stroke} strokeWidth={strokeWidth} />;
  const radius = style.radius ?? 0;
  return <rect x={x} y={y} width={w} height={h} rx={radius} ry={radius} fill={fill} stroke={stroke} strokeWidth={strokeWidth} />;
}
