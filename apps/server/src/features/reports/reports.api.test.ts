import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.js';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';
import { createAuditRepository, createAuditService } from '../audit/index.js';
import { createRollupsRepository } from '../history/rollups.repository.js';
import { createVerificationRepository } from '../verification/index.js';
import { logMailProvider } from '../../mail/log-provider.js';
import type { Notifier } from '../notifications/index.js';
import { createReportScheduler } from './report-scheduler.js';
import { createReportsRepository } from './reports.repository.js';
import { createReportsService } from './reports.service.js';

const H = 3_600_000;
// Local day 2026-10-05 at UTC+8 begins at 2026-10-04T16:00Z.
const DAY5 = Date.UTC(2026, 9, 4, 16);
const at = (hours: number) => new Date(DAY5 + hours * H).toISOString();

describe.each(databaseKinds())('reports on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let projectId: number;
  let temp: number;
  let energy: number;
  let foreignPoint: number;
  let companyId: number;

  const post = (payload: object, lang?: string) =>
    t.request({ method: 'POST', url: '/api/v1/reports', token, payload, ...(lang ? { lang } : {}) });
  const data = async (id: number, query: string) => {
    const r = await t.request({ method: 'GET', url: `/api/v1/reports/${id}/data?${query}`, token });
    expect(r.status).toBe(200);
    return r.body.data;
  };
  const body = () => ({
    name: '日报',
    projectId,
    storageMode: 'interval',
    intervalS: 3600,
    timeType: 'day',
    columns: [
      { pointId: temp, method: 'avg' },
      { pointId: temp, method: 'max' },
      { pointId: temp, method: 'min' },
      { pointId: temp, method: 'sum' },
      { pointId: temp, method: 'first' },
      { pointId: temp, method: 'last' },
      { pointId: energy, method: 'difference', title: '=SUM(A1)' },
    ],
    modules: [
      { type: 'card', width: 'half', title: '概览', columns: [0, 6] },
      { type: 'chart', width: 'half', title: '趋势', columns: [0], chart: 'line' },
      { type: 'table', width: 'full', title: '明细' },
    ],
  });

  beforeAll(async () => {
    t = await buildTestApp(kind, { seedDemo: false });
    token = await t.login();
    const make = async (name: string, boxId: string) => {
      const project = await t.request({ method: 'POST', url: '/api/v1/projects', token, payload: { name, location: '120.1,30.2' } });
      const device = await t.request({
        method: 'POST',
        url: '/api/v1/devices',
        token,
        payload: { projectId: project.body.data.id, name: `${name}机`, boxId, boxPassword: 'boxpass123' },
      });
      return {
        projectId: project.body.data.id as number,
        deviceId: device.body.data.id as number,
        companyId: device.body.data.companyId as number,
      };
    };
    const main = await make('报表测试', 'REPORTTEST01');
    projectId = main.projectId;
    companyId = main.companyId;
    const point = async (deviceId: number, name: string, address: number, unit: string) =>
      (
        await t.request({
          method: 'POST',
          url: `/api/v1/devices/${deviceId}/points`,
          token,
          payload: { name, area: '4x', address, dataType: 2, unit, save: true },
        })
      ).body.data.id as number;
    temp = await point(main.deviceId, 'temp', 0, '°C');
    energy = await point(main.deviceId, 'energy', 1, 'kWh');
    const other = await make('别的项目', 'REPORTTEST02');
    foreignPoint = await point(other.deviceId, 'x', 0, '');
    const db = t.database.db;
    const samples: [number, number, number][] = [
      [temp, 0.25, 10],
      [temp, 0.5, 20],
      [temp, 0.75, 30],
      [temp, 1.5, 40],
      [energy, 0.1, 100],
      [energy, 0.9, 110],
      [energy, 1.2, 115],
      [energy, 1.8, 130],
    ];
    for (const [p, h, v] of samples)
      await db.execute(sql`insert into samples (point_id, ts, value) values (${p}, ${at(h)}::timestamptz, ${v})`);
    await createRollupsRepository(db).rebuild(new Date(at(-1)), new Date(at(3)));
  });
  afterAll(async () => t?.close());

  it('validates the configuration in both languages', async () => {
    const zh = await post({ ...body(), intervalS: 1 }, 'zh-CN');
    expect(zh.status).toBe(400);
    expect(zh.body.message).toContain('报表时间间隔不能小于 2 秒');
    const en = await post({ ...body(), intervalS: 1 }, 'en-US');
    expect(en.body.message).toContain('The report interval must be at least 2 seconds');
    const periods = await post(
      { ...body(), storageMode: 'period', periodTimeList: [{ id: 1, title: '班', start: '08:00', end: '08:00' }] },
      'en-US',
    );
    expect(periods.body.message).toContain('A time-period statistic cannot exceed one day');
    const foreign = await post(
      { ...body(), columns: [{ pointId: foreignPoint, method: 'avg' }], modules: [{ type: 'table', title: 'x' }] },
      'en-US',
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toContain('does not belong to a device of this project');
  });

  it('saves, lists, edits and deletes a report (variableReport Config*)', async () => {
    const created = await post(body());
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    const list = await t.request({ method: 'GET', url: `/api/v1/reports?projectId=${projectId}`, token });
    expect(list.body.data).toMatchObject({ total: 1, items: [{ id, name: '日报', projectName: '报表测试' }] });
    const edited = await t.request({ method: 'PUT', url: `/api/v1/reports/${id}`, token, payload: { ...body(), name: '生产日报' } });
    expect(edited.body.data.name).toBe('生产日报');
    expect((await t.request({ method: 'DELETE', url: `/api/v1/reports/${id}`, token })).status).toBe(200);
    expect((await t.request({ method: 'GET', url: `/api/v1/reports/${id}`, token })).status).toBe(404);
  });

  it('computes a day by the hour from minute roll-ups, as computed by hand', async () => {
    const id = (await post(body())).body.data.id;
    const report = await data(id, 'date=2026-10-05');
    expect(report.resolution).toBe('1m');
    expect(report.range).toEqual({ from: '2026-10-05', to: '2026-10-05' });
    expect(report.rows).toHaveLength(24);
    expect(report.rows[0]).toMatchObject({ label: '2026-10-05 00:00', values: [20, 30, 10, 60, 10, 30, 10] });
    expect(report.rows[1].values).toEqual([40, 40, 40, 40, 40, 40, 15]);
    expect(report.rows[2].values).toEqual([null, null, null, null, null, null, null]);
    expect(report.summary).toEqual([25, 40, 10, 100, 10, 40, 30]);
    expect(report.columns[6]).toMatchObject({ title: '=SUM(A1)', unit: 'kWh', method: 'difference' });
  });

  it('a month by the day reads hourly roll-ups; periods of the day read raw samples; both agree', async () => {
    const month = await post({ ...body(), name: '月报', timeType: 'month', intervalS: 86_400 });
    const m = await data(month.body.data.id, 'date=2026-10-20');
    expect(m.resolution).toBe('1h');
    expect(m.rows).toHaveLength(31);
    expect(m.rows[4]).toMatchObject({ label: '2026-10-05 00:00', values: [25, 40, 10, 100, 10, 40, 30] });
    const shifts = await post({
      ...body(),
      name: '班报',
      storageMode: 'period',
      intervalS: null,
      periodTimeList: [
        { id: 1, title: '早班', start: '00:00', end: '01:00' },
        { id: 2, title: '晚班', start: '01:00', end: '02:00' },
      ],
    });
    const s = await data(shifts.body.data.id, 'date=2026-10-05');
    expect(s.resolution).toBe('raw');
    expect(s.rows.map((r: any) => [r.label, r.values[0], r.values[6]])).toEqual([
      ['2026-10-05 早班', 20, 10],
      ['2026-10-05 晚班', 40, 15],
    ]);
    const custom = await post({ ...body(), name: '自定义', timeType: 'custom', intervalS: 86_400 });
    const c = await data(custom.body.data.id, 'from=2026-10-04&to=2026-10-06');
    expect(c.rows.map((r: any) => r.values[6])).toEqual([null, 30, null]);
  });

  /** A user of `company` (grade 1 = company admin, 2 = held to `projectIds`) allowed to see and configure reports. */
  const userOf = async (company: number, userName: string, grade: 1 | 2, projectIds: number[] = []) => {
    const permissions = { report: ['view'], configure_report: ['view'] };
    const role = await t.request({
      method: 'POST',
      url: '/api/v1/roles',
      token,
      payload: { companyId: company, name: userName.replace(/_/g, '').slice(0, 20), permissions },
    });
    const user = await t.request({
      method: 'POST',
      url: '/api/v1/users',
      token,
      payload: { companyId: company, userName, password: 'Passw0rd99', grade, roleIds: [role.body.data.id], projectIds },
    });
    expect(user.status).toBe(200);
    return t.login(userName, 'Passw0rd99');
  };

  it("one module's data (report/getItemData) equals that module in the whole report; others get 404", async () => {
    const id = (await post({ ...body(), name: '单项' })).body.data.id;
    for (const query of ['date=2026-10-05', 'date=2026-10-06']) {
      const whole = await data(id, query);
      for (const [item, module] of (whole.modules as { columns: number[] }[]).entries()) {
        const r = await t.request({ method: 'GET', url: `/api/v1/reports/${id}/item-data?item=${item}&${query}`, token });
        expect(r.status).toBe(200);
        const part = r.body.data;
        const indexes = module.columns.length ? [...module.columns].sort() : whole.columns.map((c: { index: number }) => c.index);
        expect(part).toMatchObject({ item, module, range: whole.range, resolution: whole.resolution, limitedFrom: null });
        expect(part.columns).toEqual(indexes.map((i: number) => whole.columns[i]));
        expect(part.summary).toEqual(indexes.map((i: number) => whole.summary[i]));
        expect(part.rows).toEqual(
          whole.rows.map((row: { values: (number | null)[] }) => ({ ...row, values: indexes.map((i: number) => row.values[i]) })),
        );
      }
    }
    const itemUrl = (item: number | string, range = '') => `/api/v1/reports/${id}/item-data?item=${item}${range}`;
    expect((await t.request({ method: 'GET', url: itemUrl(3), token })).status).toBe(404);
    const zh = await t.request({ method: 'GET', url: itemUrl(0, '&from=2026-10-06&to=2026-10-05'), token, lang: 'zh-CN' });
    const en = await t.request({ method: 'GET', url: itemUrl(0, '&from=2026-10-06&to=2026-10-05'), token, lang: 'en-US' });
    expect([zh.status, en.status]).toEqual([400, 400]);
    expect(zh.body.message).toContain('结束时间不能早于开始时间');
    expect(en.body.message).toContain('The end cannot be before the start');
    const other = (await t.request({ method: 'POST', url: '/api/v1/companies', token, payload: { name: 'ReportsOtherCo' } })).body.data.id;
    const stranger = await userOf(other, 'reports_other_admin', 1);
    const foreign = await t.request({ method: 'GET', url: itemUrl(0), token: stranger });
    expect(foreign.status).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/v1/reports/${id}/data`, token: stranger })).status).toBe(404);
  });

  it('lists the points a report may show, scoped, by project and keyword (variableReport/viewinfoList)', async () => {
    const list = async (query: string, as = token) => {
      const r = await t.request({ method: 'GET', url: `/api/v1/reports/points?${query}`, token: as });
      expect(r.status).toBe(200);
      return r.body.data as {
        total: number;
        items: { pointId: number; pointName: string; deviceName: string; projectId: number; projectName: string }[];
      };
    };
    const all = await list('pageSize=500');
    expect(all.items.map((p) => p.pointId)).toEqual(expect.arrayContaining([temp, energy, foreignPoint]));
    expect(all.items.find((p) => p.pointId === energy)).toMatchObject({
      pointName: 'energy',
      unit: 'kWh',
      deviceName: '报表测试机',
      projectId,
      projectName: '报表测试',
    });
    const mine = await list(`projectId=${projectId}`);
    expect(mine.items.map((p) => p.pointId).sort()).toEqual([temp, energy].sort());
    expect((await list(`projectId=${projectId}&keyword=KWH`)).items.map((p) => p.pointId)).toEqual([energy]);
    const paged = await list(`projectId=${projectId}&pageSize=1&page=2`);
    expect(paged.total).toBe(2);
    expect(paged.items.map((p) => p.pointId)).toEqual([mine.items[1]!.pointId]);

    // A user held to one project sees its points only, whatever he asks for.
    const customer = await userOf(companyId, 'reports_customer', 2, [projectId]);
    expect((await list('pageSize=500', customer)).items.map((p) => p.pointId).sort()).toEqual([temp, energy].sort());
    const otherProject = all.items.find((p) => p.pointId === foreignPoint)!.projectId;
    expect(await list(`projectId=${otherProject}`, customer)).toEqual({ total: 0, items: [] });
    const other = (await t.request({ method: 'POST', url: '/api/v1/companies', token, payload: { name: 'ReportsPointsCo' } })).body.data.id;
    expect(await list('pageSize=500', await userOf(other, 'reports_points_other', 1))).toEqual({ total: 0, items: [] });
  });

  it('exports Excel with localized headers and formula-like text escaped', async () => {
    const id = (await post({ ...body(), name: '导出' })).body.data.id;
    const sheet = async (lang: string) => {
      const r = await t.app.inject({
        method: 'GET',
        url: `/api/v1/reports/${id}/export?date=2026-10-05`,
        headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
      });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toContain('spreadsheetml');
      // Named by the report and its day, the real name in RFC 5987 form.
      expect(r.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('导出 2026-10-05.xlsx')}`);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
      const ws = book.worksheets[0]!;
      return { header: (ws.getRow(2).values as unknown[]).slice(1), first: (ws.getRow(3).values as unknown[]).slice(1), rows: ws.rowCount };
    };
    const zh = await sheet('zh-CN');
    expect(zh.header).toEqual([
      '时间',
      'temp (°C) 平均值',
      'temp (°C) 最大值',
      'temp (°C) 最小值',
      'temp (°C) 累计值',
      'temp (°C) 首值',
      'temp (°C) 末值',
      "'=SUM(A1) (kWh) 差值",
    ]);
    // The period is a real date cell holding the report's wall time.
    expect(zh.first).toEqual([new Date('2026-10-05T00:00:00Z'), 20, 30, 10, 60, 10, 30, 10]);
    expect(zh.rows).toBe(2 + 24 + 1);
    const en = await sheet('en-US');
    expect(en.header.slice(0, 2)).toEqual(['Time', 'temp (°C) Average']);
    expect(en.header[7]).toBe("'=SUM(A1) (kWh) Difference");
  });

  it('scheduled delivery sends once per period, even with two tickers', async () => {
    const created = await post({
      ...body(),
      name: '周报',
      schedule: { frequency: 'weekly', channel: 'email', recipients: ['ops@example.com', 'boss@example.com'], language: 'en-US' },
    });
    const noticed = await post({ ...body(), name: '周报通知', schedule: { frequency: 'daily', channel: 'notice' } });
    expect(created.status).toBe(200);
    const db = t.database.db;
    let clock = Date.now();
    const notices: { users: readonly number[]; link?: string | undefined }[] = [];
    const notifier = {
      notifyUsers: async (users, message) => void notices.push({ users, link: message.link }),
    } as Notifier;
    const ticker = () => {
      const repo = createReportsRepository(db);
      const outbox = createVerificationRepository(db).mailOutbox;
      return createReportScheduler({
        repo,
        reports: createReportsService({
          repo,
          audit: createAuditService({ repo: createAuditRepository(db) }),
          // The scheduler computes without a caller: HisDataLimit never applies here.
          history: { clamp: async (_principal, from, to) => ({ from, to, limitedFrom: null }) },
          production: async () => [],
        }),
        mail: logMailProvider(t.app.log as never, outbox),
        notifier,
        log: t.app.log,
        tickMs: 0,
        now: () => clock,
      });
    };
    const [a, b] = [ticker(), ticker()];
    const mails = async () =>
      Number(
        rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from mail_outbox where subject like 'Report 周报 %'`))[0]!.n,
      );

    await Promise.all([a.tick(), b.tick()]);
    expect(await mails()).toBe(0); // nothing has ended since the report was saved
    clock += 8 * 24 * H;
    await Promise.all([a.tick(), b.tick(), a.tick()]);
    await b.tick();
    expect(await mails()).toBe(2); // one period, two recipients
    clock += 7 * 24 * H;
    await Promise.all([a.tick(), b.tick()]);
    expect(await mails()).toBe(4);
    const deliveries = await t.request({ method: 'GET', url: `/api/v1/reports/${created.body.data.id}/deliveries`, token });
    expect(deliveries.body.data.map((d: { status: string }) => d.status)).toEqual(['sent', 'sent']);
    // The daily in-app report: one notice per day that ended, to its author, linking to the report.
    expect(notices.filter((n) => n.link?.includes(`id=${noticed.body.data.id}&`))).toHaveLength(2);
    expect(notices[0]!.users).toHaveLength(1);
  });
});

describe.each(databaseKinds())('demo reports on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { seedDemo: true });
  });
  afterAll(async () => t?.close());

  it('the demo company has two saved reports (one sent weekly) and two collection tasks', async () => {
    const token = await t.login('demo', 'demo1234');
    const list = await t.request({ method: 'GET', url: '/api/v1/reports', token });
    expect(list.body.data.items.map((r: { name: string }) => r.name).sort()).toEqual(['月度能耗报表', '生产日报'].sort());
    const monthly = list.body.data.items.find((r: { name: string }) => r.name === '月度能耗报表');
    expect(monthly.schedule).toMatchObject({ frequency: 'weekly', channel: 'notice' });
    const daily = list.body.data.items.find((r: { name: string }) => r.name === '生产日报');
    // Today's report stops at now: no row begins later (nor tomorrow); a past day has all 24 hours.
    const data = await t.request({ method: 'GET', url: `/api/v1/reports/${daily.id}/data`, token });
    const rows: { start: string }[] = data.body.data.rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(24);
    for (const row of rows) expect(Date.parse(row.start)).toBeLessThanOrEqual(Date.now());
    const past = await t.request({ method: 'GET', url: `/api/v1/reports/${daily.id}/data?date=2026-01-05`, token });
    expect(past.body.data.rows).toHaveLength(24);
    expect(data.body.data.modules.map((m: { type: string }) => m.type)).toEqual(['card', 'chart', 'chart', 'table']);
    const tasks = await t.request({ method: 'GET', url: '/api/v1/collection-tasks', token });
    expect(tasks.body.data.items.map((x: { mode: string }) => x.mode).sort()).toEqual(['conditional', 'periodic']);
  });
});
