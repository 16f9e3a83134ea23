import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHelpers } from '../../test/factories.js';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';
import { autoBucket } from './history.service.js';

describe('autoBucket', () => {
  it.each([
    [2000, 3_600_000, 'raw'],
    [2001, 3_600_000, '1m'],
    [100_000, 2000 * 60_000, '1m'],
    [100_000, 2001 * 60_000, '1h'],
    [10_000_000, 400 * 86_400_000, '1d'],
  ])('%i samples over %i ms -> %s', (samples, range, bucket) => {
    expect(autoBucket(samples, range)).toBe(bucket);
  });
});

describe.each(databaseKinds())('point history on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let pointId: number;
  /** Two hours ago, on a whole minute. */
  const start = Math.floor((Date.now() - 2 * 3_600_000) / 60_000) * 60_000;

  beforeAll(async () => {
    t = await buildTestApp(kind, { seedDemo: false });
    token = await t.login();
    const { project, device } = apiHelpers(
      () => t,
      () => token,
    );
    const newDevice = await device(await project('历史数据', { location: '120.1,30.2' }), '压机', 'HISTORY00001');
    pointId = (
      await t.request({
        method: 'POST',
        url: `/api/v1/devices/${newDevice}/points`,
        token,
        payload: { name: 'temp', area: '4x', address: 0, dataType: 2 },
      })
    ).body.data.id;
    // Three minutes of samples every 10 s: 0..17; the same rows again change nothing.
    const rows = Array.from({ length: 18 }, (_, i) => ({ pointId, ts: start + i * 10_000, value: i, text: null }));
    await t.app.connectivity.writer.add(rows);
    await t.app.connectivity.writer.add(rows.slice(0, 5));
  });
  afterAll(async () => t?.close());

  const get = (query: string, lang = 'en-US') =>
    t.request({ method: 'GET', url: `/api/v1/points/${pointId}/history?${query}`, token, lang });
  const range = (bucket: string) => `from=${new Date(start).toISOString()}&to=${new Date(start + 180_000).toISOString()}&bucket=${bucket}`;

  it('answers raw samples in time order, each once', async () => {
    const raw = await get(range('raw'));
    expect(raw.status).toBe(200);
    expect(raw.body.data).toHaveLength(18);
    expect(raw.body.data[0]).toEqual({ ts: new Date(start).toISOString(), value: 0 });
    expect(raw.body.data.map((r: any) => r.value)).toEqual(Array.from({ length: 18 }, (_, i) => i));
  });

  it('answers minute buckets with min, max, avg and last', async () => {
    const minutes = await get(range('1m'));
    expect(minutes.body.data).toEqual([
      { ts: new Date(start).toISOString(), min: 0, max: 5, avg: 2.5, last: 5 },
      { ts: new Date(start + 60_000).toISOString(), min: 6, max: 11, avg: 8.5, last: 11 },
      { ts: new Date(start + 120_000).toISOString(), min: 12, max: 17, avg: 14.5, last: 17 },
    ]);
    // The three minutes fall in one hour bucket, or two when they straddle the hour.
    const hours = (await get(range('1h'))).body.data as { min: number; max: number; last: number }[];
    expect(hours.length).toBeGreaterThanOrEqual(1);
    expect(hours.length).toBeLessThanOrEqual(2);
    expect(Math.min(...hours.map((h) => h.min))).toBe(0);
    expect(Math.max(...hours.map((h) => h.max))).toBe(17);
    expect(hours.at(-1)!.last).toBe(17);
    expect((await get(range('auto'))).body.data).toHaveLength(18);
  });

  it('refuses a range that ends before it starts, in the language of the request', async () => {
    const bad = await get(`from=${new Date(start).toISOString()}&to=${new Date(start - 1).toISOString()}`, 'zh-CN');
    expect(bad.status).toBe(400);
    expect(bad.body.data.issues[0]).toMatchObject({ path: 'to', message: '结束时间不能早于开始时间' });
    expect((await get('from=yesterday&to=today')).status).toBe(400);
  });

  it("answers 404 for a point outside the caller's scope", async () => {
    const other = await t.request({ method: 'GET', url: `/api/v1/points/999999/history?${range('raw')}`, token });
    expect(other.status).toBe(404);
  });
});
