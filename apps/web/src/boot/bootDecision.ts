import { detectPlatform, resolveClientLanguage, type Language, type Shell } from '@fieldlink/domain';
import { hashQuery } from '../lib/platform/hashQuery';
import { shellFor } from '../lib/platform/shellFor';

/** The id of the static sign-in page that index.html carries (drawn before the app's code arrives). */
export const STATIC_LOGIN_ID = 'static-login';

/** The ids inside it that the boot script and the React form's takeover read. */
export const STATIC_LOGIN_IDS = {
  form: 'sl-form',
  userName: 'sl-userName',
  password: 'sl-password',
  remember: 'sl-remember',
  reveal: 'sl-reveal',
  submit: 'sl-submit',
  language: 'sl-language',
  register: 'sl-register',
} as const;

/**
 * The aria-label of a static element in a language, from its data-aria (JSON: one label per language,
 * or a pair for a toggle: not pressed, pressed).
 */
export function ariaLabel(dataAria: string, language: string, pressed: boolean): string {
  const labels = (JSON.parse(dataAria) as Record<string, string | string[]>)[language] ?? '';
  return Array.isArray(labels) ? (labels[pressed ? 1 : 0] ?? '') : labels;
}

/** What the boot script reads before the first frame. */
export interface BootInput {
  /** location.hash ("#/login?rederect=%2Fhome"). */
  hash: string;
  /** The stored login token (localStorage `token`), null when signed out. */
  token: string | null;
  /** The stored language choice (localStorage `language`). */
  storedLanguage: string | null;
  /** navigator.language. */
  browserLanguage: string;
  userAgent: string;
  /** window.innerWidth. */
  width: number;
  /** window.__wxjs_environment (the WeChat mini program's web view). */
  wxEnvironment?: string | undefined;
}

export interface BootDecision {
  /** Whether the static sign-in form is shown (html[data-boot="login"]); else it is hidden and the app draws alone. */
  staticLogin: boolean;
  /** The language the app will start in (main.tsx `initialLanguage`): html[lang]. */
  language: Language;
  /** The shell the app will draw (useShellKind): html[data-shell]. */
  shell: Shell;
}

/**
 * Whether a hash route is the sign-in page before the app runs: the sign-in itself, or the app's root
 * (which the route guard sends on to the sign-in when nobody is signed in). Any other route (a deep link,
 * a share link, a public screen, a QR repair page) draws the app alone.
 */
export function isStaticLoginRoute(hash: string): boolean {
  const path = hash.replace(/^#/, '').split('?')[0] ?? '';
  return path === '/login' || path === '' || path === '/';
}

/** The boot script's decision (index.html, before the first frame): the same rules as the app's first render. */
export function decideBoot(input: BootInput): BootDecision {
  const query = hashQuery(input.hash);
  const platform = detectPlatform({ userAgent: input.userAgent, wxEnvironment: input.wxEnvironment, query });
  return {
    staticLogin: input.token === null && isStaticLoginRoute(input.hash),
    language: resolveClientLanguage({
      stored: input.storedLanguage,
      browser: input.browserLanguage,
      appParameter: platform === 'app' ? query.get('Language') : null,
    }),
    shell: shellFor(input.width, input.userAgent),
  };
}
