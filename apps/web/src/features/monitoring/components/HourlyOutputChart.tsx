import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { HOURS_PER_DAY, type HourlyBars } from '../utils/hourlyBars';
import styles from './monitoring.module.css';

const LEFT = 44;
const RIGHT = 8;
const TOP = 12;
const BOTTOM = 24;
const TICKS = [0, 0.25, 0.5, 0.75, 1];

function label(value: number): string {
  return Number(value.toPrecision(6)).toLocaleString();
}

export interface HourlyOutputChartProps {
  bars: HourlyBars;
  unit: string | null;
  height?: number;
}

/** The element's width in CSS pixels, following resizes (until measured: `fallback`). */
function useWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * 24 hourly bars as plain SVG (no chart library): grid lines, a value axis and a label every 3
 * hours. It is drawn at the width it is shown at, so its text keeps its size on a desk and a phone.
 */
export function HourlyOutputChart({ bars, unit, height = 240 }: HourlyOutputChartProps) {
  const { t } = useTranslation();
  const { ref, width } = useWidth(720);
  const plotWidth = width - LEFT - RIGHT;
  const plotHeight = height - TOP - BOTTOM;
  const slot = plotWidth / HOURS_PER_DAY;
  const y = (value: number) => TOP + plotHeight - (Math.max(0, value) / bars.axisMax) * plotHeight;
  return (
    <div ref={ref}>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={t('monitoring:hourly.chart')}
        data-testid="hourly-chart"
      >
        {TICKS.map((tick) => (
          <g key={tick}>
            <line x1={LEFT} x2={width - RIGHT} y1={y(tick * bars.axisMax)} y2={y(tick * bars.axisMax)} stroke="#eef0f4" />
            <text x={LEFT - 6} y={y(tick * bars.axisMax) + 4} textAnchor="end">
              {label(tick * bars.axisMax)}
            </text>
          </g>
        ))}
        {bars.values.map((value, hour) => {
          const x = LEFT + hour * slot;
          return (
            <g key={hour}>
              {value !== null && (
                <rect
                  className={styles.bar}
                  x={x + slot * 0.15}
                  width={slot * 0.7}
                  y={y(value)}
                  height={Math.max(value > 0 ? 1 : 0, TOP + plotHeight - y(value))}
                  rx={2}
                  data-testid={`hourly-bar-${hour}`}
                >
                  <title>{`${t('monitoring:hourly.hour', { hour: String(hour).padStart(2, '0') })}  ${label(value)}${unit ? ` ${unit}` : ''}`}</title>
                </rect>
              )}
              {hour % 3 === 0 && (
                <text x={x + slot / 2} y={height - 6} textAnchor="middle">
                  {String(hour).padStart(2, '0')}
                </text>
              )}
            </g>
          );
        })}
        <line x1={LEFT} x2={width - RIGHT} y1={TOP + plotHeight} y2={TOP + plotHeight} stroke="#c9cdd4" />
      </svg>
    </div>
  );
}
