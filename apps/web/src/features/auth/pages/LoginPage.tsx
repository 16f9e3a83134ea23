import { useTranslation } from '../../../i18n/useTranslation';
import { Link } from 'react-router';
import { useShellKind } from '../../../lib/platform/useShellKind';
import { LanguageSelect } from '../components/LanguageSelect';
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
          <LanguageSelect />
        </div>
        <div className={styles.formWrap}>
          <div className={styles.card}>
            <h1 className={styles.title}>{t('auth:login.title')}</h1>
            <p className={styles.subtitle}>{t('auth:login.subtitle')}</p>
            <LoginForm />
            <div className={styles.links}>
              <Link to="/forget_validate" data-testid="login-forgot">
                {t('auth:login.forgot')}
              </Link>
              <Link to="/find_username" data-testid="login-find-username">
                {t('auth:login.findUserName')}
              </Link>
              <Link to={compact ? '/mobile_registration' : '/register'} data-testid="login-register">
                {t('auth:login.register')}
              </Link>
            </div>
          </div>
        </div>
      </main>
    </div>
  );
}
