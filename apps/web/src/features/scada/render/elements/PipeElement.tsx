import { isFlowing, type SceneElement } from '@fieldlink/domain';
import { pointsAttr } from '../../utils/geometry';
import { useLayoutEffect, useRef } from 'react';
import { startFlow } from '../flowDriver';
import type { ElementReading } from '../types';
import { COLORS, color } from './shared';

type Props = { element: Extract<SceneElement, { kind: 'pipe' }>; reading: ElementReading | undefined };

/** A pipe along its points; while its value is non-zero, dashes flow along it (moved by the shared flow driver). */
export function PipeElement({ element, reading }: Props) {
  const { style } = element;
  const points = pointsAttr(element.points, element.x, element.y);
  const width = style.strokeWidth ?? 8;
  const flowing = reading !== undefined && reading.value !== null && isFlowing(reading.value);
  const reverse = element.direction === 'reverse';
  const flow = useRef<SVGPolylineElement>(null);
  useLayoutEffect(() => (flowing && flow.current ? startFlow(flow.current, reverse) : undefined), [flowing, reverse]);
  return (
    <>
      <polyline
        points={points}
        fill="none"
        stroke={color(style.stroke, COLORS.body)}
        strokeWidth={width}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <polyline
        points={points}
        fill="none"
        stroke={COLORS.bodyDark}
        strokeWidth={Math.max(1, width * 0.5)}
        strokeLinejoin="round"
        strokeLinecap="round"
        strokeOpacity={0.35}
      />
      {flowing && (
        <polyline
          ref={flow}
          points={points}
          fill="none"
          stroke={color(style.fill, COLORS.liquid)}
          strokeWidth={Math.max(1, width * 0.45)}
          strokeDasharray="12 12"
          strokeLinejoin="round"
        />
      )}
    </>
  );
}
