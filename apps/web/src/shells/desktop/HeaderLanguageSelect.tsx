import { LANGUAGES, type Language } from '@fieldlink/domain';
import { switchLanguage } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { useLanguage } from '../../lib/language/useLanguage';
import { GlobeIcon } from '../../ui/deskIcons';
import styles from './DesktopLayout.module.css';

/**
 * The header's language switch: the browser's own select, borderless like antd's, same behaviour as
 * `LanguageSwitch`. The sign-in page's `LanguageSelect` is its twin, kept apart so the sign-in page's
 * chunk is not split in two for the shell's sake.
 */
export function HeaderLanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <label className={styles.language}>
      <GlobeIcon />
      <select
        className={styles.languageSelect}
        data-testid="lang-switch"
        aria-label={t('common:language.label')}
        value={useLanguage()}
        onChange={(event) => void switchLanguage(i18n, event.target.value as Language)}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {t(`common:language.${language}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
