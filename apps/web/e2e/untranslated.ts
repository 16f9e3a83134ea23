import fs from 'node:fs';
import path from 'node:path';

/** The web catalogs' namespaces (src/i18n/en-US/*.json) and the domain's `messages`. */
export const NAMESPACES: readonly string[] = [
  ...fs
    .readdirSync(path.join(import.meta.dirname, '..', 'src', 'i18n', 'en-US'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, '')),
  'messages',
];

/** Last parts of dotted words that are not keys: file types, top-level domains. */
const NOT_KEY_ENDINGS = new Set([
  'xlsx',
  'xls',
  'csv',
  'json',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'svg',
  'pdf',
  'txt',
  'js',
  'html',
  'com',
  'cn',
  'org',
  'net',
  'io',
  'example',
  'local',
  'dev',
]);

/**
 * Words of visible text that look like an i18n key nobody translated: `namespace:some.key` (a known
 * namespace, with or without dots) or `some.key` (identifiers joined by dots, starting with a
 * lower-case letter). E-mail addresses, web addresses, versions, numbers and file names are not keys.
 */
export function untranslatedKeys(text: string): string[] {
  const found = new Set<string>();
  // ASCII colons stay inside words (namespace:key); leading and trailing punctuation is trimmed.
  for (const word of text.split(/[\s,;()[\]{}<>"'\u201C\u201D\u2018\u2019\uFF0C\u3002\uFF1B\uFF1A\uFF08\uFF09\u3001]+/u)) {
    const token = word.replace(/^[^A-Za-z]+|[^A-Za-z0-9_]+$/g, '');
    if (!token || token.includes('@') || token.includes('/') || /^www\./i.test(token)) continue;
    const namespaced = /^([A-Za-z]+):([A-Za-z][\w.-]*)$/.exec(token);
    if (namespaced) {
      if (NAMESPACES.includes(namespaced[1]!)) found.add(token);
      continue;
    }
    // Each part an identifier of two characters or more ("e.g." is no key).
    if (!/^[a-z][A-Za-z0-9_]+(\.[A-Za-z_][A-Za-z0-9_]+)+$/.test(token)) continue;
    if (NOT_KEY_ENDINGS.has(token.split('.').pop()!.toLowerCase())) continue;
    found.add(token);
  }
  return [...found];
}
