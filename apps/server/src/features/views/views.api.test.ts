import { formatMessage, SceneSchema, sceneBindings, type MessageKey } from '@fieldlink/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHelpers } from '../../test/factories.js';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';

const SHAPE_ALL = { shape: ['view', 'add', 'edit', 'delete', 'export', 'import'] };
const en = (key: MessageKey) => formatMessage('en-US', key);

type Binding = { deviceId: number; pointId: number };
const scene = (...bindings: Binding[]) => ({
  version: 2,
  width: 1280,
  height: 720,
  layers: [{ id: 'base', name: '' }],
  elements: [
    { id: 't1', kind: 'text', x: 10, y: 10, w: 200, h: 30, text: 'Press' },
    ...bindings.map((binding, i) => ({ id: `v${i}`, kind: 'value', x: 10, y: 50 + i * 40, w: 100, h: 30, binding })),
  ],
});

describe.each(databaseKinds())('views on %s', (kind) => {
  let t: TestApp;
  let root: string;
  const h = apiHelpers(
    () => t,
    () => root,
  );
  let projectA1: number;
  let projectA2: number;
  let projectB: number;
  let pressA1: { device: number; temp: number; speed: number; extra: number };
  let pressA2: { device: number; temp: number; speed: number };
  let pressB: { device: number; temp: number };
  let editor: { id: number; token: string };
  let viewer: { id: number; token: string };
  let outsider: { id: number; token: string };

  const point = async (deviceId: number, name: string, address: number) =>
    (await h.ok('POST', `/devices/${deviceId}/points`, root, { name, area: '4x', address, dataType: 2 })).id as number;
  const views = async (projectId: number, token = editor.token) => (await h.ok('GET', `/projects/${projectId}/views`, token)) as any[];

  beforeAll(async () => {
    t = await buildTestApp(kind);
    root = await t.login();
    const companyA = await h.company('ViewCoA');
    const companyB = await h.company('ViewCoB');
    projectA1 = await h.project('ViewPA1', { companyId: companyA });
    projectA2 = await h.project('ViewPA2', { companyId: companyA });
    projectB = await h.project('ViewPB', { companyId: companyB });
    const d1 = await h.device(projectA1, 'Press', 'VWA100000001');
    pressA1 = { device: d1, temp: await point(d1, 'temp', 0), speed: await point(d1, 'speed', 1), extra: await point(d1, 'only_here', 2) };
    const d2 = await h.device(projectA2, 'Press', 'VWA200000001');
    // Another order, so ids differ from A1's.
    const speed2 = await point(d2, 'speed', 1);
    pressA2 = { device: d2, temp: await point(d2, 'temp', 0), speed: speed2 };
    const d3 = await h.device(projectB, 'Press', 'VWB100000001');
    pressB = { device: d3, temp: await point(d3, 'temp', 0) };
    editor = await h.user(companyA, 'view_editor', 2, SHAPE_ALL, [projectA1, projectA2]);
    viewer = await h.user(companyA, 'view_viewer', 2, { item_query: ['view'] }, [projectA1]);
    outsider = await h.user(companyB, 'view_outsider', 1, SHAPE_ALL);
  }, 120_000);
  afterAll(() => t.close());

  it('creates, reads, lists, saves and deletes a view, with the operation log', async () => {
    const binding = { deviceId: pressA1.device, pointId: pressA1.temp };
    const created = await h.ok('POST', '/views', editor.token, {
      projectId: projectA1,
      name: '主画面',
      platform: 'pc',
      scene: scene(binding),
    });
    expect(created).toMatchObject({
      projectId: projectA1,
      name: '主画面',
      platform: 'pc',
      isMain: false,
      version: 1,
      updatedBy: 'view_editor',
    });
    expect(sceneBindings(SceneSchema.parse(created.scene))).toEqual([binding]);
    // Without a scene: an empty canvas of the platform.
    const phone = await h.ok('POST', '/views', editor.token, { projectId: projectA1, name: 'Phone', platform: 'mobile' });
    expect(phone.scene).toMatchObject({ width: 390, height: 700, elements: [] });
    const got = await h.ok('GET', `/views/${created.id}`, viewer.token);
    expect(got).toEqual(created);
    const list = await views(projectA1, viewer.token);
    expect(list.map((v) => v.name)).toEqual(expect.arrayContaining(['主画面', 'Phone']));
    expect(list.find((v) => v.id === created.id)).toMatchObject({ elementCount: 2 });
    expect(list[0]).not.toHaveProperty('scene');
    const saved = await h.ok('PUT', `/views/${created.id}`, editor.token, { version: 1, name: 'Line1' });
    expect(saved).toMatchObject({ name: 'Line1', version: 2 });
    await h.ok('DELETE', `/views/${phone.id}`, editor.token);
    await h.expectError({ status: 404 }, 'GET', `/views/${phone.id}`, editor.token);
    const log = await h.ok('GET', '/audit/operations?objectType=view', root);
    const actions = (log.items as { action: string; objectId: string }[])
      .filter((e) => e.objectId === String(created.id))
      .map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['view.create', 'view.edit']));
  });

  it('refuses a second save of the same loaded version and changes nothing', async () => {
    const view = await h.ok('POST', '/views', editor.token, { projectId: projectA1, name: 'Race', platform: 'pc', scene: scene() });
    const first = await h.ok('PUT', `/views/${view.id}`, editor.token, { version: view.version, name: 'RaceOne' });
    expect(first.version).toBe(view.version + 1);
    const second = await h.expectError({ status: 409, error: 'CONFLICT' }, 'PUT', `/views/${view.id}`, editor.token, {
      version: view.version,
      name: 'RaceTwo',
      scene: scene({ deviceId: pressA1.device, pointId: pressA1.speed }),
    });
    expect(second.message).toBe(en('error.viewVersionConflict'));
    const stored = await h.ok('GET', `/views/${view.id}`, editor.token);
    expect(stored).toMatchObject({ name: 'RaceOne', version: first.version });
    expect(sceneBindings(stored.scene)).toEqual([]);
    await h.expectError({ status: 404 }, 'PUT', '/views/999999', editor.token, { version: 1, name: 'Gone' });
  });

  it('keeps names unique in a project', async () => {
    await h.ok('POST', '/views', editor.token, { projectId: projectA1, name: 'Twin', platform: 'pc' });
    const refused = await h.expectError({ status: 409 }, 'POST', '/views', editor.token, {
      projectId: projectA1,
      name: 'Twin',
      platform: 'mobile',
    });
    expect(refused.message).toBe(en('error.viewNameTaken'));
    const other = await h.ok('POST', '/views', editor.token, { projectId: projectA1, name: 'Twin2', platform: 'pc' });
    await h.expectError({ status: 409 }, 'PUT', `/views/${other.id}`, editor.token, { version: 1, name: 'Twin' });
    // The same name in another project is fine.
    await h.ok('POST', '/views', editor.token, { projectId: projectA2, name: 'Twin', platform: 'pc' });
  });

  it('keeps one main view per project and platform; a deleted main leaves none', async () => {
    const project = await h.project('ViewMain', { companyId: (await h.ok('GET', `/projects/${projectA1}`, root)).companyId });
    const a = await h.ok('POST', '/views', root, { projectId: project, name: 'A', platform: 'pc', isMain: true });
    const b = await h.ok('POST', '/views', root, { projectId: project, name: 'B', platform: 'pc', isMain: true });
    const m = await h.ok('POST', '/views', root, { projectId: project, name: 'M', platform: 'mobile', isMain: true });
    const mains = async () => (await views(project, root)).filter((v) => v.isMain).map((v) => v.name);
    expect(await mains()).toEqual(['B', 'M']);
    expect(await h.ok('POST', `/views/${a.id}/main`, root)).toMatchObject({ isMain: true });
    expect(await mains()).toEqual(['A', 'M']);
    // Main first, then by name.
    expect((await views(project, root)).map((v) => v.name)).toEqual(['A', 'M', 'B']);
    const popup = await h.ok('POST', '/views', root, { projectId: project, name: 'Pop', platform: 'popup' });
    await h.expectError({ status: 400 }, 'POST', `/views/${popup.id}/main`, root);
    await h.expectError({ status: 400 }, 'POST', '/views', root, { projectId: project, name: 'Pop2', platform: 'popup', isMain: true });
    // A main view moved to another platform stops being main.
    await h.ok('PUT', `/views/${m.id}`, root, { version: 1, platform: 'popup' });
    expect(await mains()).toEqual(['A']);
    await h.ok('DELETE', `/views/${a.id}`, root);
    expect(await mains()).toEqual([]);
    expect(b.id).toBeGreaterThan(0);
  });

  it('refuses bindings outside the view project', async () => {
    const refuse = async (binding: Binding) => {
      const body = await h.expectError({ status: 400 }, 'POST', '/views', editor.token, {
        projectId: projectA1,
        name: 'Bad',
        platform: 'pc',
        scene: scene(binding),
      });
      expect(body.message).toBe(en('error.bindingNotInProject'));
    };
    await refuse({ deviceId: pressB.device, pointId: pressB.temp });
    await refuse({ deviceId: pressA2.device, pointId: pressA2.temp });
    // A point of the project under another device's id.
    await refuse({ deviceId: pressA2.device, pointId: pressA1.temp });
    const view = await h.ok('POST', '/views', editor.token, { projectId: projectA1, name: 'Good', platform: 'pc' });
    await h.expectError({ status: 400 }, 'PUT', `/views/${view.id}`, editor.token, {
      version: 1,
      scene: scene({ deviceId: pressB.device, pointId: pressB.temp }),
    });
    const link = {
      ...scene(),
      elements: [{ id: 'l', kind: 'link', x: 0, y: 0, w: 50, h: 20, target: { type: 'device', deviceId: pressB.device } }],
    };
    await h.expectError({ status: 400 }, 'PUT', `/views/${view.id}`, editor.token, { version: 1, scene: link });
    expect((await h.ok('GET', `/views/${view.id}`, editor.token)).version).toBe(1);
  });

  it('keeps a view savable after a bound point is deleted, and still checks new bindings', async () => {
    const doomed = await point(pressA1.device, 'doomed', 9);
    const bound = scene({ deviceId: pressA1.device, pointId: doomed });
    const view = await h.ok('POST', '/views', editor.token, { projectId: projectA1, name: 'Doomed', platform: 'pc', scene: bound });
    await h.ok('DELETE', `/points/${doomed}`, root);
    const saved = await h.ok('PUT', `/views/${view.id}`, editor.token, { version: 1, name: 'Survivor', scene: bound });
    expect(sceneBindings(saved.scene)).toEqual([{ deviceId: pressA1.device, pointId: doomed }]);
    await h.expectError({ status: 400 }, 'PUT', `/views/${view.id}`, editor.token, {
      version: 2,
      scene: scene({ deviceId: pressA1.device, pointId: doomed }, { deviceId: pressB.device, pointId: pressB.temp }),
    });
  });

  it('scopes views to the caller projects and refuses changes without the designer keys', async () => {
    const view = await h.ok('POST', '/views', editor.token, { projectId: projectA2, name: 'Hidden', platform: 'pc' });
    // The viewer is assigned A1 only; the outsider is of company B.
    await h.expectError({ status: 404 }, 'GET', `/views/${view.id}`, viewer.token);
    await h.expectError({ status: 404 }, 'GET', `/projects/${projectA2}/views`, viewer.token);
    await h.expectError({ status: 404 }, 'GET', `/views/${view.id}`, outsider.token);
    await h.expectError({ status: 404 }, 'PUT', `/views/${view.id}`, outsider.token, { version: 1, name: 'Mine' });
    await h.expectError({ status: 404 }, 'DELETE', `/views/${view.id}`, outsider.token);
    await h.expectError({ status: 404 }, 'GET', `/views/${view.id}/export`, outsider.token);
    await h.expectError({ status: 400 }, 'POST', '/views', outsider.token, { projectId: projectA1, name: 'Intrude', platform: 'pc' });
    // Without shape keys: 403 before anything is looked at.
    const mine = await h.ok('POST', '/views', editor.token, { projectId: projectA1, name: 'Locked', platform: 'pc' });
    await h.expectError({ status: 403 }, 'POST', '/views', viewer.token, { projectId: projectA1, name: 'Nope', platform: 'pc' });
    await h.expectError({ status: 403 }, 'PUT', `/views/${mine.id}`, viewer.token, { version: 1, name: 'Nope' });
    await h.expectError({ status: 403 }, 'DELETE', `/views/${mine.id}`, viewer.token);
    await h.expectError({ status: 403 }, 'POST', `/views/${mine.id}/main`, viewer.token);
    await h.expectError({ status: 403 }, 'GET', `/views/${mine.id}/export`, viewer.token);
    await h.expectError({ status: 403 }, 'POST', `/projects/${projectA1}/views/import`, viewer.token, {});
    expect(await h.ok('GET', `/views/${mine.id}`, viewer.token)).toMatchObject({ name: 'Locked', version: 1 });
  });

  it('exports a view file with names and imports it into another project by those names', async () => {
    const bindings = [
      { deviceId: pressA1.device, pointId: pressA1.temp },
      { deviceId: pressA1.device, pointId: pressA1.speed },
      { deviceId: pressA1.device, pointId: pressA1.extra },
    ];
    const source = {
      ...scene(...bindings),
      elements: [
        ...scene(...bindings).elements,
        { id: 'tr', kind: 'trend', x: 300, y: 10, w: 300, h: 100, bindings: bindings.slice(0, 2) },
        { id: 'ln', kind: 'link', x: 300, y: 200, w: 100, h: 30, text: 'Device', target: { type: 'device', deviceId: pressA1.device } },
      ],
    };
    const view = await h.ok('POST', '/views', editor.token, { projectId: projectA1, name: 'Export', platform: 'pc', scene: source });
    const response = await h.api('GET', `/views/${view.id}/export`, editor.token);
    expect(response.status).toBe(200);
    expect(response.text).not.toContain('"code"');
    const file = JSON.parse(response.text);
    expect(file).toMatchObject({ format: 'fieldlink-view', formatVersion: 1, view: { name: 'Export', platform: 'pc' } });
    expect(file.points).toEqual(
      expect.arrayContaining([{ deviceId: pressA1.device, pointId: pressA1.temp, deviceName: 'Press', pointName: 'temp' }]),
    );

    const imported = await h.ok('POST', `/projects/${projectA2}/views/import`, editor.token, file);
    expect(imported.unresolved).toBe(1);
    expect(imported.view).toMatchObject({ projectId: projectA2, name: 'Export', isMain: false, version: 1 });
    const stored = SceneSchema.parse((await h.ok('GET', `/views/${imported.view.id}`, editor.token)).scene);
    expect(new Set(sceneBindings(stored))).toEqual(
      new Set([
        { deviceId: pressA2.device, pointId: pressA2.temp },
        { deviceId: pressA2.device, pointId: pressA2.speed },
      ]),
    );
    expect(stored.elements.find((e) => e.id === 'v2')).not.toHaveProperty('binding');
    expect(stored.elements.find((e) => e.id === 'ln')).toMatchObject({ target: { type: 'device', deviceId: pressA2.device } });

    // Over an existing view: its scene replaced, its name kept, its version moved.
    const target = await h.ok('POST', '/views', editor.token, { projectId: projectA2, name: 'Target', platform: 'pc' });
    const over = await h.ok('POST', `/projects/${projectA2}/views/import?overwrite=${target.id}`, editor.token, file);
    expect(over.view).toMatchObject({ id: target.id, name: 'Target', version: 2, elementCount: 6 });
  });

  it('changes nothing when an import fails', async () => {
    const file = {
      format: 'fieldlink-view',
      formatVersion: 1,
      view: { name: 'Again', platform: 'pc', scene: scene() },
      points: [],
    };
    await h.ok('POST', `/projects/${projectA2}/views/import`, editor.token, file);
    const before = await views(projectA2);
    // The name is taken now; a bad scene; a view of another project to overwrite; a project out of scope.
    await h.expectError({ status: 409 }, 'POST', `/projects/${projectA2}/views/import`, editor.token, file);
    await h.expectError({ status: 400 }, 'POST', `/projects/${projectA2}/views/import`, editor.token, {
      ...file,
      view: { ...file.view, name: 'Broken', scene: { ...scene(), version: 99 } },
    });
    await h.expectError({ status: 400 }, 'POST', `/projects/${projectA2}/views/import`, editor.token, { format: 'other' });
    const elsewhere = await h.ok('POST', '/views', editor.token, { projectId: projectA1, name: 'Elsewhr', platform: 'pc' });
    await h.expectError({ status: 404 }, 'POST', `/projects/${projectA2}/views/import?overwrite=${elsewhere.id}`, editor.token, {
      ...file,
      view: { ...file.view, name: 'Other' },
    });
    await h.expectError({ status: 404 }, 'POST', `/projects/${projectB}/views/import`, editor.token, {
      ...file,
      view: { ...file.view, name: 'Other' },
    });
    expect(await views(projectA2)).toEqual(before);
    expect((await h.ok('GET', `/views/${elsewhere.id}`, editor.token)).version).toBe(1);
  });

  it('gives every demo project its main PC and phone views, bound to its devices', async () => {
    const demo = await t.login('demo', 'demo1234');
    const projects = (await h.ok('GET', '/projects?pageSize=50', demo)).items as { id: number; name: string }[];
    expect(projects.length).toBeGreaterThanOrEqual(2);
    for (const project of projects) {
      const list = await views(project.id, demo);
      expect(
        list.filter((v) => v.isMain).map((v) => v.platform),
        project.name,
      ).toEqual(expect.arrayContaining(['pc', 'mobile']));
      for (const summary of list) {
        const view = await h.ok('GET', `/views/${summary.id}`, demo);
        SceneSchema.parse(view.scene);
      }
    }
    const plant = projects.find((p) => p.name === '苏州注塑一厂')!;
    const main = (await views(plant.id, demo)).find((v) => v.isMain && v.platform === 'pc');
    const scene = SceneSchema.parse((await h.ok('GET', `/views/${main.id}`, demo)).scene);
    expect(sceneBindings(scene).length).toBeGreaterThanOrEqual(8);
    // Every binding is a real point of the project (a save of the same scene passes the check).
    await h.ok('PUT', `/views/${main.id}`, demo, { version: main.version, scene });
  });
});
