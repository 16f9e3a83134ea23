import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { LiveValue } from '../connectivity/telemetry.js';
import { apiHelpers } from '../../test/factories.js';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';
import { waitFor } from '../../test/wait.js';

const layout = (widgets: object[]) => ({ title: 'Wall', width: 1920, height: 1080, fit: 'letterbox', rows: 6, columns: 8, widgets });

/** A socket on `/stream` with the messages it has received. */
function stream(baseUrl: string, token: string) {
  const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/api/v1/stream?token=${token}`);
  const messages: { type: string; deviceId?: number; error?: string; values?: { pointId: number; value: unknown }[] }[] = [];
  socket.on('message', (raw) => messages.push(JSON.parse(String(raw))));
  return { socket, messages, send: (message: object) => socket.send(JSON.stringify(message)) };
}

describe.each(databaseKinds())('shared screens and the shared live stream on %s', (kind) => {
  let t: TestApp;
  let root: string;
  const h = apiHelpers(
    () => t,
    () => root,
  );
  let projectA: number;
  let deviceA: number;
  let oven: number;
  let viewA: number;
  let viewOther: number;
  let deviceA2: number;
  let deviceB: number;
  let pointA: number;
  let screenA: number;
  let screenA2: number;
  let screenB: number;
  let owner: { id: number; token: string };

  const share = (objectType: string, objectId: number) =>
    h.ok('POST', '/share-links', owner.token, { objectType, objectId, authority: 'open', expiresInDays: 7 });
  const open = async (link: string) => (await h.ok('POST', '/share-links/open', '', { link })).token as string;
  /** A value of a device arriving in this instance's hub, as ingest hands it over. */
  const arrive = (deviceId: number, pointId: number, value: number) =>
    t.app.connectivity.hub.update(deviceId, [
      { pointId, name: 'temp', value, plc: value, unit: null, ts: Date.now(), display: String(value) } as LiveValue,
    ]);

  beforeAll(async () => {
    t = await buildTestApp(kind, { network: true, seedDemo: false });
    root = await t.login();
    const companyA = await h.company('ScreenShareCoA');
    const companyB = await h.company('ScreenShareCoB');
    projectA = await h.project('ScreenSharePA', { companyId: companyA });
    const projectA2 = await h.project('ScreenSharePA2', { companyId: companyA });
    const projectB = await h.project('ScreenSharePB', { companyId: companyB });
    deviceA = await h.device(projectA, 'Press', 'SSA100000001');
    oven = await h.device(projectA, 'Oven', 'SSA100000002');
    deviceA2 = await h.device(projectA2, 'Chiller', 'SSA200000001');
    deviceB = await h.device(projectB, 'Press', 'SSB100000001');
    pointA = (await h.ok('POST', `/devices/${deviceA}/points`, root, { name: 'temp', area: '4x', address: 0, dataType: 2 })).id;
    const scene = (deviceId: number, pointId: number) => ({
      version: 2,
      width: 1280,
      height: 720,
      layers: [{ id: 'base', name: '' }],
      elements: [{ id: 'v', kind: 'value', x: 10, y: 10, w: 100, h: 30, binding: { deviceId, pointId } }],
    });
    viewA = (await h.ok('POST', '/views', root, { projectId: projectA, name: 'Press', platform: 'pc', scene: scene(deviceA, pointA) })).id;
    viewOther = (await h.ok('POST', '/views', root, { projectId: projectA, name: 'Other', platform: 'pc' })).id;
    const screen = async (projectId: number, name: string, widgets: object[] = []) =>
      (await h.ok('POST', '/screens', root, { projectId, name, layout: layout(widgets) })).id as number;
    screenA = await screen(projectA, 'WallA', [
      { id: 'k', kind: 'kpi', x: 0, y: 0, w: 2, h: 1, metric: 'point', pointId: pointA },
      { id: 'd', kind: 'deviceStatus', x: 2, y: 0, w: 2, h: 1 },
      { id: 's', kind: 'scada', x: 0, y: 1, w: 4, h: 3, viewId: viewA },
    ]);
    screenA2 = await screen(projectA2, 'WallA2');
    screenB = await screen(projectB, 'WallB');
    owner = await h.user(
      companyA,
      'screen_sharer',
      2,
      { item_page: ['view', 'edit'], item_query: ['view'], large_list: ['view'], largeScreen: ['view'] },
      [projectA, projectA2],
    );
  }, 120_000);
  afterAll(() => t?.close());

  it('confines a screen link to that screen, its data and what it draws, the data to the screen’s project', async () => {
    const token = await open((await share('screen', screenA)).link);
    const content = await h.ok('GET', '/share-links/current', token);
    expect(content).toMatchObject({ objectType: 'screen', objectId: screenA, name: 'WallA', projects: [], views: [], devices: [] });
    expect((await h.ok('GET', `/screens/${screenA}`, token)).layout.title).toBe('Wall');

    const data = await h.ok('GET', `/screens/${screenA}/data`, token);
    // The owner sees two projects; the screen draws its own: two devices, one project.
    expect(data.overview.devices.total).toBe(2);
    expect(data.overview.projects.map((p: { id: number }) => p.id)).toEqual([projectA]);
    expect(data.overview.liveDeviceIds).not.toContain(deviceA2);
    expect(data.readings.map((r: { pointId: number }) => r.pointId)).toEqual([pointA]);
    expect(JSON.stringify(data)).not.toContain('ScreenSharePA2');

    // What its SCADA widget draws: the view and the device the view shows.
    expect((await h.ok('GET', `/views/${viewA}`, token)).id).toBe(viewA);
    expect((await h.ok('GET', `/devices/${deviceA}/live`, token)).map((p: { pointId: number }) => p.pointId)).toEqual([pointA]);
    // Another screen, the project's other views and devices: refused.
    for (const url of [
      `/screens/${screenA2}`,
      `/screens/${screenA2}/data`,
      `/screens/${screenB}/data`,
      `/views/${viewOther}`,
      `/devices/${oven}`,
      `/devices/${deviceA2}/live`,
    ])
      await h.expectError({ status: 404 }, 'GET', url, token);
    await h.expectError({ status: 403 }, 'GET', '/screens', token);
    await h.expectError({ status: 403 }, 'GET', `/projects/${projectA}`, token);
    await h.expectError({ status: 403 }, 'PUT', `/screens/${screenA}`, token, { name: 'Taken' });
    // The owner's own overview is still the whole fleet they see.
    expect((await h.ok('GET', `/screens/${screenA}/data`, owner.token)).overview.devices.total).toBe(2);
    expect((await h.ok('GET', '/overview', owner.token)).devices.total).toBe(3);
  });

  it('streams a project link’s devices live and refuses devices outside it', async () => {
    const token = await open((await share('project', projectA)).link);
    const s = stream(t.baseUrl!, token);
    await waitFor(async () => s.messages.some((m) => m.type === 'ready'), 'ready');
    s.send({ type: 'subscribe', devices: [deviceA, deviceA2, deviceB] });
    await waitFor(async () => s.messages.filter((m) => m.type === 'error').length === 2, 'two refusals');
    expect(s.messages.filter((m) => m.type === 'error').map((m) => [m.error, m.deviceId])).toEqual([
      ['NOT_FOUND', deviceA2],
      ['NOT_FOUND', deviceB],
    ]);
    arrive(deviceA2, 1, 7);
    arrive(deviceB, 1, 8);
    arrive(deviceA, pointA, 42);
    const pushed = await waitFor(async () => s.messages.find((m) => m.type === 'live'), 'live push');
    expect(pushed).toMatchObject({ deviceId: deviceA, values: [{ pointId: pointA, value: 42 }] });
    expect(s.messages.filter((m) => m.type === 'live' && m.deviceId !== deviceA)).toEqual([]);
    s.socket.close();
  });

  it('streams a screen link’s project devices, and nothing once the link is revoked', async () => {
    const link = await share('screen', screenA);
    const s = stream(t.baseUrl!, await open(link.link));
    await waitFor(async () => s.messages.some((m) => m.type === 'ready'), 'ready');
    s.send({ type: 'subscribe', devices: [deviceA, deviceA2] });
    await waitFor(async () => s.messages.some((m) => m.type === 'error' && m.deviceId === deviceA2), 'refusal of another project');
    arrive(deviceA, pointA, 43);
    await waitFor(async () => s.messages.find((m) => m.type === 'live' && m.deviceId === deviceA), 'live push');

    // Revoked: the next value of a followed device closes the socket instead of flowing on.
    await h.ok('POST', `/share-links/${link.id}/revoke`, owner.token);
    const closed = new Promise<number>((resolve) => s.socket.on('close', (code) => resolve(code)));
    arrive(deviceA, pointA, 44);
    expect(await closed).toBe(4401);
  });

  it('refuses a new subscription of a share token whose link was revoked', async () => {
    const link = await share('project', projectA);
    const s = stream(t.baseUrl!, await open(link.link));
    await waitFor(async () => s.messages.some((m) => m.type === 'ready'), 'ready');
    await h.ok('POST', `/share-links/${link.id}/revoke`, owner.token);
    const closed = new Promise<number>((resolve) => s.socket.on('close', (code) => resolve(code)));
    s.send({ type: 'subscribe', devices: [deviceA] });
    expect(await closed).toBe(4401);
    expect(s.messages.filter((m) => m.type === 'live')).toEqual([]);
  });
});
