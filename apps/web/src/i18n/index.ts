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

/**
 * The parts of a language's catalogs after the first: `shell`, what the shells and the home draw with
 * (`catalogs/<lang>.shell.ts`), and `all`, every namespace (`catalogs/<lang>.ts`, which holds the shell
 * part's chunk too). Each is a chunk per language.
 */
export type CatalogPart = 'shell' | 'all';

function loadPart(language: Language, part: CatalogPart): Promise<Catalog> {
  if (part === 'shell')
    return language === 'en-US'
      ? import('./catalogs/en-US.shell').then((m) => m.EN_US_SHELL)
      : import('./catalogs/zh-CN.shell').then((m) => m.ZH_CN_SHELL);
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
    // Until all of the language's catalogs are in (the shells and the home draw with a part of them,
    // `CatalogGate`), a key the catalogs at hand lack is never shown raw: its text is blank and the rest is
    // asked for. Components draw again when a part of the catalogs arrives.
    parseMissingKeyHandler: (key: string, defaultValue?: string) => {
      if (defaultValue !== undefined) return defaultValue;
      const current = currentLanguage(instance);
      if (hasFullCatalog(instance, current)) return key;
      void ensureCatalog(instance, current).catch(() => undefined);
      return '';
    },
    react: { bindI18nStore: 'added' },
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
 * The parts of the catalogs an instance holds, and the loads under way, by the instance's resource
 * store: react-i18next hands each component its own wrapper of the instance, never the instance
 * itself, and every wrapper shares the store.
 */
type PartKey = `${Language} ${CatalogPart}`;
const complete = new WeakMap<object, Set<PartKey>>();
const loading = new WeakMap<object, Map<PartKey, Promise<void>>>();

function markPart(instance: i18n, language: Language, part: CatalogPart): void {
  const parts = new Set(complete.get(instance.store)).add(`${language} ${part}`);
  // All of a language's catalogs hold its shell part.
  if (part === 'all') parts.add(`${language} shell`);
  complete.set(instance.store, parts);
}

/** Records that the instance was made with all of a language's catalogs (tests, benchmarks). */
export function markFullCatalog(instance: i18n, language: Language): void {
  markPart(instance, language, 'all');
}

/** Whether the instance holds a part of a language's catalogs (by default all of them, not only the first part). */
export function hasFullCatalog(instance: i18n, language: Language, part: CatalogPart = 'all'): boolean {
  return complete.get(instance.store)?.has(`${language} ${part}`) ?? false;
}

/**
 * Adds a part of a language's catalogs to the instance (by default all of them) unless it has it
 * already, and sets dayjs to the language (dayjs and its locales come with this, not with the sign-in
 * page). One load per instance, language and part however many ask (the same promise); a failed load
 * is tried again by the next.
 */
export function ensureCatalog(instance: i18n, language: Language, part: CatalogPart = 'all'): Promise<void> {
  const pending = loading.get(instance.store) ?? new Map<PartKey, Promise<void>>();
  loading.set(instance.store, pending);
  const key: PartKey = `${language} ${part}`;
  let load = pending.get(key);
  if (!load) {
    load = Promise.all([loadPart(language, part), import('./dayjsLocale')]).then(([catalog, dates]) => {
      for (const [namespace, resources] of Object.entries(catalog)) instance.addResourceBundle(language, namespace, resources, true, true);
      markPart(instance, language, part);
      dates.applyDayjsLocale(language);
    });
    load.catch(() => pending.delete(key));
    pending.set(key, load);
  }
  return load;
}

export function currentLanguage(instance: i18n): Language {
  return isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
}
