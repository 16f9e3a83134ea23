import { describe, expect, it } from 'vitest';
import {
  DEMO_HIDDEN_PAGES,
  MENU_GROUPS,
  PAGES,
  PERMISSION_KEYS,
  allPageNames,
  findPage,
  isPermissionKey,
  pageByPath,
  whitelistOf,
  type Shell,
} from './pages.js';

const SHELLS: Shell[] = ['desktop', 'mobile'];

describe('page catalogue', () => {
  it('page names are unique', () => {
    const names = PAGES.map((page) => page.name);
    expect(new Set(names).size).toBe(names.length);
    expect(allPageNames()).toEqual(names);
  });

  it.each(PAGES.map((page) => [page.name, page] as const))('%s is well formed', (_name, page) => {
    expect(page.name.trim()).not.toBe('');
    expect(page.title['zh-CN'].trim()).not.toBe('');
    expect(page.title['en-US'].trim()).not.toBe('');
    expect(page.keys.length).toBeGreaterThan(0);
    expect(page.keys).toContain('view');
    expect(new Set(page.keys).size).toBe(page.keys.length);
    for (const key of page.keys) expect(PERMISSION_KEYS).toContain(key);
    if (page.group !== undefined) expect(Object.keys(MENU_GROUPS)).toContain(page.group);
    const paths = Object.values(page.paths);
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) expect(path).toMatch(/^\//);
    for (const shell of page.whitelist ?? []) expect(page.paths[shell]).toBeDefined();
    expect(findPage(page.name)).toBe(page);
  });

  it.each(SHELLS)('paths are unique in the %s shell and find their page', (shell) => {
    const paths = PAGES.flatMap((page) => (page.paths[shell] === undefined ? [] : [page.paths[shell]]));
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of PAGES) {
      const path = page.paths[shell];
      if (path !== undefined) expect(pageByPath(shell, path)?.name).toBe(page.name);
    }
  });

  it('every menu group has both titles', () => {
    for (const titles of Object.values(MENU_GROUPS)) {
      expect(titles['zh-CN'].trim()).not.toBe('');
      expect(titles['en-US'].trim()).not.toBe('');
    }
  });

  it('demo-hidden pages exist in the catalogue', () => {
    for (const name of DEMO_HIDDEN_PAGES) expect(findPage(name)).toBeDefined();
  });

  it('permission keys are unique and recognised', () => {
    expect(new Set(PERMISSION_KEYS).size).toBe(PERMISSION_KEYS.length);
    for (const key of PERMISSION_KEYS) expect(isPermissionKey(key)).toBe(true);
    for (const value of ['View', 'remove', '', 'toString', 1, null]) expect(isPermissionKey(value)).toBe(false);
  });

  it('looks up unknown names and paths as undefined', () => {
    expect(findPage('nope')).toBeUndefined();
    expect(findPage('toString')).toBeUndefined();
    expect(pageByPath('desktop', '/nope')).toBeUndefined();
    expect(pageByPath('mobile', '/shape')).toBeUndefined();
    expect(pageByPath('desktop', '/largeScreen')?.name).toBe('largeScreen');
    expect(pageByPath('mobile', '/largeNewScreen/large_list')?.name).toBe('large_list');
  });

  it('whitelists by shell', () => {
    expect(whitelistOf('desktop')).toEqual([
      'home',
      'item_page',
      'item_query',
      'orderReview',
      'myOrder',
      'application_for_repair',
      'maintain_list',
      'partsApplication',
      'history',
      'settings_page',
    ]);
    expect(whitelistOf('mobile')).toEqual([
      'home',
      'item_page',
      'item_query',
      'orderReview',
      'myOrder',
      'application_for_repair',
      'maintain_list',
      'partsApplication',
      'workbench',
      'history',
      'management',
      'settings_page',
    ]);
  });
});
