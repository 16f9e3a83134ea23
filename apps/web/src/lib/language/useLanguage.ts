import type { Language } from '@fieldlink/domain';
import { useTranslation } from '../../i18n/useTranslation';
import { currentLanguage } from '../../i18n';

/** The app's current language (zh-CN when i18next holds anything else); a language switch re-renders. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return currentLanguage(i18n);
}
