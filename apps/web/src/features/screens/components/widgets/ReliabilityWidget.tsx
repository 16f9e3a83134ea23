import type { ScreenReliability } from '@fieldlink/domain';
import { useTranslation } from '../../../../i18n/useTranslation';
import styles from '../screens.module.css';

const percent = (value: number | null) => (value === null ? '—' : `${(value * 100).toFixed(1)}%`);
const hours = (ms: number | null) => (ms === null ? '—' : (ms / 3_600_000).toFixed(1));

/**
 * The screen project's reliability over the last 30 days (issue 39): first-time fix as a caption over
 * its figure, repeats, MTTR and availability below; all sized to the card (screens.module.css `.fit`).
 */
export function ReliabilityWidget({ widgetId, figures }: { widgetId: string; figures: ScreenReliability | undefined }) {
  const { t } = useTranslation();
  if (!figures) return <div className={`${styles.center} ${styles.muted}`}>—</div>;
  return (
    <div className={styles.fit} data-testid={`screen-reliability-${widgetId}`} data-failures={figures.failures}>
      <div className={styles.fitCaption}>{t('screens:widgets.reliability.firstTimeFix')}</div>
      <div className={styles.fitFigure} data-testid={`screen-reliability-${widgetId}-figure`}>
        {percent(figures.firstTimeFixRate)}
      </div>
      <div className={styles.fitFacts}>
        {t('screens:widgets.reliability.repeatRate', { value: percent(figures.repeatRepairRate) })} ·{' '}
        {t('screens:widgets.reliability.mttr', { value: hours(figures.mttrMs) })} ·{' '}
        {t('screens:widgets.reliability.availability', { value: percent(figures.availability) })}
      </div>
    </div>
  );
}
