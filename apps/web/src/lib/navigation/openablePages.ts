import { MENU_GROUPS, PAGES, type Language, type MenuGroup, type PageDef } from '@fieldlink/domain';

/**
 * The pages a user can open in a shell: allowed by the profile AND implemented by the shell's page
 * registry. Every menu, tile and link built from the catalogue goes through here, so a page the
 * shell has no screen for (desktop `configure_page`) is never offered and never
 * leads to the 404 page.
 */
export function openablePages(allowed: readonly string[], implemented: readonly string[]): string[] {
  const built = new Set(implemented);
  return allowed.filter((name) => built.has(name));
}

/** The phone's bottom tabs (spec §2 mobile shell): always a way in, so the management hub leaves them out. */
export const MOBILE_TAB_PAGES = ['home', 'item_page', 'workbench', 'settings_page'] as const;

export interface HubEntry {
  page: string;
  path: string;
  title: string;
}

export interface HubGroup {
  group: MenuGroup | 'other';
  /** The menu group's title; none for pages outside every group (the page names them from its catalog). */
  title: string | undefined;
  entries: HubEntry[];
}

/**
 * The phone's management hub (/administration/management): every page the user can open on the
 * phone that is not a tab, not opened from another page (hidden), and not the hub itself, grouped
 * like the desktop menu, in catalogue order.
 */
export function managementEntries(openable: readonly string[], language: Language, pages: readonly PageDef[] = PAGES): HubGroup[] {
  const can = new Set(openable);
  const skip = new Set<string>([...MOBILE_TAB_PAGES, 'management']);
  const groups = new Map<MenuGroup | 'other', HubGroup>();
  for (const page of pages) {
    const path = page.paths.mobile;
    if (!path || page.hidden || skip.has(page.name) || !can.has(page.name)) continue;
    const key = page.group ?? 'other';
    let group = groups.get(key);
    if (!group) {
      group = { group: key, title: key === 'other' ? undefined : MENU_GROUPS[key][language], entries: [] };
      groups.set(key, group);
    }
    group.entries.push({ page: page.name, path, title: page.title[language] });
  }
  return [...groups.values()];
}
