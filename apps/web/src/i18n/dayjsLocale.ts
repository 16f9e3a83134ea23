import type { Language } from '@fieldlink/domain';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

const DAYJS_LOCALE: Record<Language, string> = { 'zh-CN': 'zh-cn', 'en-US': 'en' };

/** Dates formatted by dayjs in the app's language (loaded with the full catalogs, `ensureCatalog`). */
export function applyDayjsLocale(language: Language): void {
  dayjs.locale(DAYJS_LOCALE[language]);
}
