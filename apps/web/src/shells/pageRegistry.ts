import { pageByPath, type Shell } from '@fieldlink/domain';
import type { ComponentType } from 'react';
import { OperationLogPage } from '../features/audit/pages/OperationLogPage';
import { UserLogPage } from '../features/audit/pages/UserLogPage';
import { CustomersPage } from '../features/customers/pages/CustomersPage';
import { HomePage } from '../features/home/pages/HomePage';
import { ItemsPage } from '../features/items/pages/ItemsPage';
import { RegionsPage } from '../features/regions/pages/RegionsPage';
import { RolePermissionPage } from '../features/roles/pages/RolePermissionPage';
import { RolesPage } from '../features/roles/pages/RolesPage';
import { MyPage } from '../features/settings/pages/MyPage';
import { UsersPage } from '../features/users/pages/UsersPage';
import { WorkbenchPage } from '../features/workbench/pages/WorkbenchPage';

/**
 * The catalogue pages this app implements, per shell. A page appears in the menu and can be
 * opened only when it is here and in the profile's pages; later features add their pages here.
 */
export const PAGE_REGISTRY: Record<Shell, Readonly<Record<string, ComponentType>>> = {
  desktop: {
    home: HomePage,
    // Access control, customers and logs: desktop-only administration pages.
    regionManagement: RegionsPage,
    customerManagement: CustomersPage,
    personnelManagement: UsersPage,
    rbac_role_page: RolesPage,
    'role-permission': RolePermissionPage,
    operation_log: OperationLogPage,
    user_log: UserLogPage,
  },
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
