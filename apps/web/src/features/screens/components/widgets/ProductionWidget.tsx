import type { ScreenProduction } from '@fieldlink/domain';
import { useTranslation } from '../../../../i18n/useTranslation';
import { useLanguage } from '../../../../lib/language/useLanguage';
import styles from '../screens.module.css';

const percent = (value: number | null) => (value === null ? '—' : `${(value * 100).toFixed(1)}%`);

/** Today's production of the screen's project (or one device): good pieces against the target, attainment and OEE. */
export function ProductionWidget({ widgetId, figures }: { widgetId: string; figures: ScreenProduction | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const count = new Intl.NumberFormat(language);
  if (!figures) return <div className={`${styles.center} ${styles.muted}`}>—</div>;
  return (
    <div className={styles.center} data-testid={`screen-production-${widgetId}`} data-output={figures.output}>
      <div className={styles.figure}>
        {count.format(figures.good)}
        <span className={styles.unit}>{t('screens:widgets.productionOf', { target: count.format(figures.target) })}</span>
      </div>
      <div className={styles.muted}>
        {t('screens:widgets.attainment', { value: percent(figures.attainment) })} ·{' '}
        {t('screens:widgets.oee', { value: percent(figures.oee) })}
      </div>
    </div>
  );
}
