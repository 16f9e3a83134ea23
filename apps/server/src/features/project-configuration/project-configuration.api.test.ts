import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHelpers } from '../../test/factories.js';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';

const HUB = { configure_page: ['view'] };

describe.each(databaseKinds())('project configuration hub on %s', (kind) => {
  let t: TestApp;
  let root: string;
  const h = apiHelpers(
    () => t,
    () => root,
  );
  let project: number;
  let other: number;
  let press: number;
  let viewer: { id: number; token: string };
  let outsider: { id: number; token: string };
  let withoutPage: { id: number; token: string };
  let companyA: number;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    root = await t.login();
    companyA = await h.company('HubCoA');
    const companyB = await h.company('HubCoB');
    project = await h.project('HubPA1', { companyId: companyA });
    other = await h.project('HubPA2', { companyId: companyA });
    press = await h.device(project, 'Press', 'HUB100000001');
    await h.device(project, 'Oven', 'HUB100000002');
    await h.device(other, 'Mixer', 'HUB200000001');
    for (const [address, name] of [
      [0, 'temp'],
      [2, 'speed'],
    ] as const)
      await h.ok('POST', `/devices/${press}/points`, root, { name, area: '4x', address, dataType: 2 });
    await h.ok('POST', '/views', root, { projectId: project, name: 'Main', platform: 'pc' });
    await h.ok('POST', '/share-links', root, { objectType: 'project', objectId: project, authority: 'open', expiresInDays: 7 });
    await h.ok('POST', '/charging-rooms', root, {
      projectId: project,
      name: 'East',
      capacity: 4,
      openingHours: { allDay: true, open: '00:00', close: '00:00' },
      tariff: {
        currency: 'CNY',
        billing: 'energy',
        energyPrice: 1,
        timePrice: 0,
        timeOfUse: false,
        periods: [],
        idleFeePerHour: 0,
        idleGraceMinutes: 0,
      },
      devices: [{ deviceId: press, slots: 4 }],
    });
    viewer = await h.user(companyA, 'hub_viewer', 2, HUB, [project]);
    outsider = await h.user(companyB, 'hub_outsider', 1, HUB);
    withoutPage = await h.user(companyA, 'hub_nopage', 2, { item_page: ['view'] }, [project]);
  }, 120_000);
  afterAll(() => t.close());

  it('counts what is configured for the project, its devices with their points', async () => {
    const answer = await h.ok('GET', `/projects/${project}/configuration`, viewer.token);
    expect(answer.project).toEqual({ id: project, name: 'HubPA1' });
    expect(answer.devices).toEqual([
      expect.objectContaining({ name: 'Oven', boxId: 'HUB100000002', pointCount: 0 }),
      expect.objectContaining({ id: press, name: 'Press', pointCount: 2 }),
    ]);
    expect(answer.counts).toEqual({
      devices: 2,
      points: 2,
      alarmSources: 0,
      views: 1,
      screens: 0,
      recipes: 0,
      triggers: 0,
      assignments: 0,
      collectionTasks: 0,
      reports: 0,
      maintenancePlans: 0,
      shareLinks: 1,
      statusTables: 0,
      chargingRooms: 1,
    });
    // Another project of the company counts its own.
    const second = await h.ok('GET', `/projects/${other}/configuration`, root);
    expect(second.counts).toMatchObject({ devices: 1, points: 0, views: 0, shareLinks: 0, chargingRooms: 0 });
  });

  it('each linked list filtered by ?projectId= holds what the hub counts, not another project’s', async () => {
    const mixer = (await h.ok('GET', `/devices?projectId=${other}`, root)).items[0].id as number;
    const speed = (await h.ok('POST', `/devices/${mixer}/points`, root, { name: 'speed', area: '4x', address: 0, dataType: 2 })).id;
    const recipe = (deviceId: number, name: string) => ({
      name,
      deviceId,
      items: [{ name: 'temp', value: 1 }],
      rules: [{ name: 'r', sourceStart: 0, length: 1, area: '4x', targetStart: 100 }],
      completion: { area: '4x', address: 110 },
      conditions: [],
      timeoutMs: 2000,
    });
    const pressPoints = (await h.ok('GET', `/devices/${press}/points`, root)).items as { id: number }[];
    await h.ok('POST', '/recipes', root, recipe(press, 'HubR1'));
    await h.ok('POST', '/recipes', root, recipe(mixer, 'HubR2'));
    await h.ok('POST', '/collection-tasks', root, {
      name: 'HubT1',
      deviceId: press,
      mode: 'periodic',
      intervalS: 5,
      pointIds: [pressPoints[0]!.id],
    });
    await h.ok('POST', '/collection-tasks', root, { name: 'HubT2', deviceId: mixer, mode: 'periodic', intervalS: 5, pointIds: [speed] });
    const { counts } = await h.ok('GET', `/projects/${project}/configuration`, root);
    expect(counts).toMatchObject({ recipes: 1, collectionTasks: 1 });
    // The eight lists the hub links to, each scoped to the project: totals equal the hub's counts.
    const lists = {
      alarmSources: '/alarm-sources',
      recipes: '/recipes',
      triggers: '/triggers',
      assignments: '/assignments',
      collectionTasks: '/collection-tasks',
      reports: '/reports',
      maintenancePlans: '/maintenance-plans',
      statusTables: '/status-tables',
    } as const;
    for (const [feature, path] of Object.entries(lists)) {
      const list = await h.ok('GET', `${path}?projectId=${project}`, root);
      expect({ feature, total: list.total }).toEqual({ feature, total: counts[feature] });
    }
    const names = async (path: string, id: number) =>
      ((await h.ok('GET', `${path}?projectId=${id}`, root)).items as { name: string }[]).map((row) => row.name);
    expect(await names('/recipes', project)).toEqual(['HubR1']);
    expect(await names('/recipes', other)).toEqual(['HubR2']);
    expect(await names('/collection-tasks', project)).toEqual(['HubT1']);
    expect(await names('/collection-tasks', other)).toEqual(['HubT2']);
  });

  it("counts the project's live share links, its devices' too, and the status tables its points read", async () => {
    const before = (await h.ok('GET', `/projects/${project}/configuration`, root)).counts;
    const device = await h.ok('POST', '/share-links', root, { objectType: 'device', objectId: press, authority: 'open', expiresInDays: 1 });
    const revoked = await h.ok('POST', '/share-links', root, {
      objectType: 'project',
      objectId: project,
      authority: 'open',
      expiresInDays: 1,
    });
    await h.ok('POST', `/share-links/${revoked.id}/revoke`, root);
    const table = await h.ok('POST', '/status-tables', root, {
      companyId: companyA,
      name: 'HubRun',
      entries: [
        { value: 0, zh: '停止', en: 'Stopped' },
        { value: 1, zh: '运行', en: 'Running' },
      ],
    });
    await h.ok('POST', `/devices/${press}/points`, root, { name: 'run', area: '4x', address: 20, dataType: 2, statusTableId: table.id });
    const after = (await h.ok('GET', `/projects/${project}/configuration`, root)).counts;
    expect(after.shareLinks).toBe(before.shareLinks + 1);
    expect(after.statusTables).toBe(before.statusTables + 1);
    expect(device.id).toBeGreaterThan(0);
  });

  it('answers within the caller’s scope and page grant only', async () => {
    await h.expectError({ status: 404 }, 'GET', `/projects/${other}/configuration`, viewer.token);
    await h.expectError({ status: 404 }, 'GET', `/projects/${project}/configuration`, outsider.token);
    await h.expectError({ status: 403 }, 'GET', `/projects/${project}/configuration`, withoutPage.token);
    await h.expectError({ status: 401 }, 'GET', `/projects/${project}/configuration`, undefined);
  });
});
