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
  const range = '?from=2026-03-01T00:00:00Z&to=2026-03-02T00:00:00Z';

  beforeAll(async () => {
    t = await buildTestApp(kind);
    root = await t.login();
    const company = await h.company('GpsCoA');
    const other = await h.company('GpsCoB');
    const project = await h.project('GpsP1', { companyId: company });
    device = await h.device(project, 'Truck1', 'GPS100000001');
    foreign = await h.device(await h.project('GpsP2', { companyId: other }), 'Truck9', 'GPS900000001');
    viewer = await h.user(company, 'gps_viewer', 2, { gpsTrack: ['view'] }, [project]);
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
});
