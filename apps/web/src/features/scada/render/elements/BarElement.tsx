import { levelFraction, type SceneElement } from '@fieldlink/domain';
import type { ElementReading } from '../types';
import { COLORS, color, readingNumber } from './shared';

type Props = { element: Extract<SceneElement, { kind: 'bar' }>; reading: ElementReading | undefined };

/** A level bar filling from the bottom (vertical) or the left (horizontal). */
export function BarElement({ element, reading }: Props) {
  const { style, w, h } = element;
  const fraction = levelFraction(readingNumber(reading), element.min, element.max);
  const vertical = element.orientation === 'vertical';
  const fillW = vertical ? w : w * fraction;
  const fillH = vertical ? h * fraction : h;
  const radius = style.radius ?? 2;
  return (
    <>
      <rect
        width={w}
        height={h}
        rx={radius}
        fill={COLORS.track}
        stroke={color(style.stroke, COLORS.body)}
        strokeWidth={style.strokeWidth ?? 1}
      />
      <rect x={0} y={vertical ? h - fillH : 0} width={fillW} height={fillH} rx={radius} fill={color(style.fill, COLORS.accent)} />
    </>
  );
}
