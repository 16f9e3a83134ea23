import type { Language } from '@fieldlink/domain';
import type { i18n } from 'i18next';
import { EN_US } from './catalogs/en-US';
import { ZH_CN } from './catalogs/zh-CN';
import { applyDayjsLocale } from './dayjsLocale';
import { createI18n as createI18nOver, markFullCatalog } from './index';

/**
 * Both languages' catalogs at once: for the compiler (the key set), the tests and the benchmarks.
 * The app itself loads one language at a time, its first part before the first frame (`loadCatalog`)
 * and the rest with the shells (`ensureCatalog`, `CatalogGate`).
 */
export const RESOURCES = { 'zh-CN': ZH_CN, 'en-US': EN_US } as const;

/** An i18next instance holding both languages, ready at once (dayjs set to the language too). */
export function createI18n(language: Language): i18n {
  const instance = createI18nOver(language, RESOURCES);
  for (const each of Object.keys(RESOURCES) as Language[]) markFullCatalog(instance, each);
  applyDayjsLocale(language);
  return instance;
}
