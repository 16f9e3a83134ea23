import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link } from 'react-router';
import { useShellKind } from '../../../lib/platform/useShellKind';
import { BrandPanel, loginStyles as styles, LOGIN_PATH } from '../../auth';
import { LanguageSwitch } from '../../settings';
import layout from './PublicFormLayout.module.css';

export interface PublicFormLayoutProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** A wider card (the registration form). */
  wide?: boolean;
  /** Under the card's content; a link back to login unless given. */
  footer?: ReactNode;
  children: ReactNode;
}

/** The login page's frame for the other public account pages: brand, language, a card, back to login. */
export function PublicFormLayout({ title, subtitle, wide, footer, children }: PublicFormLayoutProps) {
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
          <div className={wide ? `${styles.card} ${layout.wide}` : styles.card}>
            <h1 className={styles.title} data-testid="public-title">
              {title}
            </h1>
            {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
            {children}
            <div className={layout.footer}>
              {footer ?? (
                <Link to={LOGIN_PATH} data-testid="back-to-login">
                  {t('account:backToLogin')}
                </Link>
              )}
            </div>
          </div>
        </div>
      </main>
    </div>
  );
}
