export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Maps a loose tag ("en", "en-GB", "zh", "zh-Hans-CN") to one of ours, or undefined. */
export function matchLanguage(tag: string | null | undefined): Language | undefined {
  if (!tag) return undefined;
  const lower = tag.trim().toLowerCase();
  if (lower.startsWith('zh')) return 'zh-CN';
  if (lower.startsWith('en')) return 'en-US';
  return undefined;
}

/**
 * The language of a request from its Accept-Language header: the first supported entry by
 * quality, else zh-CN (docs/API.md: default zh-CN).
 */
export function languageFromAcceptHeader(header: string | null | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag, quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const entry of ranked) {
    const language = matchLanguage(entry.tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

export interface ClientLanguageHints {
  /** The language the user chose before, from local storage. */
  stored?: string | null | undefined;
  /** navigator.language. */
  browser?: string | null | undefined;
  /** The `Language` query parameter an app wrapper passes in the hash route. */
  appParameter?: string | null | undefined;
}

/**
 * The web app's language (spec §1): the stored setting, else the browser language when it is
 * zh-CN or en-US, else the app wrapper's Language parameter, else zh-CN.
 */
export function resolveClientLanguage({ stored, browser, appParameter }: ClientLanguageHints): Language {
  if (isLanguage(stored)) return stored;
  if (isLanguage(browser)) return browser;
  return matchLanguage(appParameter) ?? DEFAULT_LANGUAGE;
}
