import { MENU_GROUPS, PAGES, type Language, type MenuGroup, type PageDef } from '@fieldlink/domain';
import { openablePages } from '../../lib/navigation/openablePages';

export type MenuEntry =
  | { kind: 'page'; key: string; label: string; path: string }
  | { kind: 'group'; key: string; group: MenuGroup; label: string; children: MenuEntry[] };

/**
 * The side menu: catalogue pages (in catalogue order) that the profile allows, the app
 * implements, have a desktop path and are not hidden; grouped by MENU_GROUPS.
 */
export function buildMenu(
  allowed: readonly string[],
  implemented: readonly string[],
  language: Language,
  pages: readonly PageDef[] = PAGES,
): MenuEntry[] {
  const openable = new Set(openablePages(allowed, implemented));
  const entries: MenuEntry[] = [];
  const groups = new Map<MenuGroup, Extract<MenuEntry, { kind: 'group' }>>();
  for (const page of pages) {
    const path = page.paths.desktop;
    if (!path || page.hidden || !openable.has(page.name)) continue;
    const entry: MenuEntry = { kind: 'page', key: page.name, label: page.title[language], path };
    if (!page.group) {
      entries.push(entry);
      continue;
    }
    let group = groups.get(page.group);
    if (!group) {
      group = { kind: 'group', key: `group:${page.group}`, group: page.group, label: MENU_GROUPS[page.group][language], children: [] };
      groups.set(page.group, group);
      entries.push(group);
    }
    group.children.push(entry);
  }
  return entries;
}
