import { NO_VALUE } from '@fieldlink/domain';
import { useTranslation } from '../../../i18n/useTranslation';
import styles from './monitoring.module.css';

export interface LiveValueProps {
  display: string;
  unit: string | null;
  /** The point's change count: when it grows the value flashes. */
  changes: number;
  /** The device's last value could not be used: shown as bad, never as an older number. */
  bad?: boolean;
  testId?: string;
}

/** A point's value as the server formatted it, with its unit; it flashes briefly when it changes. */
export function LiveValue({ display, unit, changes, bad = false, testId }: LiveValueProps) {
  const { t } = useTranslation();
  if (bad) {
    return (
      <span
        key={changes}
        className={`${styles.value} ${styles.bad}`}
        title={t('monitoring:quality.badHint')}
        data-testid={testId}
        data-quality="bad"
      >
        {t('monitoring:quality.bad')}
      </span>
    );
  }
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
