import { PAGES, allowedPages } from '@fieldlink/domain';
import { describe, expect, it } from 'vitest';
import { buildMenu, type MenuEntry } from './desktop/menuModel';
import { MOBILE_TAB_PAGES, managementEntries, openablePages } from '../lib/navigation/openablePages';
import { WORKBENCH_ENTRIES } from '../features/workbench/utils/workbenchEntries';
import { implementedPages } from './pageRegistry';

const superUser = { grade: 0, demo: false, grants: {} };
const names = (entries: MenuEntry[]): string[] =>
  entries.flatMap((entry) => (entry.kind === 'group' ? names(entry.children) : [entry.key]));

/** What the shells offer with the real catalogue and registry: never a page without a screen. */
describe('pages the shells offer', () => {
  it('leaves the desktop pages without a screen out of the menu', () => {
    const shown = names(buildMenu(allowedPages(superUser, 'desktop'), implementedPages('desktop'), 'en-US'));
    expect(shown).not.toContain('largeScreen');
    expect(shown).toContain('configure_page');
    expect(shown).toContain('velvetRoomConfiguration');
    expect(shown).toContain('deviceList');
    for (const name of shown) expect(implementedPages('desktop')).toContain(name);
  });

  it('offers the view designer under configure on the desktop only', () => {
    const menu = buildMenu(allowedPages(superUser, 'desktop'), implementedPages('desktop'), 'en-US');
    const configure = menu.find((entry) => entry.kind === 'group' && entry.group === 'configure');
    expect(configure?.kind === 'group' && configure.children.map((entry) => entry.key)).toContain('shape');
    expect(implementedPages('mobile')).not.toContain('shape');
    const withoutShape = { grade: 2, demo: false, grants: { item_page: ['view' as const] } };
    expect(names(buildMenu(allowedPages(withoutShape, 'desktop'), implementedPages('desktop'), 'en-US'))).not.toContain('shape');
  });

  it('builds every phone page of the catalogue but none of the desktop-only ones', () => {
    const phone = PAGES.filter((page) => page.paths.mobile).map((page) => page.name);
    expect(phone.filter((name) => !implementedPages('mobile').includes(name))).toEqual([]);
  });

  const principals = {
    'the super user': superUser,
    'a user without grants': { grade: 2, demo: false, grants: {} },
    'an analyst': { grade: 2, demo: false, grants: { valueChangeLog: ['view'], operation_log: ['view'], AssessmentRule: ['view'] } },
  };
  it.each(Object.entries(principals))(
    'gives every phone page a way in for %s: a tab, a workbench tile, the management hub or the page it is opened from',
    (_name, principal) => {
      const openable = openablePages(allowedPages(principal, 'mobile'), implementedPages('mobile'));
      expect(openable).toContain('management');
      const tiles = WORKBENCH_ENTRIES.filter((entry) => !entry.path).map((entry) => entry.page);
      const hub = managementEntries(openable, 'en-US').flatMap((group) => group.entries.map((entry) => entry.page));
      const hidden = PAGES.filter((page) => page.hidden).map((page) => page.name);
      const reachable = new Set<string>([...MOBILE_TAB_PAGES, ...tiles, ...hub, ...hidden]);
      expect(openable.filter((name) => !reachable.has(name))).toEqual([]);
      expect(tiles).toContain('management');
    },
  );
});
