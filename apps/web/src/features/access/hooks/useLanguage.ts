import { isLanguage, type Language } from '@fieldlink/domain';
import { useTranslation } from 'react-i18next';

/** The app's current language. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'zh-CN';
}
