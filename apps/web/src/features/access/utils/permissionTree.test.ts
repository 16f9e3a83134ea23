import { PAGES } from '@fieldlink/domain';
import { describe, expect, it } from 'vitest';
import { buildPermissionTree, checkedKeysOf, permissionsOf, type PermissionCatalogEntry } from './permissionTree';

const catalog: PermissionCatalogEntry[] = PAGES.map((page) => ({
  page: page.name,
  keys: [...page.keys],
  title: page.title,
  group: page.group ?? null,
}));

describe('permission tree', () => {
  it('groups pages under the menu groups, in the chosen language, with translated keys', () => {
    const tree = buildPermissionTree(catalog, 'en-US', (key) => `#${key}`);
    expect(tree[0]).toMatchObject({ key: 'page/home', title: 'Home', children: [{ key: 'home:view', title: '#view' }] });
    const rbac = tree.find((node) => node.key === 'group/rbac');
    expect(rbac?.title).toBe('Access control');
    expect(rbac?.children?.map((page) => page.key)).toEqual(['page/personnelManagement', 'page/rbac_role_page', 'page/role-permission']);
    const zh = buildPermissionTree(catalog, 'zh-CN', (key) => key);
    expect(zh.find((node) => node.key === 'group/rbac')?.title).toBe('权限管理');
  });

  it('disables keys the editor cannot grant, and a page or group whose keys are all disabled', () => {
    const tree = buildPermissionTree(
      catalog,
      'zh-CN',
      (key) => key,
      (page, key) => page !== 'personnelManagement' || key === 'delete',
    );
    const rbac = tree.find((node) => node.key === 'group/rbac');
    const users = rbac?.children?.[0];
    expect(users?.disabled).toBe(false);
    expect(users?.children?.filter((key) => key.disabled).map((key) => key.key)).toEqual(['personnelManagement:delete']);
    expect(rbac?.children?.[1]?.disabled).toBe(true);
    expect(rbac?.disabled).toBe(false);
    expect(tree.find((node) => node.key === 'group/logs')?.disabled).toBe(true);
  });

  it('map -> checked keys -> map is the identity (catalogue order)', () => {
    const map = { rbac_role_page: ['view', 'edit'], personnelManagement: ['view', 'resetPassword'] };
    const back = permissionsOf(checkedKeysOf(map), catalog);
    expect(back).toEqual({ personnelManagement: ['view', 'resetPassword'], rbac_role_page: ['view', 'edit'] });
  });

  it('ignores group and page nodes and keys outside the catalogue', () => {
    expect(
      permissionsOf(['group/rbac', 'page/personnelManagement', 'personnelManagement:fly', 'nowhere:view', 'user_log:export'], catalog),
    ).toEqual({
      user_log: ['export'],
    });
    expect(permissionsOf([], catalog)).toEqual({});
  });
});
