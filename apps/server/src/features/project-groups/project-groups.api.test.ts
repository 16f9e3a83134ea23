import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHelpers } from '../../test/factories.js';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';
import { createProjectsRepository } from '../projects/projects.repository.js';

describe.each(databaseKinds())('project groups, tree models and project-with-device on %s', (kind) => {
  let t: TestApp;
  let root: string;
  let adminA: string;
  let adminB: string;
  /** Company A: may view and add projects, but not devices. */
  let projectsOnlyA: string;
  /** Company A, grade 2: adds projects and devices, sees only what is assigned. */
  let workerA: string;
  let companyA: number;
  let companyB: number;
  let serial = 0;
  const boxId = () => `GRP${String(++serial).padStart(9, '0')}`;

  const { api, ok } = apiHelpers(
    () => t,
    () => root,
  );
  const issuePaths = (response: { body: { data: { issues?: { path: string }[] } } }) =>
    (response.body.data.issues ?? []).map((issue) => issue.path);
  const projectNames = async (token: string, query: string) =>
    ((await ok('GET', `/projects?pageSize=500&${query}`, token)).items as { name: string }[]).map((p) => p.name).sort();

  async function companyWithUser(name: string, userName: string, grade: 1 | 2, permissions: Record<string, string[]>, companyId?: number) {
    const company = companyId ?? (await ok('POST', '/companies', root, { name })).id;
    const role = await ok('POST', '/roles', root, { companyId: company, name: `${userName.replace(/_/g, '')}Role`, permissions });
    await ok('POST', '/users', root, { companyId: company, userName, password: 'Passw0rd99', grade, roleIds: [role.id], projectIds: [] });
    return { company: company as number, token: await t.login(userName, 'Passw0rd99') };
  }

  beforeAll(async () => {
    t = await buildTestApp(kind, { seedDemo: false });
    root = await t.login();
    const all = {
      item_page: ['view', 'add', 'edit', 'delete', 'export', 'import'],
      item_query: ['view'],
      deviceConfigration: ['view', 'add'],
    };
    ({ company: companyA, token: adminA } = await companyWithUser('GroupsA', 'groups_admin_a', 1, all));
    ({ company: companyB, token: adminB } = await companyWithUser('GroupsB', 'groups_admin_b', 1, all));
    ({ token: projectsOnlyA } = await companyWithUser('GroupsA', 'groups_projects_a', 1, { item_page: ['view', 'add'] }, companyA));
    ({ token: workerA } = await companyWithUser('GroupsA', 'groups_worker_a', 2, all, companyA));
  });
  afterAll(() => t.close());

  it('goes 401, 403, 400 with the rule in the request language, then saves a group', async () => {
    expect((await api('POST', '/project-groups', undefined, { name: 'East' })).status).toBe(401);
    const viewer = await companyWithUser('Viewers', 'groups_viewer', 1, { item_page: ['view'] });
    expect((await api('POST', '/project-groups', viewer.token, { name: 'East' })).status).toBe(403);
    expect((await api('GET', '/project-groups', viewer.token)).status).toBe(200);

    const blank = await api('POST', '/project-groups', adminA, { name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.data.issues).toEqual([{ path: 'name', message: 'Group name cannot be blank' }]);
    const blankZh = await api('POST', '/project-groups', adminA, { name: '' }, 'zh-CN');
    expect(blankZh.body.data.issues).toEqual([{ path: 'name', message: '分组名称不能为空' }]);
    const missing = await api('POST', '/project-groups', adminA, {});
    expect(missing.body.data.issues[0].message).toBe('Group name cannot be blank');
    const brackets = await api('POST', '/project-groups', adminA, { name: '华东(一)' });
    expect(brackets.body.data.issues).toEqual([{ path: 'name', message: 'Brackets are not allowed' }]);
    const long = await api('POST', '/project-groups', adminA, { name: 'x'.repeat(33) });
    expect(long.body.data.issues).toEqual([{ path: 'name', message: 'At most 32 characters' }]);
    const nodeBlank = await api('POST', '/tree-nodes', adminA, { name: '' });
    expect(nodeBlank.body.data.issues).toEqual([{ path: 'name', message: 'Group name cannot be blank' }]);

    const group = await ok('POST', '/project-groups', adminA, { name: ' 华东 ', sortOrder: 2 });
    expect(group).toMatchObject({ name: '华东', sortOrder: 2, companyId: companyA });
    const renamed = await ok('PUT', `/project-groups/${group.id}`, adminA, { name: '华东区' });
    expect(renamed.name).toBe('华东区');
    const log = await ok('GET', '/audit/operations?pageSize=100&action=projectGroup.update', root);
    expect(log.items[0]).toMatchObject({ objectType: 'projectGroup', objectId: String(group.id) });
    expect(log.items[0].before.name).toBe('华东');
    expect(log.items[0].after.name).toBe('华东区');
  });

  it('keeps each company to its own groups and nodes; grade 0 sees all', async () => {
    const groupA = await ok('POST', '/project-groups', adminA, { name: 'OnlyA' });
    const groupB = await ok('POST', '/project-groups', adminB, { name: 'OnlyB' });
    const nodeB = await ok('POST', '/tree-nodes', adminB, { name: 'NodeB' });
    const namesOf = (rows: { name: string }[]) => rows.map((row) => row.name);
    expect(namesOf(await ok('GET', '/project-groups', adminA))).toContain('OnlyA');
    expect(namesOf(await ok('GET', '/project-groups', adminA))).not.toContain('OnlyB');
    expect(namesOf(await ok('GET', '/tree-nodes', adminA))).not.toContain('NodeB');
    expect(namesOf(await ok('GET', '/project-groups', workerA))).toContain('OnlyA');
    expect(namesOf(await ok('GET', '/project-groups', root))).toEqual(expect.arrayContaining(['OnlyA', 'OnlyB']));
    expect(namesOf(await ok('GET', `/project-groups?companyId=${companyB}`, root))).not.toContain('OnlyA');

    // Another company's rows do not exist for the caller.
    expect((await api('PUT', `/project-groups/${groupB.id}`, adminA, { name: 'Stolen' })).status).toBe(404);
    expect((await api('DELETE', `/project-groups/${groupB.id}`, adminA)).status).toBe(404);
    expect((await api('PUT', `/tree-nodes/${nodeB.id}`, adminA, { name: 'Stolen' })).status).toBe(404);
    expect((await api('DELETE', `/tree-nodes/${nodeB.id}`, adminA)).status).toBe(404);
    const under = await api('POST', '/tree-nodes', adminA, { name: 'Under', parentId: nodeB.id });
    expect(under.status).toBe(400);
    expect(issuePaths(under)).toEqual(['parentId']);

    // A project takes groups and nodes of its own company only, as a field error.
    const wrongGroup = await api('POST', '/projects', adminA, { name: 'PlantX', location: '1,1', groupId: groupB.id });
    expect(wrongGroup.status).toBe(400);
    expect(wrongGroup.body.data.issues).toEqual([{ path: 'groupId', message: 'No such group' }]);
    const wrongNode = await api('POST', '/projects', adminA, { name: 'PlantX', location: '1,1', treeNodeId: nodeB.id });
    expect(wrongNode.body.data.issues).toEqual([{ path: 'treeNodeId', message: 'No such tree node' }]);
    const project = await ok('POST', '/projects', adminA, { name: 'PlantX', location: '1,1', groupId: groupA.id });
    expect(project.groupId).toBe(groupA.id);
    const move = await api('PUT', `/projects/${project.id}`, adminA, { groupId: groupB.id });
    expect(issuePaths(move)).toEqual(['groupId']);
    // Grade 0 places a project of company B in B's group, but not in A's.
    const rootWrong = await api('POST', '/projects', root, { name: 'PlantB', location: '1,1', companyId: companyB, groupId: groupA.id });
    expect(issuePaths(rootWrong)).toEqual(['groupId']);
    const rootRight = await ok('POST', '/projects', root, { name: 'PlantB', location: '1,1', companyId: companyB, groupId: groupB.id });
    expect(rootRight.groupId).toBe(groupB.id);
    expect(await projectNames(adminA, `groupId=${groupB.id}`)).toEqual([]);

    // Deleting a group keeps its projects, without a group.
    await ok('DELETE', `/project-groups/${groupA.id}`, adminA);
    expect((await ok('GET', `/projects/${project.id}`, adminA)).groupId).toBeNull();
  });

  it('filters projects and devices by group and by tree node with every node under it', async () => {
    const east = await ok('POST', '/tree-nodes', adminA, { name: '华东区域' });
    const suzhou = await ok('POST', '/tree-nodes', adminA, { name: '苏州', parentId: east.id });
    const park = await ok('POST', '/tree-nodes', adminA, { name: '园区', parentId: suzhou.id });
    const wuxi = await ok('POST', '/tree-nodes', adminA, { name: '无锡', parentId: east.id });
    const group = await ok('POST', '/project-groups', adminA, { name: 'Moulding' });
    const plant = async (name: string, placement: object) =>
      (await ok('POST', '/projects', adminA, { name, location: '1,1', ...placement })).id;
    const parkPlant = await plant('ParkPlant', { treeNodeId: park.id, groupId: group.id });
    await plant('WuxiPlant', { treeNodeId: wuxi.id });
    await plant('LoosePlant', {});
    await ok('POST', '/devices', adminA, { projectId: parkPlant, name: 'ParkPress', boxId: boxId(), boxPassword: 'pass' });

    expect(await projectNames(adminA, `treeNodeId=${east.id}`)).toEqual(['ParkPlant', 'WuxiPlant']);
    expect(await projectNames(adminA, `treeNodeId=${suzhou.id}`)).toEqual(['ParkPlant']);
    expect(await projectNames(adminA, `treeNodeId=${wuxi.id}`)).toEqual(['WuxiPlant']);
    expect(await projectNames(adminA, `groupId=${group.id}`)).toEqual(['ParkPlant']);
    expect(await projectNames(adminA, `groupId=${group.id}&treeNodeId=${wuxi.id}`)).toEqual([]);
    const devicesIn = async (query: string) =>
      ((await ok('GET', `/devices?pageSize=500&${query}`, adminA)).items as { name: string }[]).map((d) => d.name);
    expect(await devicesIn(`treeId=${east.id}`)).toEqual(['ParkPress']);
    expect(await devicesIn(`treeId=${wuxi.id}`)).toEqual([]);
    expect(await devicesIn(`groupId=${group.id}`)).toEqual(['ParkPress']);

    // Moves: never under itself or below it (409 on parentId); to the top with null.
    for (const parentId of [east.id, suzhou.id, park.id]) {
      const loop = await api('PUT', `/tree-nodes/${east.id}`, adminA, { parentId });
      expect(loop.status).toBe(409);
      expect(loop.body.data.issues).toEqual([{ path: 'parentId', message: 'A node cannot move under itself or one of its children' }]);
    }
    const moved = await ok('PUT', `/tree-nodes/${suzhou.id}`, adminA, { parentId: wuxi.id, name: '苏州市' });
    expect(moved).toMatchObject({ parentId: wuxi.id, name: '苏州市' });
    expect(await projectNames(adminA, `treeNodeId=${wuxi.id}`)).toEqual(['ParkPlant', 'WuxiPlant']);
    expect((await ok('PUT', `/tree-nodes/${suzhou.id}`, adminA, { parentId: null })).parentId).toBeNull();

    // Deleting a node deletes what is under it; its projects stay, out of the tree.
    await ok('DELETE', `/tree-nodes/${suzhou.id}`, adminA);
    const left = (await ok('GET', '/tree-nodes', adminA)) as { id: number }[];
    expect(left.map((node) => node.id)).not.toContain(park.id);
    expect((await ok('GET', `/projects/${parkPlant}`, adminA)).treeNodeId).toBeNull();
    const log = await ok('GET', '/audit/operations?pageSize=100&action=treeNode.delete', root);
    expect(log.items[0].before).toMatchObject({ name: '苏州市', subtree: [suzhou.id, park.id].sort((a, b) => a - b) });
  });

  it('creates a project with its device in one call, or neither', async () => {
    const group = await ok('POST', '/project-groups', adminA, { name: 'Wizard' });
    const node = await ok('POST', '/tree-nodes', adminA, { name: 'WizardNode' });
    const box = boxId();
    const both = await ok('POST', '/projects/with-device', adminA, {
      project: { name: 'WizardPlant', location: '120.5,31.2', groupId: group.id, treeNodeId: node.id },
      device: { name: 'WizardPress', boxId: box, boxPassword: 'box pass 1', ip: '10.0.0.9' },
    });
    expect(both.project).toMatchObject({ name: 'WizardPlant', groupId: group.id, treeNodeId: node.id, companyId: companyA });
    expect(both.device).toMatchObject({ name: 'WizardPress', boxId: box, projectId: both.project.id, boxPasswordSet: true, port: 502 });
    expect(JSON.stringify(both)).not.toContain('box pass 1');
    const actions = ((await ok('GET', '/audit/operations?pageSize=100', root)).items as { action: string; objectId: string }[])
      .filter((item) => [String(both.project.id), String(both.device.id)].includes(item.objectId))
      .map((item) => item.action);
    expect(actions).toEqual(expect.arrayContaining(['project.create', 'device.create']));

    const leftNothing = async (name: string) => expect(await projectNames(adminA, `keyword=${name}`)).toEqual([]);
    // A taken box ID: 409 on device.boxId.
    const taken = await api('POST', '/projects/with-device', adminA, {
      project: { name: 'TakenPlant', location: '1,1' },
      device: { name: 'Twin', boxId: box.toLowerCase(), boxPassword: 'pass' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.data.issues).toEqual([{ path: 'device.boxId', message: 'This box ID is in use' }]);
    await leftNothing('TakenPlant');
    // A malformed device: 400 naming the device's field.
    const malformed = await api('POST', '/projects/with-device', adminA, {
      project: { name: 'BadPlant', location: '1,1' },
      device: { name: 'Bad', boxId: 'short', boxPassword: 'pass' },
    });
    expect(malformed.status).toBe(400);
    expect(issuePaths(malformed)).toEqual(['device.boxId']);
    await leftNothing('BadPlant');
    // Another company's group: 400 on project.groupId.
    const otherGroup = (await ok('POST', '/project-groups', adminB, { name: 'NotYours' })).id;
    const foreign = await api('POST', '/projects/with-device', adminA, {
      project: { name: 'ForeignPlant', location: '1,1', groupId: otherGroup },
      device: { name: 'Press', boxId: boxId(), boxPassword: 'pass' },
    });
    expect(foreign.body.data.issues).toEqual([{ path: 'project.groupId', message: 'No such group' }]);
    await leftNothing('ForeignPlant');
    // Both grants are needed.
    const noDevices = await api('POST', '/projects/with-device', projectsOnlyA, {
      project: { name: 'NoGrantPlant', location: '1,1' },
      device: { name: 'Press', boxId: boxId(), boxPassword: 'pass' },
    });
    expect(noDevices.status).toBe(403);
    await leftNothing('NoGrantPlant');

    // An ordinary user gets the new project assigned, so they see it and its device.
    const mine = await ok('POST', '/projects/with-device', workerA, {
      project: { name: 'WorkerPlant', location: '1,1' },
      device: { name: 'WorkerPress', boxId: boxId(), boxPassword: 'pass' },
    });
    expect(await projectNames(workerA, '')).toEqual(['WorkerPlant']);
    expect((await ok('GET', `/devices/${mine.device.id}`, workerA)).name).toBe('WorkerPress');
  });

  it('keeps a project file’s group only in the company that owns it', async () => {
    const group = await ok('POST', '/project-groups', adminA, { name: 'Exported' });
    const source = await ok('POST', '/projects', adminA, { name: 'FilePlant', location: '1,1', groupId: group.id });
    const file = JSON.parse((await api('GET', `/projects/${source.id}/export`, adminA)).text);
    expect(file.project.groupId).toBe(group.id);
    const intoA = await ok('POST', '/projects/import', adminA, { file });
    expect((await ok('GET', `/projects/${intoA.projectId}`, adminA)).groupId).toBe(group.id);
    // Company B cannot be put in A's group by a file.
    const intoB = await ok('POST', '/projects/import', adminB, { file });
    expect((await ok('GET', `/projects/${intoB.projectId}`, adminB)).groupId).toBeNull();
  });

  it('rolls the project back when the device cannot be written', async () => {
    const taken = boxId();
    const first = await ok('POST', '/projects', adminA, { name: 'Holder', location: '1,1' });
    await ok('POST', '/devices', adminA, { projectId: first.id, name: 'Holder', boxId: taken, boxPassword: 'pass' });
    // Straight at the repository: the unique box ID fails inside the transaction, after the project.
    const repo = createProjectsRepository(t.database.db);
    await expect(
      repo.insertWithDevice({ companyId: companyA, name: 'RolledBack', location: '1,1' }, null, { name: 'Dup', boxId: taken }),
    ).rejects.toThrow();
    expect(await projectNames(root, 'keyword=RolledBack')).toEqual([]);
  });
});
