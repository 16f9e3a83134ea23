import type { SceneElement } from '@fieldlink/domain';
import type { RenderContext } from '../types';
import styles from '../scene.module.css';
import { COLORS, color } from './shared';
import { pressProps } from './press';

type Props = { element: Extract<SceneElement, { kind: 'link' }>; ctx: RenderContext };

/** A link to another view or a device's page, drawn as a light button with link-coloured text. */
export function LinkElement({ element, ctx }: Props) {
  const { style, x, y, w, h } = element;
  const target = element.target;
  const active = ctx.mode === 'run' && target !== undefined;
  const accent = color(style.color, COLORS.accent);
  return (
    <g className={active ? styles.link : undefined} {...(active ? pressProps(true, () => ctx.link(target)) : {})}>
      <rect
        x={x}
        y={y}
        width={w}
        height={h}
        rx={style.radius ?? 6}
        fill={color(style.fill, '#f0f5ff')}
        stroke={color(style.stroke, accent)}
        strokeWidth={style.strokeWidth ?? 1}
      />
      <text
        x={x + w / 2}
        y={y + h / 2}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={style.fontSize ?? 14}
        fontWeight={style.fontWeight ?? 'normal'}
        fill={accent}
        textDecoration="underline"
      >
        {element.text}
      </text>
    </g>
  );
}
