import { SUPER_USER_GRADE, type Profile } from '@fieldlink/domain';
import dayjs from 'dayjs';
import { useTranslation } from '../../../i18n/useTranslation';
import { useShellKind } from '../../../lib/platform/useShellKind';
import styles from './home.module.css';

/** Greets the user by name, with the company and today's date. */
export function WelcomeCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const compact = useShellKind() === 'mobile';
  const initial = profile.userName.slice(0, 1).toUpperCase();
  return (
    <section data-testid="home-welcome" className={`${styles.card} ${styles.welcome} ${compact ? styles.compact : ''}`}>
      <span className={styles.avatar} aria-hidden="true">
        {profile.avatarUrl ? <img src={profile.avatarUrl} alt="" /> : initial}
      </span>
      <div style={{ minWidth: 0, flex: 1 }}>
        <h5 className={`${styles.welcomeTitle} ${styles.ellipsis}`}>
          {t('home:welcome', { name: profile.userName })}
          {profile.demo && <span className={styles.demoTag}>{t('home:demo')}</span>}
        </h5>
        <span className={styles.welcomeLine}>
          {(profile.companyName ?? t(profile.grade === SUPER_USER_GRADE ? 'home:allCompanies' : 'home:noCompany')) +
            ' · ' +
            t('home:today', { date: dayjs().format(t('home:dateFormat')) })}
        </span>
      </div>
    </section>
  );
}
