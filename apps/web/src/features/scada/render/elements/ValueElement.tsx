import { formatDisplay, NO_VALUE, type SceneElement } from '@fieldlink/domain';
import type { ElementReading, SceneWords } from '../types';
import { anchorX, color, fontProps, setText } from './shared';

type ValueKind = Extract<SceneElement, { kind: 'value' }>;
type Props = { element: ValueKind; reading: ElementReading | undefined; words: SceneWords };

/**
 * The text a value display shows: the point's status word for a named value (in the reader's
 * language, no unit); else the server's text (the point's decimals and display format) unless the
 * element asks for its own format or decimals; then the unit (the element's or the point's).
 */
export function valueText(element: ValueKind, reading: ElementReading | undefined, words: SceneWords): string {
  if (!reading || reading.value === null) return NO_VALUE;
  if (reading.named && element.format === 'number') return `${element.prefix ?? ''}${reading.text}`;
  const own = element.format !== 'number' || element.decimals !== undefined;
  const text = own
    ? formatDisplay(reading.value, element.format, element.decimals ?? 0, { on: words.on, off: words.off })
    : reading.text || NO_VALUE;
  const unit = element.showUnit && typeof reading.value === 'number' && element.format === 'number' ? (element.unit ?? reading.unit) : '';
  return `${element.prefix ?? ''}${text}${unit ? ` ${unit}` : ''}`;
}

/** A bound point's value as text, in a box of the style's fill and stroke. */
export function ValueElement({ element, reading, words }: Props) {
  const { style, x, y, w, h } = element;
  const font = fontProps(style, 18);
  const anchor = x + anchorX(style.align, w);
  const fill = color(style.fill, 'none');
  const stroke = color(style.stroke, 'none');
  return (
    <>
      {(fill !== 'none' || stroke !== 'none') && (
        <rect x={x} y={y} width={w} height={h} rx={style.radius ?? 4} fill={fill} stroke={stroke} strokeWidth={style.strokeWidth ?? 1} />
      )}
      <text
        x={style.align === 'start' ? anchor + 4 : style.align === 'end' ? anchor - 4 : anchor}
        y={y + h / 2}
        textAnchor={style.align ?? 'middle'}
        dominantBaseline="central"
        {...font}
      >
        {valueText(element, reading, words)}
      </text>
    </>
  );
}

/** A live update of a value display drawn by ValueElement: its text (the last child). */
export function patchValue(root: Element, element: ValueKind, reading: ElementReading | undefined, words: SceneWords): void {
  setText(root.lastElementChild, valueText(element, reading, words));
}
