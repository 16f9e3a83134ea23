import { useTranslation } from '../../../i18n/useTranslation';
import { QuestionCircleIcon } from '../../../ui/deskIcons';
import { manualHref, manualSectionOf } from '../sections';
import styles from './ManualLink.module.css';

/** The "?" of a page's header: opens the manual's section for the page on screen in a new tab (a plain link: the desk shell draws without antd). */
export function ManualLink({ pageName }: { pageName: string | undefined }) {
  const { t } = useTranslation();
  const section = manualSectionOf(pageName);
  return (
    <a
      className={styles.link}
      href={manualHref(section)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('manual:open')}
      title={t('manual:open')}
      data-testid="manual-link"
      data-section={section}
    >
      <QuestionCircleIcon />
    </a>
  );
}
