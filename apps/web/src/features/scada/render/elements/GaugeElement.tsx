import { levelFraction, NO_VALUE, type SceneElement } from '@fieldlink/domain';
import { arcPath, GAUGE_START, GAUGE_SWEEP, gaugeAngle, polar } from '../../utils/geometry';
import type { ElementReading } from '../types';
import { COLORS, color, readingNumber } from './shared';

/** The smallest dial (px) that shows its range under the arc. */
const LABELLED_SIZE = 100;

type Props = { element: Extract<SceneElement, { kind: 'gauge' }>; reading: ElementReading | undefined };

/** A dial: a track arc, the value's arc, a needle, the value in the open bottom and the range under the arc's ends. */
export function GaugeElement({ element, reading }: Props) {
  const { style, x, y, w, h } = element;
  const size = Math.min(w, h);
  const cx = x + w / 2;
  const cy = y + h / 2;
  const stroke = Math.max(3, size * 0.09);
  const r = size / 2 - stroke;
  const fraction = levelFraction(readingNumber(reading), element.min, element.max);
  const tip = polar(cx, cy, r * 0.82, gaugeAngle(fraction));
  const value = reading && reading.value !== null ? `${reading.text}${reading.unit ? ` ${reading.unit}` : ''}` : NO_VALUE;
  const textColor = color(style.color, COLORS.text);
  const labelY = cy + r * 0.5 + stroke;
  const labelSize = Math.max(8, size * 0.07);
  return (
    <>
      <path
        d={arcPath(cx, cy, r, GAUGE_START, GAUGE_START + GAUGE_SWEEP)}
        fill="none"
        stroke={COLORS.trough}
        strokeOpacity={0.35}
        strokeWidth={stroke}
        strokeLinecap="round"
      />
      {/* The value's arc: the whole arc dashed to the level (a paint-only change, no new geometry per value). */}
      <path
        d={arcPath(cx, cy, r, GAUGE_START, GAUGE_START + GAUGE_SWEEP)}
        pathLength={1000}
        fill="none"
        stroke={color(style.fill, COLORS.accent)}
        strokeWidth={stroke}
        strokeLinecap="round"
        strokeDasharray={`${Math.round(fraction * 1000)} 1000`}
        opacity={fraction > 0 ? 1 : 0}
      />
      <line x1={cx} y1={cy} x2={tip[0]} y2={tip[1]} stroke={COLORS.bodyDark} strokeWidth={Math.max(2, stroke / 3)} strokeLinecap="round" />
      <circle cx={cx} cy={cy} r={Math.max(3, stroke / 1.5)} fill={COLORS.bodyDark} />
      <text
        x={cx}
        y={cy + r * 0.52}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={style.fontSize ?? Math.max(10, size * 0.11)}
        fontWeight={style.fontWeight ?? 'bold'}
        fill={textColor}
      >
        {value}
      </text>
      {/* The range under the arc's ends, on a dial big enough to read it. */}
      {size >= LABELLED_SIZE && (
        <>
          <text
            x={cx - r * 0.87}
            y={labelY}
            textAnchor="middle"
            dominantBaseline="hanging"
            fontSize={labelSize}
            fill={textColor}
            opacity={0.7}
          >
            {element.min}
          </text>
          <text
            x={cx + r * 0.87}
            y={labelY}
            textAnchor="middle"
            dominantBaseline="hanging"
            fontSize={labelSize}
            fill={textColor}
            opacity={0.7}
          >
            {element.max}
          </text>
        </>
      )}
    </>
  );
}
