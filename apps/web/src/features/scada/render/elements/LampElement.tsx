import { colorFor, type SceneElement } from '@fieldlink/domain';
import type { ElementReading } from '../types';
import { COLORS, color, readingNumber, setAttr } from './shared';

type LampKind = Extract<SceneElement, { kind: 'lamp' }>;
type Props = { element: LampKind; reading: ElementReading | undefined };

/** A lamp's colour for a reading (its first rule that holds), and whether it is lit (glows). */
export function lampState(element: LampKind, reading: ElementReading | undefined) {
  const fallback = color(element.style.fill, COLORS.off);
  const fill = colorFor(element.rules, readingNumber(reading), fallback);
  return { fill, lit: fill !== fallback };
}

/**
 * A live update of a lamp drawn by LampElement whose glow is already drawn or not as the reading
 * wants (children: glow when lit, body, ...): the glow's and the body's colour.
 */
export function patchLamp(root: Element, element: LampKind, reading: ElementReading | undefined): void {
  const { fill, lit } = lampState(element, reading);
  if (lit) setAttr(root.children[0], 'fill', fill);
  setAttr(root.children[lit ? 1 : 0], 'fill', fill);
}

/** An indicator: its rule's colour with a soft glow; grey when no rule holds. */
export function LampElement({ element, reading }: Props) {
  const { style, x, y, w, h } = element;
  const { fill, lit } = lampState(element, reading);
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
