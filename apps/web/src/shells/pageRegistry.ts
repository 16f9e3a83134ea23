import { pageByPath, type Shell } from '@fieldlink/domain';
import type { ComponentType } from 'react';
import { HomePage } from '../features/home/pages/HomePage';
import { ItemsPage } from '../features/items/pages/ItemsPage';
import { MyPage } from '../features/settings/pages/MyPage';
import { WorkbenchPage } from '../features/workbench/pages/WorkbenchPage';

/**
 * The catalogue pages this app implements, per shell. A page appears in the menu and can be
 * opened only when it is here and in the profile's pages; later features add their pages here.
 */
export const PAGE_REGISTRY: Record<Shell, Readonly<Record<string, ComponentType>>> = {
  desktop: { home: HomePage },
  mobile: { home: HomePage, item_page: ItemsPage, workbench: WorkbenchPage, settings_page: MyPage },
};

export function implementedPages(shell: Shell): string[] {
  return Object.keys(PAGE_REGISTRY[shell]);
}

/** The implemented page a path opens in a shell (undefined: unknown route). */
export function resolvePage(shell: Shell, pathname: string): string | undefined {
  const page = pageByPath(shell, pathname);
  return page && PAGE_REGISTRY[shell][page.name] ? page.name : undefined;
}

/**
 * The catalogue page a path opens in a shell, implemented or not: the guard sends a page the user
 * may not open to /401 even before this app implements it (the shell then shows 404 for it).
 */
export function catalogPageAt(shell: Shell, pathname: string): string | undefined {
  return pageByPath(shell, pathname)?.name;
}
