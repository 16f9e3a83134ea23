import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';
import { createRollupsRepository } from '../history/rollups.repository.js';

const H = 3_600_000;
const DAY = 24 * H;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** HisDataLimit on the data-analysis lists and the reports: a user held to one day sees nothing older. */
describe.each(databaseKinds())('HisDataLimit on analysis and reports on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  let deviceId: number;
  let reportId: number;
  const now = Date.now();
  const ago = (ms: number) => new Date(now - ms).toISOString();

  beforeAll(async () => {
    t = await buildTestApp(kind, { seedDemo: false });
    admin = await t.login();
    const project = await t.request({
      method: 'POST',
      url: '/api/v1/projects',
      token: admin,
      payload: { name: '限期测试', location: '120.1,30.2' },
    });
    const device = await t.request({
      method: 'POST',
      url: '/api/v1/devices',
      token: admin,
      payload: { projectId: project.body.data.id, name: '限期机', boxId: 'HISLIMIT0001', boxPassword: 'boxpass123' },
    });
    deviceId = device.body.data.id;
    const companyId = device.body.data.companyId as number;
    const point = await t.request({
      method: 'POST',
      url: `/api/v1/devices/${deviceId}/points`,
      token: admin,
      payload: { name: 'level', area: '4x', address: 0, dataType: 2, save: true },
    });
    const pointId = point.body.data.id as number;
    // Three days ago 100 -> 200 (a change), recently 3 -> 4 (changes): only the recent ones are within a day.
    const db = t.database.db;
    for (const [ms, v] of [
      [3 * DAY + 2 * H, 100],
      [3 * DAY + H, 200],
      [2 * H, 3],
      [H, 4],
    ] as const)
      await db.execute(sql`insert into samples (point_id, ts, value) values (${pointId}, ${ago(ms)}::timestamptz, ${v})`);
    await createRollupsRepository(db).rebuild(new Date(now - 5 * DAY), new Date(now + H));

    const role = await t.request({
      method: 'POST',
      url: '/api/v1/roles',
      token: admin,
      payload: { companyId, name: 'LimitedViewer', permissions: { valueChangeLog: ['view'], report: ['view'] } },
    });
    expect(role.status).toBe(200);
    const user = await t.request({
      method: 'POST',
      url: '/api/v1/users',
      token: admin,
      payload: { userName: 'one_day_viewer', password: 'Passw0rd99', grade: 1, companyId, roleIds: [role.body.data.id] },
    });
    expect(user.status).toBe(200);
    const limit = await t.request({
      method: 'PUT',
      url: `/api/v1/users/${user.body.data.id}/history-limit`,
      token: admin,
      payload: { hisDataLimitDays: 1 },
    });
    expect(limit.status).toBe(200);
    viewer = await t.login('one_day_viewer', 'Passw0rd99');
    // The admin page reads the user's own limit back; only the super user may.
    const own = `/api/v1/users/${user.body.data.id}/history-limit`;
    expect((await t.request({ method: 'GET', url: own, token: admin })).body.data).toEqual({ hisDataLimitDays: 1 });
    expect((await t.request({ method: 'GET', url: own, token: viewer })).status).toBe(403);

    const report = await t.request({
      method: 'POST',
      url: '/api/v1/reports',
      token: admin,
      payload: {
        name: '限期报表',
        projectId: project.body.data.id,
        storageMode: 'interval',
        intervalS: 3600,
        timeType: 'custom',
        utcOffsetMinutes: 0,
        columns: [{ pointId, method: 'max' }],
        modules: [{ type: 'table', width: 'full', title: '明细' }],
      },
    });
    expect(report.status).toBe(200);
    reportId = report.body.data.id;
  });
  afterAll(async () => t?.close());

  it('clamps the value-change log to the limit and says from when', async () => {
    const url = `/api/v1/analysis/value-changes?deviceId=${deviceId}&from=${ago(5 * DAY)}&to=${ago(0)}&pageSize=100`;
    const all = await t.request({ method: 'GET', url, token: admin });
    expect(all.status).toBe(200);
    expect(all.body.data.limitedFrom).toBeNull();
    expect(all.body.data.items.some((r: { ts: string }) => Date.parse(r.ts) < now - 2 * DAY)).toBe(true);

    const limited = await t.request({ method: 'GET', url, token: viewer });
    expect(limited.status).toBe(200);
    const limitedFrom = Date.parse(limited.body.data.limitedFrom);
    expect(limitedFrom).toBeGreaterThanOrEqual(now - DAY);
    expect(limitedFrom).toBeLessThan(now - DAY + 60_000);
    expect(limited.body.data.items.length).toBeGreaterThan(0);
    for (const row of limited.body.data.items as { ts: string; value: string | null }[]) {
      expect(Date.parse(row.ts)).toBeGreaterThanOrEqual(limitedFrom);
      expect(['100', '200']).not.toContain(row.value);
    }
    expect(limited.body.data.total).toBe(limited.body.data.items.length);
  });

  it('leaves report data before the limit out', async () => {
    const url = `/api/v1/reports/${reportId}/data?from=${day(now - 4 * DAY)}&to=${day(now)}`;
    const all = await t.request({ method: 'GET', url, token: admin });
    expect(all.status).toBe(200);
    expect(all.body.data.limitedFrom).toBeNull();
    expect(all.body.data.summary[0]).toBe(200);

    const limited = await t.request({ method: 'GET', url, token: viewer });
    expect(limited.status).toBe(200);
    const limitedFrom = Date.parse(limited.body.data.limitedFrom);
    expect(limitedFrom).toBeGreaterThanOrEqual(now - DAY);
    expect(limited.body.data.summary[0]).toBe(4);
    // The rows stay; every one ending by the limit is empty.
    expect(limited.body.data.rows).toHaveLength(all.body.data.rows.length);
    for (const row of limited.body.data.rows as { end: string; values: (number | null)[] }[])
      if (Date.parse(row.end) <= limitedFrom) expect(row.values[0]).toBeNull();

    // One module of it (report/getItemData) is clamped the same way.
    const item = await t.request({ method: 'GET', url: url.replace('/data?', '/item-data?item=0&'), token: viewer });
    expect(item.status).toBe(200);
    expect(item.body.data).toMatchObject({ summary: [4], rows: limited.body.data.rows });
    expect(Date.parse(item.body.data.limitedFrom)).toBeGreaterThanOrEqual(limitedFrom);
  });
});
