import type { SceneElement } from '@fieldlink/domain';
import { anchorX, fontProps } from './shared';

type Props = { element: Extract<SceneElement, { kind: 'text' }> };

/** Static text; each line of the text on its own row, vertically centred in the box. */
export function TextElement({ element }: Props) {
  const { style, x: left, y: topEdge, w, h } = element;
  const font = fontProps(style, 16);
  const lines = element.text.split('\n');
  const lineHeight = font.fontSize * 1.25;
  const top = topEdge + h / 2 - ((lines.length - 1) * lineHeight) / 2;
  const x = left + anchorX(style.align, w);
  return (
    <text x={x} textAnchor={style.align ?? 'middle'} dominantBaseline="central" {...font}>
      {lines.map((line, index) => (
        <tspan key={index} x={x} y={top + index * lineHeight}>
          {line}
        </tspan>
      ))}
    </text>
  );
}
