import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHelpers } from '../../test/factories.js';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';

describe.each(databaseKinds())('GPS tracks on %s', (kind) => {
  let t: TestApp;
  let root: string;
  const h = apiHelpers(
    () => t,
    () => root,
  );
  let device: number;
  let foreign: number;
  let viewer: { id: number; token: string };
  let outsider: { id: number; token: string };
  let truck: number;
  let barge: number;
  const range = '?from=2026-03-01T00:00:00Z&to=2026-03-02T00:00:00Z';

  beforeAll(async () => {
    t = await buildTestApp(kind);
    root = await t.login();
    const company = await h.company('GpsCoA');
    const other = await h.company('GpsCoB');
    const project = await h.project('GpsP1', { companyId: company });
    device = await h.device(project, 'Truck1', 'GPS100000001');
    const otherProject = await h.project('GpsP2', { companyId: other });
    foreign = await h.device(otherProject, 'Truck9', 'GPS900000001');
    viewer = await h.user(company, 'gps_viewer', 2, { gpsTrack: ['view'] }, [project]);
    outsider = await h.user(other, 'gps_outsider', 1, { gpsTrack: ['view', 'edit'] }, [otherProject]);
    truck = await h.device(project, 'Truck2', 'GPS100000002');
    barge = await h.device(project, 'Barge1', 'GPS100000003');
  }, 60_000);
  afterAll(() => t?.close());

  it('keeps manual positions as history and answers the range in order with its length', async () => {
    for (const [ts, lat] of [
      ['2026-03-01T10:00:00Z', 30.0],
      ['2026-03-01T08:00:00Z', 30.01],
      ['2026-03-01T09:00:00Z', 30.02],
      ['2026-03-03T09:00:00Z', 31],
    ] as const)
      await h.ok('POST', `/devices/${device}/positions`, root, { lat, lng: 120, ts });
    const track = await h.ok('GET', `/devices/${device}/track${range}`, viewer.token);
    expect(track.points.map((p: { lat: number }) => p.lat)).toEqual([30.01, 30.02, 30.0]);
    expect(track.points[0].source).toBe('manual');
    expect(track.distanceM).toBeGreaterThan(3000);
    expect(track.distanceM).toBeLessThan(3400);
  });

  it('refuses a position off the globe, a range too long, a viewer setting a position, another company’s device', async () => {
    await h.expectError({ status: 400 }, 'POST', `/devices/${device}/positions`, root, { lat: 91, lng: 0 });
    await h.expectError({ status: 400 }, 'GET', `/devices/${device}/track?from=2026-01-01T00:00:00Z&to=2026-03-01T00:00:00Z`, root);
    await h.expectError({ status: 403 }, 'POST', `/devices/${device}/positions`, viewer.token, { lat: 1, lng: 1 });
    await h.expectError({ status: 404 }, 'GET', `/devices/${foreign}/track${range}`, viewer.token);
  });
  const alarmsOf = async (deviceId: number) => (await h.ok('GET', `/alarms?deviceId=${deviceId}&pageSize=50`, root)).items;
  const at = (minute: number) => `2026-03-05T10:${String(minute).padStart(2, '0')}:00Z`;

  it('a circle that alarms on leaving: out raises one alarm, more positions outside add none, back in clears it', async () => {
    const fence = await h.ok('POST', `/devices/${truck}/geofences`, root, {
      name: 'Yard',
      shape: 'circle',
      lat: 30,
      lng: 120,
      radiusM: 1000,
      level: 3,
    });
    expect(fence).toMatchObject({ deviceId: truck, shape: 'circle', trigger: 'leave', level: 3, enabled: true, inside: null });
    await h.ok('POST', `/devices/${truck}/positions`, root, { lat: 30.001, lng: 120, ts: at(0) });
    await t.app.alarmEngine.idle();
    expect(await alarmsOf(truck)).toEqual([]);
    await h.ok('POST', `/devices/${truck}/positions`, root, { lat: 30.02, lng: 120, ts: at(5) });
    await h.ok('POST', `/devices/${truck}/positions`, root, { lat: 30.03, lng: 120, ts: at(10) });
    // An older position inside changes nothing: the newer one outside was judged already.
    await h.ok('POST', `/devices/${truck}/positions`, root, { lat: 30, lng: 120, ts: at(7) });
    await t.app.alarmEngine.idle();
    const raised = await alarmsOf(truck);
    expect(raised).toEqual([
      expect.objectContaining({
        alarmSourceId: null,
        geofenceId: fence.id,
        level: 3,
        state: 'active',
        name: 'Yard',
        raisedAt: new Date(at(5)).toISOString(),
      }),
    ]);
    expect(raised[0].textEn).toBe('[Alarm] Truck2 left geofence Yard');
    expect(raised[0].textZh).toBe('[报警] Truck2 离开电子围栏 Yard');
    await h.ok('POST', `/devices/${truck}/positions`, root, { lat: 30.002, lng: 120.001, ts: at(15) });
    await t.app.alarmEngine.idle();
    const cleared = await alarmsOf(truck);
    expect(cleared).toHaveLength(1);
    expect(cleared[0]).toMatchObject({ id: raised[0].id, state: 'cleared', clearedBy: null });
    const [listed] = await h.ok('GET', `/devices/${truck}/geofences`, viewer.token);
    expect(listed).toMatchObject({ id: fence.id, inside: true });
  });

  it('a polygon that alarms on entering raises inside and clears outside; deleting a fence clears its alarm', async () => {
    const polygon = [
      { lat: 31.99, lng: 120.99 },
      { lat: 31.99, lng: 121.01 },
      { lat: 32.01, lng: 121.01 },
      { lat: 32.01, lng: 120.99 },
    ];
    const fence = await h.ok('POST', `/devices/${barge}/geofences`, root, { name: 'Dock', shape: 'polygon', polygon, trigger: 'enter' });
    await h.ok('POST', `/devices/${barge}/positions`, root, { lat: 31.9, lng: 121, ts: at(0) });
    await h.ok('POST', `/devices/${barge}/positions`, root, { lat: 32, lng: 121, ts: at(1) });
    await t.app.alarmEngine.idle();
    expect(await alarmsOf(barge)).toEqual([expect.objectContaining({ state: 'active', textEn: '[Alarm] Barge1 entered geofence Dock' })]);
    await h.ok('POST', `/devices/${barge}/positions`, root, { lat: 32.02, lng: 121, ts: at(2) });
    await h.ok('POST', `/devices/${barge}/positions`, root, { lat: 32, lng: 121, ts: at(3) });
    await t.app.alarmEngine.idle();
    const states = (await alarmsOf(barge)).map((a: { state: string }) => a.state);
    expect(states).toEqual(['active', 'cleared']);
    await h.ok('DELETE', `/geofences/${fence.id}`, root);
    await t.app.alarmEngine.idle();
    expect((await alarmsOf(barge)).map((a: { state: string }) => a.state)).toEqual(['cleared', 'cleared']);
    expect(await h.ok('GET', `/devices/${barge}/geofences`, root)).toEqual([]);
  });

  it('a fence that asks for a repair order opens one with its alarm', async () => {
    const dredger = await h.device(await h.project('GpsP3', { companyId: await h.company('GpsCoC') }), 'Dredger1', 'GPS100000004');
    await h.ok('POST', `/devices/${dredger}/geofences`, root, {
      name: 'Quay',
      shape: 'circle',
      lat: 30,
      lng: 121,
      radiusM: 100,
      generateWorkOrder: true,
    });
    await h.ok('POST', `/devices/${dredger}/positions`, root, { lat: 30.01, lng: 121, ts: at(0) });
    await t.app.alarmEngine.idle();
    const [alarm] = await alarmsOf(dredger);
    expect(alarm.workOrderId).toEqual(expect.any(Number));
    const order = await h.ok('GET', `/work-orders/${alarm.workOrderId}`, root);
    expect(order).toMatchObject({ deviceId: dredger, status: 'pending' });
    expect(order.problem).toContain('离开电子围栏 Quay');
  });

  it('validates a fence in the caller’s language, and keeps fences to their company and to editors', async () => {
    const body = { name: 'Gate', shape: 'circle', lat: 30, lng: 120, radiusM: 200 };
    const refused = await h.expectError({ status: 400, error: 'VALIDATION_FAILED' }, 'POST', `/devices/${truck}/geofences`, root, {
      ...body,
      radiusM: 5,
    });
    expect(refused.message).toContain('The radius is between 10 m and 1000 km');
    const zh = await h.expectError({ status: 400, lang: 'zh-CN' }, 'POST', `/devices/${truck}/geofences`, root, {
      ...body,
      shape: 'polygon',
      polygon: [],
    });
    expect(zh.message).toContain('多边形须有 3 到 100 个顶点');
    await h.expectError({ status: 403 }, 'POST', `/devices/${truck}/geofences`, viewer.token, body);
    const fence = await h.ok('POST', `/devices/${truck}/geofences`, root, body);
    await h.expectError({ status: 403 }, 'PUT', `/geofences/${fence.id}`, viewer.token, body);
    await h.expectError({ status: 404 }, 'GET', `/devices/${truck}/geofences`, outsider.token);
    await h.expectError({ status: 404 }, 'POST', `/devices/${truck}/geofences`, outsider.token, body);
    await h.expectError({ status: 404 }, 'PUT', `/geofences/${fence.id}`, outsider.token, body);
    await h.expectError({ status: 404 }, 'DELETE', `/geofences/${fence.id}`, outsider.token);
    const changed = await h.ok('PUT', `/geofences/${fence.id}`, root, { ...body, name: 'Gate2', trigger: 'enter' });
    expect(changed).toMatchObject({ id: fence.id, name: 'Gate2', trigger: 'enter', inside: null });
  });
});
