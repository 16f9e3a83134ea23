import type { SceneElement } from '@fieldlink/domain';
import { useId } from 'react';
import type { SceneAlarm, SceneWords } from '../types';
import { COLORS, color } from './shared';

type Props = { element: Extract<SceneElement, { kind: 'alarm' }>; alarms: readonly SceneAlarm[] | undefined; words: SceneWords };

/** The project's active alarms, newest first, one per row; a calm line when there are none. */
export function AlarmElement({ element, alarms, words }: Props) {
  const { style, x, y, w, h } = element;
  const clip = useId();
  const rows = (alarms ?? []).slice(0, element.rows);
  const rowH = h / element.rows;
  const fontSize = style.fontSize ?? Math.max(10, Math.min(16, rowH * 0.5));
  // The banner is rare: its rows are drawn in its own box.
  return (
    <g transform={`translate(${x} ${y})`}>
      <clipPath id={clip}>
        <rect width={w} height={h} />
      </clipPath>
      <rect
        width={w}
        height={h}
        rx={style.radius ?? 4}
        fill={color(style.fill, rows.length > 0 ? '#fff1f0' : '#f6ffed')}
        stroke={rows.length > 0 ? COLORS.alarm : COLORS.ok}
      />
      <g clipPath={`url(#${clip})`}>
        {rows.length === 0 ? (
          <text x={8} y={h / 2} dominantBaseline="central" fontSize={fontSize} fill={color(style.color, COLORS.text)}>
            {words.noAlarms}
          </text>
        ) : (
          rows.map((alarm, index) => (
            <g key={alarm.id} transform={`translate(0 ${index * rowH})`}>
              <circle cx={12} cy={rowH / 2} r={Math.min(5, rowH / 4)} fill={alarm.level >= 3 ? COLORS.alarm : COLORS.warn} />
              <text x={24} y={rowH / 2} dominantBaseline="central" fontSize={fontSize} fill={color(style.color, COLORS.text)}>
                {alarm.text}
              </text>
            </g>
          ))
        )}
      </g>
    </g>
  );
}
