import { colorFor, type SceneElement } from '@fieldlink/domain';
import type { ElementReading } from '../types';
import { COLORS, color, readingNumber } from './shared';

type Props = { element: Extract<SceneElement, { kind: 'lamp' }>; reading: ElementReading | undefined };

/** An indicator: its rule's colour with a soft glow; grey when no rule holds. */
export function LampElement({ element, reading }: Props) {
  const { style, x, y, w, h } = element;
  const fallback = color(style.fill, COLORS.off);
  const fill = colorFor(element.rules, readingNumber(reading), fallback);
  const lit = fill !== fallback;
  const size = Math.min(w, h);
  const cx = x + w / 2;
  const cy = y + h / 2;
  const ring = color(style.stroke, COLORS.bodyDark);
  if (element.shape === 'square') {
    const s = size * 0.8;
    return (
      <>
        {lit && <rect x={cx - size / 2} y={cy - size / 2} width={size} height={size} rx={size * 0.2} fill={fill} fillOpacity={0.3} />}
        <rect
          x={cx - s / 2}
          y={cy - s / 2}
          width={s}
          height={s}
          rx={s * 0.15}
          fill={fill}
          stroke={ring}
          strokeWidth={style.strokeWidth ?? 2}
        />
      </>
    );
  }
  return (
    <>
      {lit && <circle cx={cx} cy={cy} r={size / 2} fill={fill} fillOpacity={0.3} />}
      <circle cx={cx} cy={cy} r={size * 0.38} fill={fill} stroke={ring} strokeWidth={style.strokeWidth ?? 2} />
      <circle cx={cx - size * 0.11} cy={cy - size * 0.11} r={size * 0.09} fill="#ffffff" fillOpacity={0.55} />
    </>
  );
}
