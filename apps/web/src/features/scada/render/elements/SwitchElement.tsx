import { switchTarget, type SceneElement } from '@fieldlink/domain';
import type { ElementReading, RenderContext } from '../types';
import styles from '../scene.module.css';
import { COLORS, readingNumber } from './shared';
import { pressProps } from './press';

type Props = { element: Extract<SceneElement, { kind: 'switch' }>; reading: ElementReading | undefined; ctx: RenderContext };

/** A toggle showing ON/OFF; pressing it writes the other of its two values. */
export function SwitchElement({ element, reading, ctx }: Props) {
  const { style, x, y, w, h } = element;
  const current = readingNumber(reading);
  const on = current !== undefined && current === element.onValue;
  const enabled = ctx.controlsEnabled && element.binding !== undefined;
  const trackH = Math.min(h, w / 2.1);
  const trackW = Math.min(w, trackH * 2.1);
  const x0 = x + (w - trackW) / 2;
  const y0 = y + (h - trackH) / 2;
  const knob = trackH / 2 - 3;
  const press = () => ctx.control(element, { type: 'write', value: switchTarget(element, current) });
  return (
    <g
      className={ctx.mode === 'run' ? (enabled ? styles.control : styles.disabled) : undefined}
      {...(ctx.mode === 'run' ? pressProps(enabled, press, on) : {})}
    >
      <rect x={x0} y={y0} width={trackW} height={trackH} rx={trackH / 2} fill={on ? (style.fill ?? COLORS.ok) : COLORS.off} />
      <circle cx={on ? x0 + trackW - trackH / 2 : x0 + trackH / 2} cy={y + h / 2} r={knob} fill="#ffffff" />
      <text
        x={on ? x0 + (trackW - trackH) / 2 + trackH * 0.2 : x0 + trackH + (trackW - trackH) / 2 - trackH * 0.2}
        y={y + h / 2}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={style.fontSize ?? Math.max(9, trackH * 0.32)}
        fontWeight="bold"
        fill="#ffffff"
      >
        {on ? ctx.words.on : ctx.words.off}
      </text>
    </g>
  );
}
