import { LANGUAGES, MENU_GROUPS, PAGES, type Language } from '@fieldlink/domain';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../i18n/resources';
import { manualSource } from './content';
import { MANUAL_SECTIONS } from './sections';

/** Every word the app shows in a language: its catalogs' texts, page titles and menu groups. */
function labelsOf(language: Language): Set<string> {
  const labels = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') labels.add(value.trim());
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(RESOURCES[language]);
  for (const page of PAGES) labels.add(page.title[language]);
  for (const group of Object.values(MENU_GROUPS)) labels.add(group[language]);
  return labels;
}

// Issue 37 item 13: the manual's words for a button, field or menu must be the words the app shows.
// The manual sets a label it cites in bold (a menu path as "group → page"); what is not a label is not bold.
describe('the manual cites the app’s own labels', () => {
  it.each(LANGUAGES)('in %s every bold word is a label of the app', (language) => {
    const labels = labelsOf(language);
    const unknown: string[] = [];
    for (const section of MANUAL_SECTIONS) {
      for (const match of (manualSource(language, section) ?? '').matchAll(/\*\*([^*]+)\*\*/g)) {
        const parts = match[1]!.split(' → ').map((part) => part.trim());
        if (parts.some((part) => !labels.has(part))) unknown.push(`${section}: ${match[1]}`);
      }
    }
    expect(unknown).toEqual([]);
  });

  it.each(LANGUAGES)('in %s a menu path names the group its page sits in', (language) => {
    const misplaced: string[] = [];
    for (const section of MANUAL_SECTIONS) {
      for (const match of (manualSource(language, section) ?? '').matchAll(/\*\*([^*]+)\*\*/g)) {
        const [group, title] = match[1]!.split(' → ').map((part) => part.trim());
        // Two pages may share a title (the reports of configuration and of data analysis): one of them sits there.
        const pages = PAGES.filter((candidate) => candidate.title[language] === title);
        const named = Object.values(MENU_GROUPS).some((candidate) => candidate[language] === group);
        if (named && pages.length > 0 && !pages.some((page) => page.group && MENU_GROUPS[page.group][language] === group))
          misplaced.push(`${section}: ${match[1]}`);
      }
    }
    expect(misplaced).toEqual([]);
  });
});
