import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '@fieldlink/domain';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { clientStorage } from '../lib/storage/clientStorage';

/** One language's catalogs by namespace (`catalogs/zh-CN.ts`, `catalogs/en-US.ts`). */
export type Catalog = Readonly<Record<string, object>>;

/**
 * A language's catalogs, each language its own chunk: the app loads the one it runs in before its
 * first frame, and the other only when the user switches to it.
 */
export function loadCatalog(language: Language): Promise<Catalog> {
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

const DAYJS_LOCALE: Record<Language, string> = { 'zh-CN': 'zh-cn', 'en-US': 'en' };

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
  dayjs.locale(DAYJS_LOCALE[language]);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Switches the whole app's language and remembers the choice. */
export async function switchLanguage(instance: i18n, language: Language): Promise<void> {
  clientStorage.set('language', language);
  applyLanguageSideEffects(language);
  await ensureCatalog(instance, language);
  await instance.changeLanguage(language);
}

/** Adds a language's catalogs to the instance unless it has them already. */
export async function ensureCatalog(instance: i18n, language: Language): Promise<void> {
  if (instance.hasResourceBundle(language, 'common')) return;
  const catalog = await loadCatalog(language);
  for (const [namespace, resources] of Object.entries(catalog)) instance.addResourceBundle(language, namespace, resources, true, true);
}

export function currentLanguage(instance: i18n): Language {
  return isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
}
