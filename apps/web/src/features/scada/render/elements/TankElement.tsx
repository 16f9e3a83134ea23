import { levelFraction, type SceneElement } from '@fieldlink/domain';
import type { ElementReading } from '../types';
import { COLORS, color, readingLabel, readingNumber, setAttr, setText } from './shared';

type TankKind = Extract<SceneElement, { kind: 'tank' }>;
type Props = { element: TankKind; reading: ElementReading | undefined };

/** A tank's inner box and the liquid's top and height for a reading. */
function tankLevel(element: TankKind, reading: ElementReading | undefined) {
  const { style, y, w, h } = element;
  const cap = Math.min(w / 2, h * 0.12);
  const inset = Math.max(2, (style.strokeWidth ?? 2) + 1);
  const innerH = h - inset * 2;
  const level = innerH * levelFraction(readingNumber(reading), element.min, element.max);
  return { cap, inset, top: y + inset + innerH - level, level };
}

/** A live update of a tank drawn by TankElement (children: vessel, liquid, value text). */
export function patchTank(root: Element, element: TankKind, reading: ElementReading | undefined): void {
  const { top, level } = tankLevel(element, reading);
  const [, liquid, text] = root.children;
  setAttr(liquid, 'y', top);
  setAttr(liquid, 'height', level);
  setText(text, readingLabel(reading));
}

/** A vessel with rounded ends, filled to its level, the value written across it. */
export function TankElement({ element, reading }: Props) {
  const { style, x, y, w, h } = element;
  const { cap, inset, top, level } = tankLevel(element, reading);
  return (
    <>
      <rect
        x={x}
        y={y}
        width={w}
        height={h}
        rx={w / 2}
        ry={cap}
        fill={COLORS.track}
        stroke={color(style.stroke, COLORS.body)}
        strokeWidth={style.strokeWidth ?? 2}
      />
      <rect
        x={x + inset}
        y={top}
        width={w - inset * 2}
        height={level}
        rx={Math.max(0, w / 2 - inset)}
        ry={Math.max(0, cap - inset)}
        fill={color(style.fill, COLORS.liquid)}
      />
      <text
        x={x + w / 2}
        y={y + h / 2}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={style.fontSize ?? Math.max(10, Math.min(w, h) * 0.16)}
        fontWeight="bold"
        fill={color(style.color, COLORS.text)}
        stroke="#ffffff"
        strokeWidth={3}
        paintOrder="stroke"
      >
        {readingLabel(reading)}
      </text>
    </>
  );
}
