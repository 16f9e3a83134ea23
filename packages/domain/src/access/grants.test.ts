import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { allowedPages, can, effectivePermissions, mergeGrants, type Grants, type Principal } from './grants.js';
import { DEMO_HIDDEN_PAGES, PAGES, PERMISSION_KEYS, whitelistOf, type Shell } from './pages.js';

const SHELLS: Shell[] = ['desktop', 'mobile'];
const superUser: Principal = { grade: 0, demo: false, grants: {} };
const user = (grants: Grants = {}, demo = false): Principal => ({ grade: 2, demo, grants });
const pagesIn = (shell: Shell) => PAGES.filter((page) => page.paths[shell] !== undefined).map((page) => page.name);
const allKeysOnEveryPage: Grants = Object.fromEntries(PAGES.map((page) => [page.name, [...PERMISSION_KEYS]]));

describe('can', () => {
  it('grade 0 passes every key on every page, including unknown pages and demo-hidden ones', () => {
    for (const page of [...PAGES.map((p) => p.name), 'no-such-page', '']) {
      for (const key of PERMISSION_KEYS) expect(can(superUser, page, key)).toBe(true);
    }
    expect(can({ grade: 0, demo: true, grants: {} }, 'personnelManagement', 'delete')).toBe(true);
  });

  it('a user passes only the keys granted', () => {
    const principal = user({ deviceList: ['view'], templateConfiguration: ['view', 'edit'] });
    expect(can(principal, 'deviceList', 'view')).toBe(true);
    expect(can(principal, 'deviceList', 'export')).toBe(false);
    expect(can(principal, 'templateConfiguration', 'edit')).toBe(true);
    expect(can(principal, 'templateConfiguration', 'delete')).toBe(false);
    expect(can(principal, 'largeScreen', 'view')).toBe(false);
    expect(can(principal, 'no-such-page', 'view')).toBe(false);
    expect(can(user(), 'deviceList', 'view')).toBe(false);
  });

  it('a grade other than 0 is not a super user', () => {
    for (const grade of [1, -1, 99]) expect(can({ grade, demo: false, grants: {} }, 'deviceList', 'view')).toBe(false);
  });

  it("whitelisted pages (either shell) grant 'view' to everyone, and only 'view'", () => {
    const whitelisted = [...new Set([...whitelistOf('desktop'), ...whitelistOf('mobile')])];
    expect(whitelisted).toContain('workbench');
    for (const page of whitelisted) {
      expect(can(user(), page, 'view')).toBe(true);
      expect(can(user({}, true), page, 'view')).toBe(true);
    }
    expect(can(user(), 'orderReview', 'dispatch')).toBe(false);
    expect(can(user(), 'item_page', 'add')).toBe(false);
  });

  it.each(DEMO_HIDDEN_PAGES)('the demo account never gets %s, whatever its grants', (page) => {
    for (const key of PERMISSION_KEYS) {
      expect(can(user(allKeysOnEveryPage, true), page, key)).toBe(false);
      expect(can(user(allKeysOnEveryPage, false), page, key)).toBe(true);
    }
  });

  it('the demo account keeps its other grants', () => {
    expect(can(user({ deviceList: ['view', 'export'] }, true), 'deviceList', 'export')).toBe(true);
  });
});

