import { buttonTarget, type SceneElement } from '@fieldlink/domain';
import type { ElementReading, RenderContext } from '../types';
import styles from '../scene.module.css';
import { COLORS, color, readingNumber } from './shared';
import { pressProps } from './press';

type Props = { element: Extract<SceneElement, { kind: 'button' }>; reading: ElementReading | undefined; ctx: RenderContext };

/** A labelled button that writes its point (a fixed value, a toggle, or a value the user enters). */
export function ButtonElement({ element, reading, ctx }: Props) {
  const { style, x, y, w, h } = element;
  const enabled = ctx.controlsEnabled && element.binding !== undefined;
  const press = () => {
    const value = buttonTarget(element, readingNumber(reading));
    ctx.control(element, value === undefined ? { type: 'prompt' } : { type: 'write', value });
  };
  const run = ctx.mode === 'run';
  return (
    <g className={run ? (enabled ? styles.control : styles.disabled) : undefined} {...(run ? pressProps(enabled, press) : {})}>
      <rect
        x={x}
        y={y}
        width={w}
        height={h}
        rx={style.radius ?? 6}
        fill={color(style.fill, COLORS.accent)}
        stroke={color(style.stroke, 'none')}
        strokeWidth={style.strokeWidth ?? 1}
      />
      <text
        x={x + w / 2}
        y={y + h / 2}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={style.fontSize ?? 14}
        fontWeight={style.fontWeight ?? 'bold'}
        fill={color(style.color, '#ffffff')}
      >
        {element.text}
      </text>
    </g>
  );
}
