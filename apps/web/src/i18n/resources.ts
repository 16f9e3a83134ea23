import type { Language } from '@fieldlink/domain';
import type { i18n } from 'i18next';
import { EN_US } from './catalogs/en-US';
import { ZH_CN } from './catalogs/zh-CN';
import { createI18n as createI18nOver } from './index';

/**
 * Both languages' catalogs at once: for the compiler (the key set), the tests and the benchmarks.
 * The app itself loads one language at a time (`loadCatalog`).
 */
export const RESOURCES = { 'zh-CN': ZH_CN, 'en-US': EN_US } as const;

/** An i18next instance holding both languages, ready at once. */
export function createI18n(language: Language): i18n {
  return createI18nOver(language, RESOURCES);
}
