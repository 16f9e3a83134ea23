import { findPage, type Language } from '@fieldlink/domain';

/** A catalogue page's title in the given language (the page name when it is not catalogued). */
export function pageTitle(name: string, language: Language): string {
  return findPage(name)?.title[language] ?? name;
}
