import { sceneBindings } from '@fieldlink/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHelpers } from '../../test/factories.js';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';

type Binding = { deviceId: number; pointId: number };
type Link = { type: 'device'; deviceId: number } | { type: 'view'; viewId: number };

const scene = (bindings: Binding[], links: Link[] = []) => ({
  version: 2,
  width: 1280,
  height: 720,
  layers: [{ id: 'base', name: '' }],
  elements: [
    ...bindings.map((binding, i) => ({ id: `v${i}`, kind: 'value', x: 10, y: 50 + i * 40, w: 100, h: 30, binding })),
    ...links.map((target, i) => ({ id: `l${i}`, kind: 'link', x: 300, y: 50 + i * 40, w: 100, h: 30, label: 'Go', target })),
  ],
});

const linksOf = (view: { scene: { elements: { kind: string; target?: Link }[] } }) =>
  view.scene.elements.filter((element) => element.kind === 'link').map((element) => element.target);

describe.each(databaseKinds())('views in project files on %s', (kind) => {
  let t: TestApp;
  let root: string;
  const h = apiHelpers(
    () => t,
    () => root,
  );
  let serial = 0;
  const boxId = () => `VXF${kind === 'pglite' ? 'P' : 'S'}${String(++serial).padStart(8, '0')}`;

  /** A project with a press (temp, speed) and a chiller (supply), a main PC view and a detail view linking to each other. */
  async function plant(name: string) {
    const projectId = await h.project(name);
    const press = await h.device(projectId, 'Press', boxId());
    const chiller = await h.device(projectId, 'Chiller', boxId());
    const point = async (deviceId: number, pointName: string, address: number) =>
      (await h.ok('POST', `/devices/${deviceId}/points`, root, { name: pointName, area: '4x', address, dataType: 2 })).id as number;
    const temp = await point(press, 'temp', 0);
    const speed = await point(press, 'speed', 2);
    const supply = await point(chiller, 'supply', 0);
    const detail = await h.ok('POST', '/views', root, {
      projectId,
      name: 'Detail',
      platform: 'pc',
      scene: scene([{ deviceId: chiller, pointId: supply }], [{ type: 'device', deviceId: chiller }]),
    });
    const main = await h.ok('POST', '/views', root, {
      projectId,
      name: 'Main',
      platform: 'pc',
      isMain: true,
      scene: scene(
        [
          { deviceId: press, pointId: temp },
          { deviceId: press, pointId: speed },
        ],
        [{ type: 'view', viewId: detail.id }],
      ),
    });
    return { projectId, press, chiller, temp, speed, supply, main: main.id as number, detail: detail.id as number };
  }

  const exportOf = async (projectId: number) => JSON.parse((await h.api('GET', `/projects/${projectId}/export`, root)).text);
  const viewsOf = async (projectId: number) => {
    const list = (await h.ok('GET', `/projects/${projectId}/views`, root)) as { id: number; name: string; isMain: boolean }[];
    return Promise.all(list.map(async (view) => ({ ...view, ...(await h.ok('GET', `/views/${view.id}`, root)) })));
  };
  const pointsOf = async (deviceId: number) =>
    new Map(
      ((await h.ok('GET', `/devices/${deviceId}/points?pageSize=500`, root)).items as { id: number; name: string }[]).map((p) => [
        p.name,
        p.id,
      ]),
    );
  const devicesOf = async (projectId: number) =>
    new Map(
      ((await h.ok('GET', `/devices?projectId=${projectId}`, root)).items as { id: number; name: string }[]).map((d) => [d.name, d.id]),
    );

  beforeAll(async () => {
    t = await buildTestApp(kind, { seedDemo: false });
    root = await t.login();
  });
  afterAll(() => t.close());

  it('exports the views with what their ids name, and imports them bound to the new project', async () => {
    const source = await plant('ViewSrc');
    const file = await exportOf(source.projectId);
    expect(file.version).toBe(2);
    expect(file.views.map((view: { name: string; isMain: boolean }) => [view.name, view.isMain])).toEqual([
      ['Detail', false],
      ['Main', true],
    ]);
    expect(file.refs.points).toHaveLength(3);

    // Into another installation: the source project is gone, the box IDs are free again.
    await h.ok('DELETE', `/projects/${source.projectId}`, root);
    const imported = await h.ok('POST', '/projects/import', root, { file: { ...file, project: { ...file.project, name: 'ViewCopy' } } });
    expect(imported).toMatchObject({ devices: 2, points: 3, views: 2 });

    const devices = await devicesOf(imported.projectId);
    const press = await pointsOf(devices.get('Press')!);
    const chiller = await pointsOf(devices.get('Chiller')!);
    const views = await viewsOf(imported.projectId);
    const main = views.find((view) => view.name === 'Main')!;
    const detail = views.find((view) => view.name === 'Detail')!;
    expect(main.isMain).toBe(true);
    expect(sceneBindings(main.scene)).toEqual([
      { deviceId: devices.get('Press'), pointId: press.get('temp') },
      { deviceId: devices.get('Press'), pointId: press.get('speed') },
    ]);
    expect(sceneBindings(detail.scene)).toEqual([{ deviceId: devices.get('Chiller'), pointId: chiller.get('supply') }]);
    // Links follow: the main view to the imported detail view, the detail view to the imported chiller.
    expect(linksOf(main)).toEqual([{ type: 'view', viewId: detail.id }]);
    expect(linksOf(detail)).toEqual([{ type: 'device', deviceId: devices.get('Chiller') }]);
  });

  it('keeps the views of a project overwritten by a file without views, bound to its new devices', async () => {
    const target = await plant('ViewKeep');
    const before = await exportOf(target.projectId);
    const versionBefore = (await h.ok('GET', `/views/${target.main}`, root)).version as number;
    // A version 1 file: devices and points only (the press's points in another order, so their ids move).
    const v1 = {
      format: 'fieldlink-project',
      version: 1,
      project: before.project,
      devices: before.devices.map((device: { points: unknown[] }) => ({ ...device, points: [...device.points].reverse() })),
    };
    expect(await h.ok('POST', '/projects/import', root, { projectId: target.projectId, file: v1 })).toMatchObject({ views: 0 });

    const devices = await devicesOf(target.projectId);
    expect(devices.get('Press')).not.toBe(target.press);
    const press = await pointsOf(devices.get('Press')!);
    const views = await viewsOf(target.projectId);
    expect(views.map((view) => view.id).sort()).toEqual([target.main, target.detail].sort());
    const main = views.find((view) => view.id === target.main)!;
    expect(sceneBindings(main.scene)).toEqual([
      { deviceId: devices.get('Press'), pointId: press.get('temp') },
      { deviceId: devices.get('Press'), pointId: press.get('speed') },
    ]);
    expect(main.version).toBe(versionBefore + 1);
    expect(linksOf(main)).toEqual([{ type: 'view', viewId: target.detail }]);
    expect(linksOf(views.find((view) => view.id === target.detail)!)).toEqual([{ type: 'device', deviceId: devices.get('Chiller') }]);
  });

  it("replaces a project's views with the file's, and refuses a file whose views break a rule without changing anything", async () => {
    const target = await plant('ViewRepl');
    const file = await exportOf(target.projectId);
    const onlyMain = { ...file, views: file.views.filter((view: { name: string }) => view.name === 'Main') };
    await h.ok('POST', '/projects/import', root, { projectId: target.projectId, file: onlyMain });
    const after = await viewsOf(target.projectId);
    expect(after.map((view) => view.name)).toEqual(['Main']);
    // Its link to the detail view, which the file no longer has, is dropped; the element stays.
    expect(linksOf(after[0]!)).toEqual([undefined]);

    const twice = { ...file, views: [file.views[1], { ...file.views[1], id: file.views[0].id }] };
    const twoMains = { ...file, views: [file.views[1], { ...file.views[0], isMain: true }] };
    const devicesBefore = await devicesOf(target.projectId);
    for (const [bad, message] of [
      [twice, /views\[1\]\.name Main repeats views\[0\]/],
      [twoMains, /views\[1\] is a second main view for pc/],
    ] as const) {
      const refused = await h.expectError({ status: 400 }, 'POST', '/projects/import', root, { projectId: target.projectId, file: bad });
      expect(refused.message).toMatch(message);
    }
    expect(await devicesOf(target.projectId)).toEqual(devicesBefore);
    expect((await viewsOf(target.projectId)).map((view) => view.id)).toEqual(after.map((view) => view.id));
  });
});
