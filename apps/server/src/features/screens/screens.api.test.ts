import { DEFAULT_TIME_ZONE, formatMessage, wallDate, type MessageKey } from '@fieldlink/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHelpers } from '../../test/factories.js';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';

const LIST_ALL = { large_list: ['view', 'add', 'edit', 'delete'], largeScreen: ['view'] };
const en = (key: MessageKey) => formatMessage('en-US', key);

const layout = (widgets: object[], extra: object = {}) => ({
  title: 'Plant floor',
  width: 1920,
  height: 1080,
  fit: 'letterbox',
  rows: 6,
  columns: 8,
  widgets,
  ...extra,
});

describe.each(databaseKinds())('large screens on %s', (kind) => {
  let t: TestApp;
  let root: string;
  const h = apiHelpers(
    () => t,
    () => root,
  );
  let projectA1: number;
  let projectA2: number;
  let pointA1: number;
  let pointA2: number;
  let editor: { id: number; token: string };
  let viewer: { id: number; token: string };
  let outsider: { id: number; token: string };
  let deviceA1: number;
  let deviceA2: number;
  let companyA: number;
  let companyB: number;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    root = await t.login();
    companyA = await h.company('ScreenCoA');
    companyB = await h.company('ScreenCoB');
    projectA1 = await h.project('ScreenPA1', { companyId: companyA });
    projectA2 = await h.project('ScreenPA2', { companyId: companyA });
    const d1 = (deviceA1 = await h.device(projectA1, 'Press', 'SCA100000001'));
    const d2 = (deviceA2 = await h.device(projectA2, 'Press', 'SCA200000001'));
    pointA1 = (await h.ok('POST', `/devices/${d1}/points`, root, { name: 'temp', area: '4x', address: 0, dataType: 2, unit: '°C' })).id;
    pointA2 = (await h.ok('POST', `/devices/${d2}/points`, root, { name: 'temp', area: '4x', address: 0, dataType: 2 })).id;
    editor = await h.user(companyA, 'screen_editor', 2, LIST_ALL, [projectA1, projectA2]);
    viewer = await h.user(companyA, 'screen_viewer', 2, { largeScreen: ['view'] }, [projectA1]);
    outsider = await h.user(companyB, 'screen_outsider', 1, LIST_ALL);
  }, 120_000);
  afterAll(() => t.close());

  it('creates, lists with a thumbnail, reads, saves and deletes a screen, with the operation log', async () => {
    const widgets = [
      { id: 'title', kind: 'title', x: 0, y: 0, w: 8, h: 1, text: 'Plant' },
      { id: 'temp', kind: 'kpi', x: 0, y: 1, w: 2, h: 1, metric: 'point', pointId: pointA1 },
      { id: 'trend', kind: 'lineChart', x: 2, y: 1, w: 4, h: 2, pointIds: [pointA1], range: '1h' },
    ];
    const created = await h.ok('POST', '/screens', editor.token, { projectId: projectA1, name: '车间大屏', layout: layout(widgets) });
    expect(created).toMatchObject({ projectId: projectA1, name: '车间大屏', widgetCount: 3, updatedBy: 'screen_editor' });
    expect(created.layout).toMatchObject({ theme: 'dark', fit: 'letterbox', widgets });

    const list = await h.ok('GET', `/screens?projectId=${projectA1}`, editor.token);
    expect(list.total).toBe(1);
    expect(list.items[0].thumbnail).toMatch(/^<svg /);
    expect(list.items[0].thumbnail.match(/<rect /g)).toHaveLength(4);

    expect(await h.ok('GET', `/screens/${created.id}`, viewer.token)).toEqual(created);
    const data = await h.ok('GET', `/screens/${created.id}/data`, viewer.token);
    expect(data.overview.devices.total).toBe(1);
    expect(data.readings).toEqual([expect.objectContaining({ pointId: pointA1, name: 'temp', unit: '°C' })]);
    expect(data.series).toEqual([expect.objectContaining({ widgetId: 'trend', series: [expect.objectContaining({ pointId: pointA1 })] })]);

    const saved = await h.ok('PUT', `/screens/${created.id}`, editor.token, {
      name: 'Line1',
      layout: layout(widgets.slice(0, 1), { fit: 'stretch' }),
    });
    expect(saved).toMatchObject({ name: 'Line1', widgetCount: 1, layout: { fit: 'stretch' } });
    const again = await h.ok('GET', `/screens?projectId=${projectA1}`, editor.token);
    expect(again.items[0].thumbnail.match(/<rect /g)).toHaveLength(2);

    await h.ok('DELETE', `/screens/${created.id}`, editor.token);
    await h.expectError({ status: 404 }, 'GET', `/screens/${created.id}`, editor.token);
    const log = await h.ok('GET', '/audit/operations?objectType=screen', root);
    const actions = (log.items as { action: string; objectId: string }[])
      .filter((e) => e.objectId === String(created.id))
      .map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['screen.create', 'screen.update', 'screen.delete']));
  });

  it('refuses bad layouts with a localized message and stores nothing', async () => {
    const overlap = await h.expectError({ status: 400 }, 'POST', '/screens', editor.token, {
      projectId: projectA1,
      name: 'Bad',
      layout: layout([
        { id: 'a', kind: 'clock', x: 0, y: 0, w: 2, h: 2 },
        { id: 'b', kind: 'map', x: 1, y: 1, w: 2, h: 2 },
      ]),
    });
    expect(JSON.stringify(overlap)).toContain(en('validation.widgetOverlap'));
    await h.expectError({ status: 400 }, 'POST', '/screens', editor.token, {
      projectId: projectA1,
      name: 'Far too long',
      layout: layout([]),
    });
    // A point of another project of the same company.
    const foreign = await h.expectError({ status: 400 }, 'POST', '/screens', editor.token, {
      projectId: projectA1,
      name: 'Foreign',
      layout: layout([{ id: 'k', kind: 'kpi', x: 0, y: 0, w: 1, h: 1, metric: 'point', pointId: pointA2 }]),
    });
    expect(foreign.message).toBe(en('error.bindingNotInProject'));
    await h.ok('POST', '/screens', editor.token, { projectId: projectA1, name: 'Twin', layout: layout([]) });
    const twin = await h.expectError({ status: 409 }, 'POST', '/screens', editor.token, {
      projectId: projectA1,
      name: 'Twin',
      layout: layout([]),
    });
    expect(twin.message).toBe(en('error.screenNameTaken'));
    const names = ((await h.ok('GET', `/screens?projectId=${projectA1}`, editor.token)).items as { name: string }[]).map((s) => s.name);
    expect(names).toEqual(['Twin']);
  });

  it('keeps screens within the caller’s company and projects', async () => {
    const hidden = await h.ok('POST', '/screens', editor.token, { projectId: projectA2, name: 'Hidden', layout: layout([]) });
    // The viewer is assigned to project A1 only; the outsider is in company B.
    await h.expectError({ status: 404 }, 'GET', `/screens/${hidden.id}`, viewer.token);
    await h.expectError({ status: 404 }, 'GET', `/screens/${hidden.id}/data`, viewer.token);
    await h.expectError({ status: 404 }, 'GET', `/screens/${hidden.id}`, outsider.token);
    await h.expectError({ status: 404 }, 'PUT', `/screens/${hidden.id}`, outsider.token, { name: 'Taken' });
    await h.expectError({ status: 404 }, 'DELETE', `/screens/${hidden.id}`, outsider.token);
    await h.expectError({ status: 400 }, 'POST', '/screens', outsider.token, { projectId: projectA1, name: 'Intrude', layout: layout([]) });
    expect((await h.ok('GET', '/screens', outsider.token)).total).toBe(0);
    // Reading a screen is not editing it.
    await h.expectError({ status: 403 }, 'PUT', `/screens/${hidden.id}`, viewer.token, { name: 'Nope' });
    expect((await h.ok('GET', `/screens/${hidden.id}`, editor.token)).name).toBe('Hidden');
  });

  it('shows the project’s reliability of the last 30 days on a reliability widget (issue 39)', async () => {
    const screen = await h.ok('POST', '/screens', editor.token, {
      projectId: projectA1,
      name: 'Reliable',
      layout: layout([{ id: 'rel', kind: 'reliability', x: 0, y: 0, w: 2, h: 1 }]),
    });
    // A viewer of the screen reads it without the reliability page's permission.
    const data = await h.ok('GET', `/screens/${screen.id}/data`, viewer.token);
    expect(data.reliability).toEqual([
      { widgetId: 'rel', failures: 0, mttrMs: null, firstTimeFixRate: null, repeatRepairRate: null, availability: null },
    ]);
    const plain = await h.ok('POST', '/screens', editor.token, { projectId: projectA1, name: 'Plain', layout: layout([]) });
    expect((await h.ok('GET', `/screens/${plain.id}/data`, viewer.token)).reliability).toEqual([]);
  });

  it('shows today’s production of the screen’s project only, per device or all, and refuses a device of another project', async () => {
    const today = wallDate(new Date(), DEFAULT_TIME_ZONE);
    const task = (companyId: number, deviceId: number, target: number, output: number, scrap: number) =>
      h.productionTask(companyId, deviceId, { day: today, target, output, scrap });
    await task(companyA, deviceA1, 100, 40, 4);
    await task(companyA, deviceA2, 50, 50, 0);
    const projectB = await h.project('ScreenPB', { companyId: companyB });
    const deviceB = await h.device(projectB, 'Press', 'SCB100000001');
    await task(companyB, deviceB, 10, 999, 0);

    const widgets = [
      { id: 'all', kind: 'production', x: 0, y: 0, w: 2, h: 1 },
      { id: 'one', kind: 'production', x: 2, y: 0, w: 2, h: 1, deviceId: deviceA1 },
    ];
    const screen = await h.ok('POST', '/screens', editor.token, { projectId: projectA1, name: 'Output', layout: layout(widgets) });
    const data = await h.ok('GET', `/screens/${screen.id}/data`, viewer.token);
    const figure = { day: today, tasks: 1, target: 100, output: 40, good: 36, scrap: 4, attainment: 0.36, oee: null };
    expect(data.production).toEqual([
      { widgetId: 'all', ...figure },
      { widgetId: 'one', ...figure },
    ]);

    // Company B's own screen sees its own task alone.
    const outsiderScreen = await h.ok('POST', '/screens', outsider.token, {
      projectId: projectB,
      name: 'Rival',
      layout: layout([{ id: 'all', kind: 'production', x: 0, y: 0, w: 2, h: 1 }]),
    });
    const rival = await h.ok('GET', `/screens/${outsiderScreen.id}/data`, outsider.token);
    expect(rival.production).toEqual([expect.objectContaining({ widgetId: 'all', output: 999, target: 10 })]);

    for (const deviceId of [deviceA2, deviceB]) {
      const refused = await h.expectError({ status: 400 }, 'PUT', `/screens/${screen.id}`, editor.token, {
        layout: layout([{ id: 'one', kind: 'production', x: 0, y: 0, w: 2, h: 1, deviceId }]),
      });
      expect(refused.message).toBe(en('error.bindingNotInProject'));
    }
  });
});
