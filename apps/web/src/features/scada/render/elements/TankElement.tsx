import { levelFraction, NO_VALUE, type SceneElement } from '@fieldlink/domain';
import type { ElementReading } from '../types';
import { COLORS, color, readingNumber } from './shared';

type Props = { element: Extract<SceneElement, { kind: 'tank' }>; reading: ElementReading | undefined };

/** A vessel with rounded ends, filled to its level, the value written across it. */
export function TankElement({ element, reading }: Props) {
  const { style, x, y, w, h } = element;
  const fraction = levelFraction(readingNumber(reading), element.min, element.max);
  const cap = Math.min(w / 2, h * 0.12);
  const inset = Math.max(2, (style.strokeWidth ?? 2) + 1);
  const innerH = h - inset * 2;
  const level = innerH * fraction;
  const value = reading && reading.value !== null ? `${reading.text}${reading.unit ? ` ${reading.unit}` : ''}` : NO_VALUE;
  return (
    <>
      <rect
        x={x}
        y={y}
        width={w}
        height={h}
        rx={w / 2}
        ry={cap}
        fill={COLORS.track}
        stroke={color(style.stroke, COLORS.body)}
        strokeWidth={style.strokeWidth ?? 2}
      />
      <rect
        x={x + inset}
        y={y + inset + innerH - level}
        width={w - inset * 2}
        height={level}
        rx={Math.max(0, w / 2 - inset)}
        ry={Math.max(0, cap - inset)}
        fill={color(style.fill, COLORS.liquid)}
      />
      <text
        x={x + w / 2}
        y={y + h / 2}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={style.fontSize ?? Math.max(10, Math.min(w, h) * 0.16)}
        fontWeight="bold"
        fill={color(style.color, COLORS.text)}
        stroke="#ffffff"
        strokeWidth={3}
        paintOrder="stroke"
      >
        {value}
      </text>
    </>
  );
}