describe('allowedPages', () => {
  it.each(SHELLS)('grade 0 gets every page of the %s shell and no other', (shell) => {
    expect(allowedPages(superUser, shell)).toEqual(pagesIn(shell));
  });

  it.each(SHELLS)('a user without grants gets exactly the %s whitelist', (shell) => {
    expect(allowedPages(user(), shell)).toEqual(whitelistOf(shell));
  });

  it('adds granted pages, only in shells where they have a path', () => {
    const principal = user({ shape: ['view'], operation_log: ['view'], management: ['view'] });
    const desktop = allowedPages(principal, 'desktop');
    const mobile = allowedPages(principal, 'mobile');
    expect(desktop).toContain('shape');
    expect(desktop).toContain('operation_log');
    expect(desktop).not.toContain('management');
    expect(desktop).not.toContain('workbench');
    expect(mobile).toContain('operation_log');
    expect(mobile).toContain('management');
    expect(mobile).toContain('workbench');
    expect(mobile).not.toContain('shape');
  });

  it('ignores a page granted an empty key list, and unknown pages', () => {
    const pages = allowedPages(user({ largeScreen: [], 'no-such-page': ['view'] }), 'desktop');
    expect(pages).toEqual(whitelistOf('desktop'));
  });

  it.each(SHELLS)('the demo account loses the hidden pages in the %s shell', (shell) => {
    const pages = allowedPages(user(allKeysOnEveryPage, true), shell);
    for (const hidden of DEMO_HIDDEN_PAGES) expect(pages).not.toContain(hidden);
    expect(pages).toEqual(pagesIn(shell).filter((name) => !DEMO_HIDDEN_PAGES.includes(name)));
  });

  it('a non-demo user with every grant gets every page of the shell', () => {
    for (const shell of SHELLS) expect(allowedPages(user(allKeysOnEveryPage), shell)).toEqual(pagesIn(shell));
  });

  it('property: whitelist always in, result always within the shell', () => {
    const pageNames = PAGES.map((page) => page.name);
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...pageNames, 'unknown'), fc.subarray([...PERMISSION_KEYS])),
        fc.boolean(),
        fc.constantFrom<Shell>('desktop', 'mobile'),
        (grants, demo, shell) => {
          const pages = allowedPages(user(grants, demo), shell);
          for (const name of whitelistOf(shell)) if (!(demo && DEMO_HIDDEN_PAGES.includes(name))) expect(pages).toContain(name);
          for (const name of pages) expect(pagesIn(shell)).toContain(name);
          if (demo) for (const name of DEMO_HIDDEN_PAGES) expect(pages).not.toContain(name);
        },
      ),
    );
  });
});

describe('effectivePermissions', () => {
  it('grade 0 gets every key of every page', () => {
    const out = effectivePermissions(superUser);
    expect(Object.keys(out)).toEqual(PAGES.map((page) => page.name));
    for (const page of PAGES) expect(out[page.name]).toEqual([...page.keys]);
  });

  it('drops keys the catalogue does not list for the page, and unknown pages', () => {
    const out = effectivePermissions(user({ deviceList: ['view', 'delete', 'export', 'bogus'], home: ['edit'], 'no-such-page': ['view'] }));
    expect(out).toEqual({ deviceList: ['view', 'export'] });
  });

  it('the demo account loses the hidden pages', () => {
    const out = effectivePermissions(user(allKeysOnEveryPage, true));
    for (const hidden of DEMO_HIDDEN_PAGES) expect(out[hidden]).toBeUndefined();
    expect(out.deviceList).toEqual(['view', 'export']);
  });

  it('a user with nothing granted gets nothing', () => {
    expect(effectivePermissions(user())).toEqual({});
  });
});

describe('mergeGrants', () => {
  it('unions keys per page and sorts them', () => {
    expect(
      mergeGrants([
        { deviceList: ['view'], home: ['view'] },
        { deviceList: ['export', 'view'], shape: ['edit', 'view'] },
        { deviceList: ['add'] },
      ]),
    ).toEqual({ deviceList: ['add', 'export', 'view'], home: ['view'], shape: ['edit', 'view'] });
  });

  it('no roles give no grants; duplicate keys in one role collapse', () => {
    expect(mergeGrants([])).toEqual({});
    expect(mergeGrants([{ home: ['view', 'view'] }])).toEqual({ home: ['view'] });
    expect(mergeGrants([{ home: [] }])).toEqual({ home: [] });
  });

  it('property: every input key is in the output, sorted and unique', () => {
    fc.assert(
      fc.property(
        fc.array(fc.dictionary(fc.constantFrom('home', 'deviceList', 'largeScreen'), fc.array(fc.constantFrom(...PERMISSION_KEYS)))),
        (roles) => {
          const merged = mergeGrants(roles);
          for (const role of roles) {
            for (const [page, keys] of Object.entries(role)) for (const key of keys) expect(merged[page]).toContain(key);
          }
          for (const keys of Object.values(merged)) {
            expect([...keys]).toEqual([...new Set(keys)].sort());
          }
        },
      ),
    );
  });
});
