import { NO_VALUE } from '@fieldlink/domain';
import styles from './monitoring.module.css';

export interface LiveValueProps {
  display: string;
  unit: string | null;
  /** The point's change count: when it grows the value flashes. */
  changes: number;
  testId?: string;
}

/** A point's value as the server formatted it, with its unit; it flashes briefly when it changes. */
export function LiveValue({ display, unit, changes, testId }: LiveValueProps) {
  // The server shows a point without a reading as '—'; before the first answer there is no text at all.
  const empty = display === '' || display === NO_VALUE;
  return (
    // A new key remounts the span, which restarts the flash animation.
    <span key={changes} className={changes > 0 ? `${styles.value} ${styles.flash}` : styles.value} data-testid={testId}>
      {empty ? NO_VALUE : display}
      {unit && !empty && <span className={styles.unit}>{unit}</span>}
    </span>
  );
}
