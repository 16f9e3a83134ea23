import type { ParseKeys, TFunction, TOptions } from 'i18next';
import { useMemo } from 'react';
import { useTranslation as useNamespaces } from 'react-i18next';
import { NAMESPACES, currentLanguage, ensureCatalog, hasFullCatalog } from './index';

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
 * The web's translation hook: `t` takes a `CatalogKey`; unknown keys do not compile. Until all of the
 * language's catalogs are in (the shells and the home draw with a part of them, `CatalogGate`), a key
 * the catalogs at hand do not hold is never shown raw: its text is blank, the rest is asked for, and
 * the component draws again when it arrives (`bindI18nStore: 'added'`).
 */
export function useTranslation() {
  const result = useNamespaces(NAMESPACES);
  const { t, i18n } = result;
  const language = currentLanguage(i18n);
  const complete = hasFullCatalog(i18n, language);
  const guarded = useMemo(() => {
    if (complete) return t;
    const translate = t as unknown as (...args: unknown[]) => unknown;
    return ((...args: unknown[]) => {
      const [key, options] = args;
      const known =
        typeof options === 'object' && options !== null ? i18n.exists(key as string, options as TOptions) : i18n.exists(key as string);
      if (typeof key === 'string' && typeof options !== 'string' && !hasFullCatalog(i18n, language) && !known) {
        void ensureCatalog(i18n, language).catch(() => undefined);
        return '';
      }
      return translate(...args);
    }) as unknown as typeof t;
  }, [t, i18n, language, complete]);
  return complete
    ? result
    : (Object.assign([guarded, result[1], result[2]], { t: guarded, i18n: result.i18n, ready: result.ready }) as typeof result);
}
