import { levelFraction, NO_VALUE, type SceneElement } from '@fieldlink/domain';
import { arcPath, GAUGE_START, GAUGE_SWEEP, gaugeAngle } from '../../utils/geometry';
import type { ElementReading } from '../types';
import { COLORS, color, readingNumber } from './shared';

type Props = { element: Extract<SceneElement, { kind: 'gauge' }>; reading: ElementReading | undefined };

/** A dial: a track arc, the value's arc, a needle, the value in the open bottom and the range under the arc's ends. */
export function GaugeElement({ element, reading }: Props) {
  const { style, w, h } = element;
  const size = Math.min(w, h);
  const cx = w / 2;
  const cy = h / 2;
  const stroke = Math.max(3, size * 0.09);
  const r = size / 2 - stroke;
  const angle = gaugeAngle(levelFraction(readingNumber(reading), element.min, element.max));
  const value = reading && reading.value !== null ? `${reading.text}${reading.unit ? ` ${reading.unit}` : ''}` : NO_VALUE;
  const textColor = color(style.color, COLORS.text);
  const labelY = cy + r * 0.5 + stroke;
  const labelSize = Math.max(8, size * 0.07);
  return (
    <>
      <path
        d={arcPath(cx, cy, r, GAUGE_START, GAUGE_START + GAUGE_SWEEP)}
        fill="none"
        stroke={COLORS.track}
        strokeWidth={stroke}
        strokeLinecap="round"
      />
      <path
        d={arcPath(cx, cy, r, GAUGE_START, angle)}
        fill="none"
        stroke={color(style.fill, COLORS.accent)}
        strokeWidth={stroke}
        strokeLinecap="round"
      />
      <line
        x1={cx}
        y1={cy}
        x2={cx}
        y2={cy - r * 0.82}
        stroke={COLORS.bodyDark}
        strokeWidth={Math.max(2, stroke / 3)}
        strokeLinecap="round"
        transform={`rotate(${angle} ${cx} ${cy})`}
      />
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
      <text x={cx - r * 0.87} y={labelY} textAnchor="middle" dominantBaseline="hanging" fontSize={labelSize} fill={textColor} opacity={0.7}>
        {element.min}
      </text>
      <text x={cx + r * 0.87} y={labelY} textAnchor="middle" dominantBaseline="hanging" fontSize={labelSize} fill={textColor} opacity={0.7}>
        {element.max}
      </text>
    </>
  );
}
