import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, points, samples } from '../db/schema/index.js';
import { buildTestApp, type TestApp } from '../test/harness.js';
import { DEMO_XDATA_MACHINE, DEMO_XDATA_VIEWS } from './demo-xdata.js';
import { DEMO_PASSWORD, DEMO_USER_NAME } from './seed.js';

describe('the demo XDATA', () => {
  let t: TestApp;
  let token: string;
  const get = async (url: string, auth: string | undefined = token) => {
    const response = await t.request({ method: 'GET', url: `/api/v1${url}`, token: auth, lang: 'en-US' });
    expect(response.status, `${url}: ${response.text}`).toBe(200);
    return response.body.data;
  };

  beforeAll(async () => {
    t = await buildTestApp('pglite');
    token = await t.login(DEMO_USER_NAME, DEMO_PASSWORD);
    // Two hours of the demo machine's barrel temperature (npm start seeds a month of history).
    const [barrel] = await t.database.db
      .select({ id: points.id })
      .from(points)
      .innerJoin(devices, eq(devices.id, points.deviceId))
      .where(and(eq(devices.name, DEMO_XDATA_MACHINE), eq(points.name, 'barrel_temp')));
    const now = Date.now();
    await t.database.db
      .insert(samples)
      .values(Array.from({ length: 24 }, (_, i) => ({ pointId: barrel!.id, ts: new Date(now - i * 5 * 60_000), value: 215 + (i % 5) })));
  });
  afterAll(async () => t?.close());

  it('has a shift-plan CSV source joined with the demo machine’s history, each view running', async () => {
    const [source] = await get('/xdata/sources');
    expect(source).toMatchObject({ tableName: 'shift_plan', rowCount: 32 });
    expect((await get(`/xdata/sources/${source.id}/preview`)).rows).toHaveLength(5);
    const [model] = await get('/xdata/models');
    expect(model.tables.map((table: { name: string }) => table.name)).toEqual(['shift_plan', 'device_history']);
    expect(model.folders.dimensions.length).toBeGreaterThan(0);
    expect(model.folders.metrics.length).toBeGreaterThan(0);
    const joined = await get(`/xdata/models/${model.id}/preview`);
    expect(joined.rows.length).toBeGreaterThan(0);
    expect(new Set(joined.rows.map((row: unknown[]) => row[joined.columns.indexOf('device_history.device_name')]))).toEqual(
      new Set([DEMO_XDATA_MACHINE]),
    );
    for (const view of DEMO_XDATA_VIEWS) {
      expect((await get(`/xdata/models/${model.id}/preview?view=${view.name}`)).rows.length, view.name).toBeGreaterThan(0);
    }
  });

  it('has a screen group with two data screens whose widgets all draw, one shared publicly', async () => {
    const screens: { id: number; name: string; isPublic: boolean; groupId: number }[] = await get('/xdata/screens');
    expect(screens).toHaveLength(2);
    const kinds = new Set<string>();
    for (const screen of screens) {
      const data: ({ rows: unknown[][] } | { error: string })[] = await get(`/xdata/screens/${screen.id}/data`);
      for (const widget of data) expect(widget).not.toHaveProperty('error');
      for (const widget of (await get(`/xdata/screens/${screen.id}`)).widgets) kinds.add(widget.kind);
    }
    expect(kinds).toEqual(new Set(['kpi', 'bar', 'line', 'table']));
    const [group] = await get('/xdata/screen-groups');
    expect(group.screenIds).toHaveLength(2);
    const shared = screens.filter((s) => s.isPublic);
    expect(shared).toHaveLength(1);
    const open = await get(`/xdata/public/screens/${shared[0]!.id}?isPublic=1`, undefined);
    expect(Number(open.data[0].rows[0][0])).toBeGreaterThan(0);
  });
});
