import { describe, expect, it } from 'vitest';
import { DESKTOP, baseUrl, openPage } from './browser';
import { LANGS, apiToken, expectRoute, openSignedIn, submitLogin, useBrowser } from './helpers';

// Access control (spec §6): the permission directive on the users page, the server refusing
// what the page hides, and the role permission editor storing what was ticked.
const browser = useBrowser();

const PASSWORD = 'E2ePassw0rd';
let serial = 0;
/** A name unique to this run: letters and digits only (fits user, role and company rules). */
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${++serial}`;

async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<{ status: number; data: T }> {
  const response = await fetch(`${baseUrl()}/api/v1${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; data: T };
  return { status: response.status, data: envelope.data };
}

async function created<T>(token: string, path: string, body: unknown): Promise<T> {
  const { status, data } = await api<T>(token, 'POST', path, body);
  expect(status, `POST ${path}`).toBe(200);
  return data;
}

const TEXT = {
  'zh-CN': { userLog: '用户日志', export: '导出', rolesTitle: '角色管理', saved: '权限已保存' },
  'en-US': { userLog: 'User log', export: 'Export', rolesTitle: 'Roles', saved: 'Permissions saved' },
} as const;

describe.each(LANGS)('access control (desktop %s)', (lang) => {
  it('a role without the delete key: no delete button on the users page, and the API refuses with 403', async () => {
    const admin = await apiToken('admin');
    const company = await created<{ id: number }>(admin, '/companies', { name: unique('E2E公司') });
    const role = await created<{ id: number }>(admin, '/roles', {
      name: unique('NoDelete'),
      companyId: company.id,
      permissions: { personnelManagement: ['view', 'add', 'edit'] },
    });
    const userName = unique('clerk');
    const clerk = await created<{ id: number }>(admin, '/users', {
      userName,
      password: PASSWORD,
      companyId: company.id,
      grade: 2,
      roleIds: [role.id],
      projectIds: [],
    });
    const colleague = await created<{ id: number }>(admin, '/users', {
      userName: unique('colleague'),
      password: PASSWORD,
      companyId: company.id,
      grade: 2,
      roleIds: [role.id],
      projectIds: [],
    });

    const { context, page } = await openPage(browser(), DESKTOP, lang);
    await page.goto(`${baseUrl()}/#/login`);
    await submitLogin(page, userName, PASSWORD);
    await expectRoute(page, '/home');
    await page.goto(`${baseUrl()}/#/rbac/personnelManagement`);
    await page.getByTestId('users-table').waitFor();
    await page.getByTestId(`user-edit-${colleague.id}`).waitFor();
    await page.getByTestId(`user-edit-${clerk.id}`).waitFor();
    expect(await page.locator('[data-testid^="user-edit-"]').count()).toBeGreaterThanOrEqual(2);
    expect(await page.locator('[data-testid^="user-delete-"]').count()).toBe(0);
    expect(await page.locator('[data-testid^="user-reset-"]').count()).toBe(0);
    expect(await page.getByTestId('user-export').count()).toBe(0);
    expect(await page.getByTestId('user-add').isVisible()).toBe(true);
    // Roles are not granted: the menu has no role page.
    expect(await page.getByTestId('side-menu').getByText(TEXT[lang].rolesTitle, { exact: true }).count()).toBe(0);

    const clerkToken = await page.evaluate(() => localStorage.getItem('token'));
    expect(clerkToken).toBeTruthy();
    const refused = await api<{ error?: string }>(clerkToken ?? '', 'DELETE', `/users/${colleague.id}`);
    expect(refused.status).toBe(403);
    expect((await api(admin, 'GET', `/users/${colleague.id}`)).status).toBe(200);
    await context.close();
  });

  it('admin ticks a key in the role permission editor, saves, and the role stores it', async () => {
    const admin = await apiToken('admin');
    const company = await created<{ id: number }>(admin, '/companies', { name: unique('E2E权限') });
    const role = await created<{ id: number }>(admin, '/roles', {
      name: unique('Auditor'),
      companyId: company.id,
      permissions: { user_log: ['view'] },
    });

    const { context, page } = await openPage(browser(), DESKTOP, lang);
    await openSignedIn(page, 'admin', '/rbac/rbac_role_page');
    await page.getByTestId('roles-table').waitFor();
    await page.getByTestId(`role-permissions-${role.id}`).click();
    await expectRoute(page, `/rbac/role-permission?roleId=${role.id}`);
    await page.getByTestId('permission-tree').waitFor();

    // Page titles and key names in the page's language.
    expect(await page.getByTestId('perm-page/user_log').textContent()).toBe(TEXT[lang].userLog);
    const exportKey = page.getByTestId('perm-user_log:export');
    expect(await exportKey.textContent()).toBe(TEXT[lang].export);
    const box = (key: string) => page.locator('.ant-tree-treenode', { has: page.getByTestId(`perm-${key}`) }).locator('.ant-tree-checkbox');
    await expect.poll(() => box('user_log:view').getAttribute('class')).toContain('ant-tree-checkbox-checked');
    expect(await box('user_log:export').getAttribute('class')).not.toContain('ant-tree-checkbox-checked');

    await box('user_log:export').click();
    await expect.poll(() => box('user_log:export').getAttribute('class')).toContain('ant-tree-checkbox-checked');
    await page.getByTestId('permission-save').click();
    await page.getByText(TEXT[lang].saved).waitFor();

    const stored = await api<{ permissions: Record<string, string[]> }>(admin, 'GET', `/roles/${role.id}`);
    expect(stored.status).toBe(200);
    expect([...(stored.data.permissions.user_log ?? [])].sort()).toEqual(['export', 'view']);
    await context.close();
  });
});

describe('access control, demo account (desktop)', () => {
  it('the demo menu has no user, role or role permission page', async () => {
    const { context, page } = await openPage(browser(), DESKTOP, 'en-US');
    await openSignedIn(page, 'demo');
    await page.getByTestId('home-welcome').waitFor();
    const sider = page.getByTestId('side-menu');
    await sider.getByText('Access control').waitFor({ state: 'detached' });
    expect(await sider.getByText('Users', { exact: true }).count()).toBe(0);
    expect(await sider.getByText('Roles', { exact: true }).count()).toBe(0);
    await context.close();
  });
});
