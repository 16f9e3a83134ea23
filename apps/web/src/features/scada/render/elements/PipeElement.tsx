import { isFlowing, type SceneElement } from '@fieldlink/domain';
import { pointsAttr } from '../../utils/geometry';
import type { ElementReading } from '../types';
import styles from '../scene.module.css';
import { COLORS, color } from './shared';

type Props = { element: Extract<SceneElement, { kind: 'pipe' }>; reading: ElementReading | undefined };

/** A pipe along its points; while its value is non-zero, dashes flow along it (a CSS animation). */
export function PipeElement({ element, reading }: Props) {
  const { style } = element;
  const points = pointsAttr(element.points, element.x, element.y);
  const width = style.strokeWidth ?? 8;
  const flowing = reading !== undefined && reading.value !== null && isFlowing(reading.value);
  const flowClass = element.direction === 'reverse' ? `${styles.flow} ${styles.reverse}` : styles.flow;
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
        opacity={0.35}
      />
      {flowing && (
        <polyline
          className={flowClass}
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
