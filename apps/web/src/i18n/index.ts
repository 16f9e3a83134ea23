import { DEFAULT_LANGUAGE, LANGUAGES, MESSAGES, isLanguage, type Language } from '@fieldlink/domain';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { clientStorage } from '../lib/storage/clientStorage';
import enAuth from './en-US/auth.json';
import enCommon from './en-US/common.json';
import enErrors from './en-US/errors.json';
import enHome from './en-US/home.json';
import enMobile from './en-US/mobile.json';
import enShell from './en-US/shell.json';
import zhAuth from './zh-CN/auth.json';
import zhCommon from './zh-CN/common.json';
import zhErrors from './zh-CN/errors.json';
import zhHome from './zh-CN/home.json';
import zhMobile from './zh-CN/mobile.json';
import zhShell from './zh-CN/shell.json';

/** Catalogs per language; `messages` is the domain's error and validation text. */
export const RESOURCES = {
  'zh-CN': {
    common: zhCommon,
    auth: zhAuth,
    shell: zhShell,
    home: zhHome,
    errors: zhErrors,
    mobile: zhMobile,
    messages: MESSAGES['zh-CN'],
  },
  'en-US': {
    common: enCommon,
    auth: enAuth,
    shell: enShell,
    home: enHome,
    errors: enErrors,
    mobile: enMobile,
    messages: MESSAGES['en-US'],
  },
} as const;

export const NAMESPACES = ['common', 'auth', 'shell', 'home', 'errors', 'mobile', 'messages'] as const;

const DAYJS_LOCALE: Record<Language, string> = { 'zh-CN': 'zh-cn', 'en-US': 'en' };

export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: RESOURCES,
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
  await instance.changeLanguage(language);
}

export function currentLanguage(instance: i18n): Language {
  return isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
}
