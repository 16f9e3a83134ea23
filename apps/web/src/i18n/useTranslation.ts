import type { ParseKeys, TFunction } from 'i18next';
import { useTranslation as useNamespaces } from 'react-i18next';
import { NAMESPACES } from './index';

/** Every key of the catalogs: a `common` key ('actions.save') or 'namespace:key' ('alarms:title'). */
export type CatalogKey = ParseKeys<typeof NAMESPACES>;

/** The web's `t`: its keys are checked against the catalogs when the web compiles. */
export type Translate = TFunction<typeof NAMESPACES>;

/**
 * A key put together at run time from a literal prefix and a code (`alarms:levels` and the level). The
 * compiler cannot check it; `keysExist.test.ts` checks that its prefix is in both catalogs.
 */
export function builtKey(key: string): CatalogKey {
  return key as CatalogKey;
}

/**
 * The web's translation hook: `t` takes a `CatalogKey`; unknown keys do not compile. A key the catalogs
 * at hand do not hold yet is drawn blank, never raw (`createI18n`'s missing-key handler), and the
 * component draws again when the rest arrives (`bindI18nStore: 'added'`).
 */
export function useTranslation() {
  return useNamespaces(NAMESPACES);
}
