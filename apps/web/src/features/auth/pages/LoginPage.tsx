import { useTranslation } from 'react-i18next';
import { useShellKind } from '../../../lib/platform/useShellKind';
import { LanguageSwitch } from '../../settings/components/LanguageSwitch';
import { BrandPanel } from '../components/BrandPanel';
import { LoginForm } from '../components/LoginForm';
import styles from '../components/LoginPage.module.css';

export function LoginPage() {
  const { t } = useTranslation();
  const compact = useShellKind() === 'mobile';
  return (
    <div className={compact ? `${styles.page} ${styles.compact}` : styles.page}>
      <BrandPanel compact={compact} />
      <main className={styles.main}>
        <div className={styles.toolbar}>
          <LanguageSwitch />
        </div>
        <div className={styles.formWrap}>
          <div className={styles.card}>
            <h1 className={styles.title}>{t('auth:login.title')}</h1>
            <p className={styles.subtitle}>{t('auth:login.subtitle')}</p>
            <LoginForm />
          </div>
        </div>
      </main>
    </div>
  );
}
