import { levelFraction, type SceneElement } from '@fieldlink/domain';
import { arcPath, GAUGE_START, GAUGE_SWEEP, gaugeAngle, polar } from '../../utils/geometry';
import type { ElementReading } from '../types';
import { COLORS, color, readingLabel, readingNumber, setAttr, setText } from './shared';

/** The smallest dial (px) that shows its range under the arc. */
const LABELLED_SIZE = 100;

type GaugeKind = Extract<SceneElement, { kind: 'gauge' }>;
type Props = { element: GaugeKind; reading: ElementReading | undefined };

/** A dial's size and centre. */
function dial(element: GaugeKind) {
  const { x, y, w, h } = element;
  const size = Math.min(w, h);
  const stroke = Math.max(3, size * 0.09);
  return { size, cx: x + w / 2, cy: y + h / 2, stroke, r: size / 2 - stroke };
}

/** What a reading changes on a dial: the value arc's dashes and opacity, the needle's tip, the text. */
function gaugeState(element: GaugeKind, reading: ElementReading | undefined) {
  const { cx, cy, r } = dial(element);
  const fraction = levelFraction(readingNumber(reading), element.min, element.max);
  return {
    dash: `${Math.round(fraction * 1000)} 1000`,
    arcOpacity: fraction > 0 ? 1 : 0,
    tip: polar(cx, cy, r * 0.82, gaugeAngle(fraction)),
    text: readingLabel(reading),
  };
}

/** A live update of a dial drawn by GaugeElement (children: track, value arc, needle, hub, value text, ...). */
export function patchGauge(root: Element, element: GaugeKind, reading: ElementReading | undefined): void {
  const state = gaugeState(element, reading);
  const [, arc, needle, , text] = root.children;
  setAttr(arc, 'stroke-dasharray', state.dash);
  setAttr(arc, 'stroke-opacity', state.arcOpacity);
  setAttr(needle, 'x2', state.tip[0]);
  setAttr(needle, 'y2', state.tip[1]);
  setText(text, state.text);
}

/** A dial: a track arc, the value's arc, a needle, the value in the open bottom and the range under the arc's ends. */
export function GaugeElement({ element, reading }: Props) {
  const { style } = element;
  const { size, cx, cy, stroke, r } = dial(element);
  const { dash, arcOpacity, tip, text } = gaugeState(element, reading);
  const textColor = color(style.color, COLORS.text);
  const labelY = cy + r * 0.5 + stroke;
  const labelSize = Math.max(8, size * 0.07);
  return (
    <>
      <path
        d={arcPath(cx, cy, r, GAUGE_START, GAUGE_START + GAUGE_SWEEP)}
        fill="none"
        stroke={COLORS.trough}
        strokeOpacity={0.35}
        strokeWidth={stroke}
        strokeLinecap="round"
      />
      {/* The value's arc: the whole arc dashed to the level (a paint-only change, no new geometry per value). */}
      <path
        d={arcPath(cx, cy, r, GAUGE_START, GAUGE_START + GAUGE_SWEEP)}
        pathLength={1000}
        fill="none"
        stroke={color(style.fill, COLORS.accent)}
        strokeWidth={stroke}
        strokeLinecap="round"
        strokeDasharray={dash}
        strokeOpacity={arcOpacity}
      />
      <line x1={cx} y1={cy} x2={tip[0]} y2={tip[1]} stroke={COLORS.bodyDark} strokeWidth={Math.max(2, stroke / 3)} strokeLinecap="round" />
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
        {text}
      </text>
      {/* The range under the arc's ends, on a dial big enough to read it. */}
      {size >= LABELLED_SIZE && (
        <>
          <text
            x={cx - r * 0.87}
            y={labelY}
            textAnchor="middle"
            dominantBaseline="hanging"
            fontSize={labelSize}
            fill={textColor}
            fillOpacity={0.7}
          >
            {element.min}
          </text>
          <text
            x={cx + r * 0.87}
            y={labelY}
            textAnchor="middle"
            dominantBaseline="hanging"
            fontSize={labelSize}
            fill={textColor}
            fillOpacity={0.7}
          >
            {element.max}
          </text>
        </>
      )}
    </>
  );
}
