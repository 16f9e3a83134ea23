import { useTranslation } from '../../../i18n/useTranslation';
import { AlertIcon, DashboardIcon, ToolIcon } from '../../../ui/plainIcons';
import styles from './LoginPage.module.css';

/** The login page's brand side: name, what the platform does, and (on desktop) its main uses. */
export function BrandPanel({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  return (
    <section className={styles.brand}>
      <div className={styles.logo}>
        <span className={styles.logoMark}>
          <DashboardIcon />
        </span>
        {t('common:brand')}
      </div>
      <p className={styles.tagline}>{t('auth:brand.tagline')}</p>
      {!compact && (
        <>
          <ul className={styles.features}>
            <li>
              <span className={styles.featureIcon}>
                <DashboardIcon />
              </span>
              {t('auth:brand.monitor')}
            </li>
            <li>
              <span className={styles.featureIcon}>
                <AlertIcon />
              </span>
              {t('auth:brand.alarm')}
            </li>
            <li>
              <span className={styles.featureIcon}>
                <ToolIcon />
              </span>
              {t('auth:brand.orders')}
            </li>
          </ul>
          <div className={styles.copyright}>{t('auth:brand.copyright', { year: new Date().getFullYear() })}</div>
        </>
      )}
    </section>
  );
}
