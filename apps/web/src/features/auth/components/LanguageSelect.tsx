import { LANGUAGES, type Language } from '@fieldlink/domain';
import { switchLanguage } from '../../../i18n';
import { useTranslation } from '../../../i18n/useTranslation';
import { useLanguage } from '../../../lib/language/useLanguage';
import { GlobeIcon } from '../../../ui/plainIcons';
import styles from './LanguageSelect.module.css';

/** The language switch of the sign-in page: the browser's own select (no component library), same behaviour as LanguageSwitch. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <label className={styles.wrap}>
      <GlobeIcon />
      <select
        className={styles.select}
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
