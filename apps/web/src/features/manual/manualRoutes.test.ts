import { PAGES, type Shell } from '@fieldlink/domain';
import { describe, expect, it } from 'vitest';
import { PAGE_REGISTRY, SUB_PAGES, resolvePage } from '../../shells/pageRegistry';
import { MANUAL_SECTION_OF_PAGE, manualSectionOf } from './sections';

/**
 * The "?" of a shell's header opens `manualSectionOf(resolvePage(shell, pathname))`: every address a
 * shell draws must land on its own section, never on the introduction the "?" falls back to.
 */
const SHELLS: readonly Shell[] = ['desktop', 'mobile'];

describe.each(SHELLS)('the manual from every route of the %s shell', (shell) => {
  const pagePaths = Object.keys(PAGE_REGISTRY[shell]).flatMap((name) => {
    const path = PAGES.find((page) => page.name === name)?.paths[shell];
    return path ? [[name, path] as const] : [];
  });

  it('opens a section for every page of the catalogue this shell implements', () => {
    const missing = Object.keys(PAGE_REGISTRY[shell]).filter((name) => MANUAL_SECTION_OF_PAGE[name] === undefined);
    expect(missing).toEqual([]);
  });

  it.each(pagePaths)('%s at %s opens its section', (name, path) => {
    expect(resolvePage(shell, path)).toBe(name);
    expect(manualSectionOf(resolvePage(shell, path))).toBe(MANUAL_SECTION_OF_PAGE[name]);
  });

  it.each(SUB_PAGES[shell].map((sub) => [sub.path, sub.page] as const))('the sub-page %s opens the section of %s', (path, page) => {
    expect(resolvePage(shell, path)).toBe(page);
    expect(MANUAL_SECTION_OF_PAGE[page]).toBeDefined();
    expect(manualSectionOf(resolvePage(shell, path))).toBe(MANUAL_SECTION_OF_PAGE[page]);
  });
});
