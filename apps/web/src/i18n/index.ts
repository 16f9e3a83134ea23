import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '@fieldlink/domain';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { clientStorage } from '../lib/storage/clientStorage';

/** One language's catalogs by namespace (`catalogs/zh-CN.ts`, `catalogs/en-US.ts`). */
export type Catalog = Readonly<Record<string, object>>;

/**
 * The first part of a language's catalogs (the sign-in page's namespaces and the core messages), its
 * own chunk per language: the app loads the one it runs in before its first frame.
 */
export function loadCatalog(language: Language): Promise<Catalog> {
  const first =
    language === 'en-US'
      ? import('./catalogs/en-US.first').then((m) => m.EN_US_FIRST)
      : import('./catalogs/zh-CN.first').then((m) => m.ZH_CN_FIRST);
  // A copy: i18next merges the rest into the objects it was given, which are the modules' own.
  return first.then((catalog) => structuredClone(catalog));
}

/** All of a language's catalogs (the first part included), a chunk per language. */
function loadFullCatalog(language: Language): Promise<Catalog> {
  return language === 'en-US' ? import('./catalogs/en-US').then((m) => m.EN_US) : import('./catalogs/zh-CN').then((m) => m.ZH_CN);
}

export const NAMESPACES = [
  'common',
  'auth',
  'shell',
  'home',
  'errors',
  'mobile',
  'access',
  'users',
  'roles',
  'customers',
  'regions',
  'audit',
  'account',
  'notices',
  'projects',
  'devices',
  'points',
  'monitoring',
  'history',
  'spareParts',
  'assessment',
  'workOrders',
  'maintenance',
  'alarms',
  'inbox',
  'reports',
  'scada',
  'scadaEditor',
  'screens',
  'recipes',
  'automation',
  'shares',
  'clientErrors',
  'chargingRooms',
  'simCards',
  'production',
  'installments',
  'remoteAccess',
  'gps',
  'xdata',
  'configuration',
  'manual',
  'reliability',
  'messages',
] as const;

/** An i18next instance over the catalogs at hand (the running language's at least). */
export function createI18n(language: Language, catalogs: Partial<Record<Language, Catalog>>): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: catalogs,
    partialBundledLanguages: true,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    // Keys like 'validation.required' in `messages` are flat: do not split them on dots there.
    keySeparator: '.',
    nsSeparator: ':',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  applyLanguageSideEffects(language);
  return instance;
}

function applyLanguageSideEffects(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Switches the whole app's language and remembers the choice. */
export async function switchLanguage(instance: i18n, language: Language): Promise<void> {
  clientStorage.set('language', language);
  applyLanguageSideEffects(language);
  await ensureCatalog(instance, language);
  (await import('./dayjsLocale')).applyDayjsLocale(language);
  await instance.changeLanguage(language);
}

/**
 * The languages whose full catalogs an instance holds, and the loads under way, by the instance's
 * resource store: react-i18next hands each component its own wrapper of the instance, never the
 * instance itself, and every wrapper shares the store.
 */
const complete = new WeakMap<object, Set<Language>>();
const loading = new WeakMap<object, Map<Language, Promise<void>>>();

/** Records that the instance was made with all of a language's catalogs (tests, benchmarks). */
export function markFullCatalog(instance: i18n, language: Language): void {
  complete.set(instance.store, new Set(complete.get(instance.store)).add(language));
}

/** Whether the instance holds all of a language's catalogs (not only the first part). */
export function hasFullCatalog(instance: i18n, language: Language): boolean {
  return complete.get(instance.store)?.has(language) ?? false;
}

/**
 * Adds all of a language's catalogs to the instance unless it has them already, and sets dayjs to
 * the language (dayjs and its locales come with this, not with the sign-in page). One load per
 * instance and language however many ask (the same promise); a failed load is tried again by the next.
 */
export function ensureCatalog(instance: i18n, language: Language): Promise<void> {
  const pending = loading.get(instance.store) ?? new Map<Language, Promise<void>>();
  loading.set(instance.store, pending);
  let load = pending.get(language);
  if (!load) {
    load = Promise.all([loadFullCatalog(language), import('./dayjsLocale')]).then(([catalog, dates]) => {
      for (const [namespace, resources] of Object.entries(catalog)) instance.addResourceBundle(language, namespace, resources, true, true);
      markFullCatalog(instance, language);
      dates.applyDayjsLocale(language);
    });
    load.catch(() => pending.delete(language));
    pending.set(language, load);
  }
  return load;
}

export function currentLanguage(instance: i18n): Language {
  return isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
}
