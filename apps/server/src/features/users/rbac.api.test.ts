import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHelpers } from '../../test/factories.js';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';

describe.each(databaseKinds())('companies, roles, users and the audit log on %s', (kind) => {
  let t: TestApp;
  let root: string;
  let companyA: number;
  let adminA: string;
  let roleA: number;

  const { api } = apiHelpers(
    () => t,
    () => root,
  );

  beforeAll(async () => {
    t = await buildTestApp(kind);
    root = await t.login();
    companyA = (await api('POST', '/companies', root, { name: 'Acme Machines', industry: 'elevator' })).body.data.id;
    roleA = (
      await api('POST', '/roles', root, {
        companyId: companyA,
        name: 'Manager',
        permissions: {
          personnelManagement: ['view', 'add', 'edit', 'delete', 'export', 'resetPassword'],
          rbac_role_page: ['view', 'add'],
          item_page: ['view', 'add'],
          operation_log: ['view'],
          regionManagement: ['view', 'add', 'edit'],
        },
      })
    ).body.data.id;
    await api('POST', '/users', root, {
      companyId: companyA,
      userName: 'alice_a',
      password: 'Passw0rd99',
      grade: 1,
      roleIds: [roleA],
      projectIds: [],
    });
    adminA = await t.login('alice_a', 'Passw0rd99');
  });
  afterAll(() => t.close());

  it('serves the permission catalogue with titles in both languages', async () => {
    const response = await api('GET', '/permissions', adminA);
    const users = response.body.data.find((entry: { page: string }) => entry.page === 'personnelManagement');
    expect(users).toMatchObject({
      keys: expect.arrayContaining(['view', 'delete', 'resetPassword']),
      title: { 'zh-CN': '用户管理', 'en-US': 'Users' },
      group: 'rbac',
    });
    expect(response.body.data.length).toBeGreaterThan(10);
  });

  it('checks role names and permissions, in the request language', async () => {
    const bad = await api('POST', '/roles', adminA, { name: 'x', permissions: {} }, 'zh-CN');
    expect(bad.status).toBe(400);
    expect(bad.body.data.issues[0]).toEqual({ path: 'name', message: '角色名只能包含中文、字母和数字,2 到 20 个字符' });
    const symbols = await api('POST', '/roles', adminA, { name: 'Ops-Team', permissions: {} });
    expect(symbols.body.data.issues[0].message).toBe('Role name: Chinese characters, letters and digits, 2 to 20 characters');
    const unknown = await api('POST', '/roles', adminA, { name: 'Viewer', permissions: { nowhere: ['view'], item_page: ['fly'] } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.issues.map((issue: { message: string }) => issue.message)).toEqual([
      'Unknown page nowhere',
      'Page item_page has no permission fly',
    ]);
    const chinese = await api('POST', '/roles', adminA, { name: '运维班组', permissions: { item_page: ['view'] } });
    expect(chinese.status).toBe(200);
    const duplicate = await api('POST', '/roles', adminA, { name: '运维班组', permissions: {} });
    expect(duplicate.status).toBe(409);
  });

  it('never lets anyone grant a key they do not hold', async () => {
    const escalate = await api('POST', '/roles', adminA, { name: 'Escalator', permissions: { rbac_role_page: ['delete'] } });
    expect(escalate.status).toBe(403);
    expect(escalate.body.message).toBe('You cannot grant a permission you do not have: rbac_role_page delete');
    const byRoot = await api('POST', '/roles', root, {
      companyId: companyA,
      name: 'Auditor',
      permissions: { operation_log: ['view', 'export'] },
    });
    expect(byRoot.status).toBe(200);
    expect((await api('GET', `/roles/${byRoot.body.data.id}`, adminA)).body.data.permissions).toEqual({
      operation_log: ['view', 'export'],
    });
  });

  it('creates users in the caller’s company with the password policy, unique names and own roles only', async () => {
    const weak = await api('POST', '/users', adminA, { userName: 'bob_a', password: 'short1', roleIds: [], projectIds: [] });
    expect(weak.status).toBe(400);
    expect(weak.body.data.issues[0]).toEqual({ path: 'password', message: 'Password: 8 to 64 letters and digits' });
    const made = await api('POST', '/users', adminA, {
      userName: 'bob_a',
      password: 'Passw0rd99',
      companyId: 999,
      roleIds: [roleA],
      projectIds: [],
    });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({
      userName: 'bob_a',
      companyId: companyA,
      grade: 2,
      createdByName: 'alice_a',
      roles: [{ id: roleA, name: 'Manager' }],
    });
    expect(JSON.stringify(made.body)).not.toMatch(/passwordHash|scrypt/);
    const again = await api('POST', '/users', adminA, { userName: 'BOB_A', password: 'Passw0rd99', roleIds: [], projectIds: [] }, 'zh-CN');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('用户名已存在');
    const otherCompany = (await api('POST', '/companies', root, { name: 'Beta Tools' })).body.data.id;
    const foreignRole = (await api('POST', '/roles', root, { companyId: otherCompany, name: 'Foreign', permissions: {} })).body.data.id;
    const cross = await api('POST', '/users', adminA, {
      userName: 'carol_a',
      password: 'Passw0rd99',
      roleIds: [foreignRole],
      projectIds: [],
    });
    expect(cross.status).toBe(400);
    expect(cross.body.message).toBe('The role belongs to another company');
  });

  it('keeps ranks: an ordinary user cannot create or change an administrator, nobody deletes themselves', async () => {
    const bob = await t.login('bob_a', 'Passw0rd99');
    const up = await api('POST', '/users', bob, { userName: 'dave_a', password: 'Passw0rd99', grade: 1, roleIds: [], projectIds: [] });
    expect(up.status).toBe(403);
    const alice = (await api('GET', '/users?keyword=alice_a', root)).body.data.items[0];
    expect((await api('PUT', `/users/${alice.id}`, bob, { remarks: 'hi' })).status).toBe(403);
    const self = await api('DELETE', `/users/${alice.id}`, adminA);
    expect(self.status).toBe(409);
  });

  it('ends sessions when a user is disabled or given a new password', async () => {
    const made = await api('POST', '/users', adminA, { userName: 'erin_a', password: 'Passw0rd99', roleIds: [], projectIds: [] });
    const id = made.body.data.id;
    const erin = await t.login('erin_a', 'Passw0rd99');
    expect((await api('PUT', `/users/${id}`, adminA, { disabled: true })).body.data.disabled).toBe(true);
    expect((await api('GET', '/account/profile', erin)).status).toBe(401);
    const refused = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { userName: 'erin_a', password: 'Passw0rd99' },
      lang: 'en-US',
    });
    expect(refused.status).toBe(401);
    await api('PUT', `/users/${id}`, adminA, { disabled: false });
    const again = await t.login('erin_a', 'Passw0rd99');
    expect((await api('POST', `/users/${id}/reset-password`, adminA, { password: 'Fresh12345' })).status).toBe(200);
    expect((await api('GET', '/account/profile', again)).status).toBe(401);
    await t.login('erin_a', 'Fresh12345');
  });

  it('exports the user list as an Excel file with localized headers', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/export',
      headers: { authorization: `Bearer ${adminA}`, 'accept-language': 'zh-CN' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('用户名');
    const names = sheet.getColumn(1).values.slice(2);
    expect(names).toEqual(expect.arrayContaining(['alice_a', 'bob_a']));
    expect(names).not.toContain('admin');
  });

  it('offers the user form its roles and projects under user management alone', async () => {
    const hr = (
      await api('POST', '/roles', root, { companyId: companyA, name: 'HR', permissions: { personnelManagement: ['view', 'add'] } })
    ).body.data.id;
    await api('POST', '/users', root, { companyId: companyA, userName: 'hr_a', password: 'Passw0rd99', roleIds: [hr], projectIds: [] });
    const token = await t.login('hr_a', 'Passw0rd99');
    expect((await api('GET', '/roles', token)).status).toBe(403);
    const options = (await api('GET', '/users/options', token)).body.data;
    expect(options.roles.map((role: { name: string }) => role.name)).toEqual(expect.arrayContaining(['Manager', 'HR']));
    expect(options.roles.every((role: { companyId: number }) => role.companyId === companyA)).toBe(true);
    expect(options.projects.every((project: { companyId: number }) => project.companyId === companyA)).toBe(true);
  });

  it('keeps the demo account out of user management', async () => {
    const demo = (await t.request({ method: 'POST', url: '/api/v1/auth/demo-login' })).body.data.token;
    expect((await api('GET', '/users', demo)).status).toBe(403);
    expect((await api('GET', '/roles', demo)).status).toBe(403);
  });

  it('writes who changed what, with old and new values and no secrets, visible to the company only', async () => {
    const made = await api('POST', '/users', adminA, { userName: 'frank_a', password: 'Passw0rd99', roleIds: [], projectIds: [] });
    await api('PUT', `/users/${made.body.data.id}`, adminA, { remarks: 'night shift' });
    const log = await api('GET', '/audit/operations?action=user.update&pageSize=50', adminA);
    const entry = log.body.data.items.find((item: { objectId: string }) => item.objectId === String(made.body.data.id));
    expect(entry).toMatchObject({ action: 'user.update', userName: 'alice_a', objectType: 'user', companyId: companyA });
    expect(entry.ip).toBeTruthy();
    expect(entry.before.remarks).toBeNull();
    expect(entry.after.remarks).toBe('night shift');
    const everything = await api('GET', '/audit/operations?pageSize=500', adminA);
    expect(JSON.stringify(everything.body)).not.toMatch(/scrypt|passwordHash|Passw0rd99/);
    expect(everything.body.data.items.every((item: { companyId: number }) => item.companyId === companyA)).toBe(true);
    const logins = await api('GET', '/audit/logins?userName=erin_a', root);
    expect(logins.body.data.items.map((item: { action: string }) => item.action)).toEqual(
      expect.arrayContaining(['login', 'login_failed']),
    );
  });

  it('refuses to delete a company that still has users, and regions that would loop', async () => {
    const busy = await api('DELETE', `/companies/${companyA}`, root);
    expect(busy.status).toBe(409);
    const north = (await api('POST', '/regions', adminA, { name: '华北' })).body.data;
    expect(north.id).toBeGreaterThan(0);
    const beijing = (await api('POST', '/regions', adminA, { name: '北京', parentId: north.id })).body.data;
    const loop = await api('PUT', `/regions/${north.id}`, adminA, { parentId: beijing.id });
    expect(loop.status).toBe(400);
    const tree = (await api('GET', '/regions', adminA)).body.data;
    expect(tree).toEqual(expect.arrayContaining([expect.objectContaining({ id: beijing.id, parentId: north.id })]));
  });

  it('assigns a project to the ordinary user who creates it and checks location and name', async () => {
    const bob = await t.login('bob_a', 'Passw0rd99');
    const bad = await api('POST', '/projects', bob, { name: 'Line 1', location: '200,10' });
    expect(bad.status).toBe(400);
    expect(bad.body.data.issues.map((issue: { path: string }) => issue.path)).toEqual(['name', 'location']);
    const made = await api('POST', '/projects', bob, { name: '一号线', location: ' 120.1234567,30 ' });
    expect(made.status).toBe(400);
    const ok = await api('POST', '/projects', bob, { name: '一号线', location: '120.123456, 30.5' });
    expect(ok.status).toBe(200);
    expect(ok.body.data.location).toBe('120.123456,30.5');
    expect((await api('GET', `/projects/${ok.body.data.id}`, bob)).status).toBe(200);
  });
});
