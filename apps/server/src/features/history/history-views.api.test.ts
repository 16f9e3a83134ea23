import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHelpers } from '../../test/factories.js';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';

const DAY = 86_400_000;

describe.each(databaseKinds())('history views on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let deviceId: number;
  const ids: number[] = [];
  const now = Date.now();
  /** 10 days of one sample per 10 minutes for two points. */
  const start = Math.floor((now - 10 * DAY) / 600_000) * 600_000;
  const samples = (10 * DAY) / 600_000;

  beforeAll(async () => {
    t = await buildTestApp(kind, { seedDemo: false });
    token = await t.login();
    const { project, device } = apiHelpers(
      () => t,
      () => token,
    );
    const newDevice = await device(await project('历史视图', { location: '120.1,30.2' }), '压机', 'HISTVIEW0001');
    deviceId = newDevice;
    for (const [name, unit] of [
      ['temp', '=1+2'],
      ['pressure', '@bar'],
    ]) {
      const point = await t.request({
        method: 'POST',
        url: `/api/v1/devices/${deviceId}/points`,
        token,
        payload: { name, unit, area: '4x', address: ids.length, dataType: 2 },
      });
      expect(point.status).toBe(200);
      ids.push(point.body.data.id);
    }
    const rows = ids.flatMap((pointId, p) =>
      Array.from({ length: samples }, (_, i) => ({ pointId, ts: start + i * 600_000, value: p * 100 + (i % 144), text: null })),
    );
    await t.app.connectivity.writer.add(rows);
    await t.app.connectivity.rollups.flush();
  });
  afterAll(async () => t?.close());

  const range = (from: number, to: number) => `from=${new Date(from).toISOString()}&to=${new Date(to).toISOString()}`;

  it('answers several series on one resolution, each under the limit', async () => {
    const week = await t.request({ method: 'GET', url: `/api/v1/history?pointIds=${ids.join(',')}&${range(now - 7 * DAY, now)}`, token });
    expect(week.status).toBe(200);
    // 7 days of 10-minute samples = 1,008 per series: raw.
    expect(week.body.data.bucket).toBe('raw');
    expect(week.body.data.series.map((s: { name: string }) => s.name)).toEqual(['temp', 'pressure']);
    expect(week.body.data.series[0].points.length).toBeGreaterThan(1000);
    const all = await t.request({
      method: 'GET',
      url: `/api/v1/history?pointIds=${ids.join(',')}&${range(start, now)}&bucket=auto`,
      token,
    });
    // 1,440 samples per series over 10 days: still raw; ask for minutes over 10 days -> hours.
    expect(all.body.data.bucket).toBe('raw');
    const minutes = await t.request({
      method: 'GET',
      url: `/api/v1/history?pointIds=${ids.join(',')}&${range(start, now)}&bucket=1m`,
      token,
    });
    expect(minutes.body.data.bucket).toBe('1h');
    for (const s of minutes.body.data.series) {
      expect(s.points.length).toBeLessThanOrEqual(2000);
      expect(s.points[0]).toEqual(expect.objectContaining({ min: expect.any(Number), max: expect.any(Number), avg: expect.any(Number) }));
    }
    expect(minutes.body.data.series[1].points[0].min).toBeGreaterThanOrEqual(100);
    const bad = await t.request({ method: 'GET', url: `/api/v1/history?pointIds=${ids[0]},999999&${range(start, now)}`, token });
    expect(bad.status).toBe(404);
    const none = await t.request({ method: 'GET', url: `/api/v1/history?pointIds=&${range(start, now)}`, token, lang: 'en-US' });
    expect(none.status).toBe(400);
  });

  it('clamps every query to HisDataLimit and says so', async () => {
    const user = await t.request({
      method: 'POST',
      url: '/api/v1/users',
      token,
      payload: { userName: 'limited_viewer', password: 'Passw0rd99', grade: 1, companyId: await companyOf() },
    });
    expect(user.status).toBe(200);
    const viewer = await t.login('limited_viewer', 'Passw0rd99');
    const companyId = await companyOf();
    expect(
      (
        await t.request({
          method: 'PUT',
          url: `/api/v1/companies/${companyId}/history-settings`,
          token: viewer,
          payload: { retentionMonths: 12, hisDataLimitDays: 3 },
        })
      ).status,
    ).toBe(403);
    const saved = await t.request({
      method: 'PUT',
      url: `/api/v1/companies/${companyId}/history-settings`,
      token,
      payload: { retentionMonths: 12, hisDataLimitDays: 3 },
    });
    expect(saved.body.data).toEqual({ retentionMonths: 12, hisDataLimitDays: 3 });
    expect((await t.request({ method: 'GET', url: '/api/v1/history/limit', token: viewer })).body.data.hisDataLimitDays).toBe(3);

    const multi = await t.request({
      method: 'GET',
      url: `/api/v1/history?pointIds=${ids[0]}&${range(start, now)}&bucket=raw`,
      token: viewer,
    });
    const limitedFrom = Date.parse(multi.body.data.limitedFrom);
    expect(limitedFrom).toBeGreaterThan(now - 3 * DAY - 60_000);
    expect(Date.parse(multi.body.data.series[0].points[0].ts)).toBeGreaterThanOrEqual(limitedFrom);
    const single = await t.request({
      method: 'GET',
      url: `/api/v1/points/${ids[0]}/history?${range(start, now)}&bucket=raw`,
      token: viewer,
    });
    expect(single.body.data.length).toBeLessThanOrEqual(3 * 144 + 1);
    expect(Date.parse(single.body.data[0].ts)).toBeGreaterThanOrEqual(limitedFrom);
    // A user's own narrower limit wins; the super user is never limited.
    await t.request({ method: 'PUT', url: `/api/v1/users/${user.body.data.id}/history-limit`, token, payload: { hisDataLimitDays: 1 } });
    expect((await t.request({ method: 'GET', url: '/api/v1/history/limit', token: viewer })).body.data.hisDataLimitDays).toBe(1);
    const admin = await t.request({ method: 'GET', url: `/api/v1/history?pointIds=${ids[0]}&${range(start, now)}&bucket=raw`, token });
    expect(admin.body.data.limitedFrom).toBeNull();
    await t.request({
      method: 'PUT',
      url: `/api/v1/companies/${companyId}/history-settings`,
      token,
      payload: { retentionMonths: null, hisDataLimitDays: null },
    });
  });

  async function companyOf() {
    const device = await t.request({ method: 'GET', url: `/api/v1/devices/${deviceId}`, token });
    return device.body.data.companyId as number;
  }

  it('exports CSV with localized headers and escaped formula-like cells, streamed page by page', async () => {
    const csv = await t.request({
      method: 'GET',
      url: `/api/v1/history/export?format=csv&pointIds=${ids.join(',')}&${range(start, now)}&bucket=raw`,
      token,
      lang: 'zh-CN',
    });
    expect(csv.status).toBe(200);
    expect(csv.text.startsWith('\uFEFF时间,设备,数据点,单位,值')).toBe(true);
    const lines = csv.text.trim().split('\r\n');
    // Every sample of both points (more than one 5,000-row page would hold if it were one point's).
    expect(lines).toHaveLength(1 + 2 * samples);
    expect(lines[1]).toContain(`,'=1+2,`);
    expect(lines.at(-1)).toContain(`,'@bar,`);
    const en = await t.request({
      method: 'GET',
      url: `/api/v1/history/export?format=csv&pointIds=${ids[0]}&${range(start, now)}&bucket=1h&lang=en-US`,
      token,
    });
    expect(en.text.split('\r\n')[0]).toBe('\uFEFFTime,Device,Point,Unit,Min,Max,Average,Last');
  });

  it('exports an Excel file that opens with localized headers and escaped cells', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/history/export?format=xlsx&pointIds=${ids.join(',')}&${range(now - DAY, now)}&bucket=1h`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en-US' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('History data');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Time', 'Device', 'Point', 'Unit', 'Min', 'Max', 'Average', 'Last']);
    expect(sheet.getRow(2).getCell(4).value).toBe(`'=1+2`);
    expect(sheet.getRow(2).getCell(2).value).toBe('压机');
    expect(sheet.rowCount).toBeGreaterThanOrEqual(1 + 2 * 24);
  });
});
