import type { SceneElement } from '@fieldlink/domain';
import { sparkPoints, sparkRanges } from '../../utils/geometry';
import type { SceneValues } from '../types';
import { COLORS, color } from './shared';

type Props = { element: Extract<SceneElement, { kind: 'trend' }>; values: SceneValues };

/** One colour per series (up to four). */
export const TREND_COLORS = ['#1677ff', '#fa8c16', '#52c41a', '#eb2f96'] as const;

/** A sparkline of each bound point over the last N minutes (history, then live values appended). */
export function TrendElement({ element, values }: Props) {
  const { style, x, y, w, h } = element;
  const series = element.bindings.map((binding) => values.history?.(binding));
  const ranges = sparkRanges(series, element.minutes, { min: element.min, max: element.max });
  const pad = 4;
  const innerW = Math.max(1, w - pad * 2);
  const innerH = Math.max(1, h - pad * 2);
  return (
    <>
      <rect
        x={x}
        y={y}
        width={w}
        height={h}
        rx={style.radius ?? 4}
        fill={color(style.fill, '#ffffff')}
        stroke={color(style.stroke, COLORS.track)}
        strokeWidth={style.strokeWidth ?? 1}
      />
      <g transform={`translate(${x + pad} ${y + pad})`}>
        {series.map((points, index) => {
          const range = ranges[index];
          return points && points.length > 0 && range ? (
            <polyline
              key={index}
              points={sparkPoints(points, range, innerW, innerH)}
              fill="none"
              stroke={TREND_COLORS[index % TREND_COLORS.length]}
              strokeWidth={1.5}
              strokeLinejoin="round"
            />
          ) : null;
        })}
      </g>
    </>
  );
}
