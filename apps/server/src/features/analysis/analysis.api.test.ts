import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { formatMessage, type MessageKey } from '@fieldlink/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.js';
import { apiHelpers } from '../../test/factories.js';
import { excelDate } from '../../lib/xlsx.js';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';
import type { UserPrincipal } from '../auth/auth.service.js';
import { createAnalysisRepository } from './analysis.repository.js';
import { createAnalysisService, type AnalysisExport } from './analysis.service.js';

const H = 3_600_000;
// Local days at UTC+8: 2026-10-05 begins at 2026-10-04T16:00Z.
const DAY5 = Date.UTC(2026, 9, 4, 16);
const at = (hours: number) => new Date(DAY5 + hours * H).toISOString();

async function sheetRows(buffer: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe.each(databaseKinds())('data analysis on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let deviceId: number;
  let pointId: number;
  let adminId: number;

  const get = (url: string, lang?: string) => t.request({ method: 'GET', url, token, ...(lang ? { lang } : {}) });
  const file = async (url: string, lang: string) => {
    const r = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, 'accept-language': lang } });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('spreadsheetml');
    // Named by the list and the day, in the request's language: "Gateway log 2026-11-25.xlsx".
    expect(r.headers['content-disposition']).toMatch(/filename\*=UTF-8''[^;]+%20\d{4}-\d{2}-\d{2}\.xlsx$/);
    return sheetRows(r.rawPayload);
  };

  beforeAll(async () => {
    t = await buildTestApp(kind, { seedDemo: false });
    token = await t.login();
    const { project, device } = apiHelpers(
      () => t,
      () => token,
    );
    const newDevice = await device(await project('分析测试', { location: '120.1,30.2' }), '分析机', 'ANALYSIS0001');
    deviceId = newDevice;
    const point = await t.request({
      method: 'POST',
      url: `/api/v1/devices/${deviceId}/points`,
      token,
      payload: { name: 'level', area: '4x', address: 0, dataType: 2, decimals: 2, writable: true, save: true },
    });
    pointId = point.body.data.id;
    const db = t.database.db;
    adminId = Number(rowsOf<{ id: number }>(await db.execute(sql`select id from users where user_name = 'admin'`))[0]!.id);
    // Samples 1, 1, 2, 2, =3 -> two changes; a write by admin.
    for (const [i, v] of [1, 1, 2, 2, 3].entries())
      await db.execute(sql`insert into samples (point_id, ts, value) values (${pointId}, ${at(1 + i)}::timestamptz, ${v})`);
    await db.execute(sql`insert into samples (point_id, ts, text) values (${pointId}, ${at(7)}::timestamptz, '=cmd')`);
    await db.execute(
      sql`insert into device_commands (id, device_id, point_id, type, payload, status, created_by, created_at)
          values ('cmd-1', ${deviceId}, ${pointId}, 'write', '{"type":"write","point":"level","value":42}'::jsonb, 'ok', ${adminId}, ${at(6)}::timestamptz)`,
    );
    // Offline until 20:00, online until 02:00 next day, then communication failure until 03:00, then offline.
    await db.execute(sql`delete from device_status_events where device_id = ${deviceId}`);
    for (const [status, hours] of [
      ['offline', -5],
      ['online', 20],
      ['comm_failure', 26],
      ['offline', 27],
    ] as const)
      await db.execute(
        sql`insert into device_status_events (device_id, status, reason, at) values (${deviceId}, ${status}, 'test', ${at(hours)}::timestamptz)`,
      );
  });
  afterAll(async () => t?.close());

  const range = `from=${encodeURIComponent(at(0))}&to=${encodeURIComponent(at(23))}`;

  it('value-change log: consecutive samples that differ, and user writes with who', async () => {
    const r = await get(`/api/v1/analysis/value-changes?deviceId=${deviceId}&${range}`);
    expect(r.status).toBe(200);
    expect(r.body.data.total).toBe(4);
    // Numbers with the point's decimals (2 here), text as it is.
    expect(r.body.data.items.map((x: any) => [x.source, x.previous, x.value, x.userName])).toEqual([
      ['change', '3.00', '=cmd', null],
      ['write', null, '42.00', 'admin'],
      ['change', '2.00', '3.00', null],
      ['change', '1.00', '2.00', null],
    ]);
    expect(r.body.data.items[0]).toMatchObject({ decimals: 2, dataType: expect.any(Number), multiSegment: null });
  });

  it('filter operators narrow the log', async () => {
    const q = (f: string) => get(`/api/v1/analysis/value-changes?deviceId=${deviceId}&${range}&${f}`).then((r) => r.body.data.total);
    expect(await q('field=value&op=gt&value=2')).toBe(2); // 3 and 42
    expect(await q('field=value&op=lte&value=2')).toBe(1);
    expect(await q('field=userName&op=eq&value=admin')).toBe(1);
    expect(await q('field=userName&op=isNull')).toBe(3);
    expect(await q('field=userName&op=notNull')).toBe(1);
    expect(await q('field=value&op=prefix&value=%3D')).toBe(1);
    expect(await q('field=pointName&op=contains&value=EV')).toBe(4);
    expect(await q('field=pointName&op=suffix&value=x')).toBe(0);
    expect(await q('field=value&op=ne&value=3')).toBe(3);
    const missing = await get(`/api/v1/analysis/value-changes?deviceId=${deviceId}&${range}&field=value&op=gt`, 'en-US');
    expect(missing.status).toBe(400);
  });

  it('gateway log lists state changes with how long each lasted', async () => {
    const r = await get(
      `/api/v1/analysis/gateway-log?deviceId=${deviceId}&from=${encodeURIComponent(at(0))}&to=${encodeURIComponent(at(48))}`,
    );
    expect(r.body.data.items.map((x: any) => [x.status, x.at, x.until])).toEqual([
      ['offline', at(27), null],
      ['comm_failure', at(26), at(27)],
      ['online', at(20), at(26)],
    ]);
  });

  it('status statistics per local day, the interval across midnight split', async () => {
    const r = await get(`/api/v1/analysis/status-statistics?deviceId=${deviceId}&from=2026-10-05&to=2026-10-06`);
    expect(r.status).toBe(200);
    expect(r.body.data.items.map((d: any) => [d.day, d.onlineMs / H, d.commFailureMs / H, d.offlineMs / H])).toEqual([
      ['2026-10-05', 4, 0, 20],
      ['2026-10-06', 2, 1, 21],
    ]);
    const period = await get(
      `/api/v1/analysis/status-statistics?deviceId=${deviceId}&from=2026-10-05&to=2026-10-05&periodStart=18:00&periodEnd=04:00`,
    );
    expect(period.body.data.items[0]).toMatchObject({ onlineMs: 6 * H, commFailureMs: 1 * H, offlineMs: 3 * H });
  });

  it('a time-period statistic over one day is refused, in both languages', async () => {
    const url = `/api/v1/analysis/status-statistics?deviceId=${deviceId}&from=2026-10-05&to=2026-10-05&periodStart=08:00&periodEnd=08:00`;
    const zh = await get(url, 'zh-CN');
    expect(zh.status).toBe(400);
    expect(zh.body.message).toContain('时间段统计不能超过一天');
    expect((await get(url, 'en-US')).body.message).toContain('A time-period statistic cannot exceed one day');
  });

  it('exports with localized headers and formula-like cells escaped', async () => {
    const zh = await file(`/api/v1/analysis/value-changes/export?deviceId=${deviceId}&${range}`, 'zh-CN');
    expect(zh[0]).toEqual(['时间', '数据点', '原值', '新值', '来源', '操作人']);
    expect(zh[1]![3]).toBe("'=cmd");
    expect(zh[2]![4]).toBe('用户写入');
    const en = await file(`/api/v1/analysis/status-statistics/export?deviceId=${deviceId}&from=2026-10-05&to=2026-10-06`, 'en-US');
    expect(en[0]).toEqual(['Device', 'Day', 'Online (h)', 'Comm. failure (h)', 'Offline (h)', 'Unknown (h)', 'Times online']);
    // The day is a real date cell.
    expect(en[1]).toEqual(['分析机', new Date('2026-10-05T00:00:00Z'), 4, 0, 20, 0, 1]);
    const log = await file(
      `/api/v1/analysis/gateway-log/export?deviceId=${deviceId}&from=${encodeURIComponent(at(0))}&to=${encodeURIComponent(at(48))}`,
      'en-US',
    );
    expect(log[1]![2]).toBe('Offline');
  });

  it('exports stream every row, a page at a time, ties and microseconds included', async () => {
    const db = t.database.db;
    const companyId = Number(
      rowsOf<{ c: number }>(await db.execute(sql`select company_id as c from devices where id = ${deviceId}`))[0]!.c,
    );
    // From hour 100 on: 9 alternating samples (8 changes), a write at the same moment as one of them,
    // 7 state changes (two at the same moment), 7 captures (two within one millisecond).
    const later = (h: number) => at(100 + h);
    for (let i = 0; i < 9; i++)
      await db.execute(sql`insert into samples (point_id, ts, value) values (${pointId}, ${later(i)}::timestamptz, ${i % 2})`);
    await db.execute(
      sql`insert into device_commands (id, device_id, point_id, type, payload, status, created_by, created_at)
          values ('cmd-2', ${deviceId}, ${pointId}, 'write', '{"value":7}'::jsonb, 'ok', ${adminId}, ${later(3)}::timestamptz)`,
    );
    for (const [status, h] of [
      ['online', 0],
      ['offline', 1],
      ['online', 1],
      ['comm_failure', 2],
      ['online', 3],
      ['offline', 4],
      ['online', 5],
    ] as const)
      await db.execute(
        sql`insert into device_status_events (device_id, status, reason, at) values (${deviceId}, ${status}, 'paging', ${later(h)}::timestamptz)`,
      );
    const task = rowsOf<{ id: number }>(
      await db.execute(sql`
        insert into collection_tasks (company_id, device_id, name, mode, point_ids, conditions, windows)
        values (${companyId}, ${deviceId}, 'Paging', 'conditional', ${`[${pointId}]`}::jsonb,
                ${JSON.stringify([{ pointId, op: 'gt', value: 0 }])}::jsonb, '[]'::jsonb)
        returning id`),
    )[0]!.id;
    const microseconds = ['2026-10-09T08:00:00.000100Z', '2026-10-09T08:00:00.000200Z'];
    for (const ts of [...microseconds, later(0), later(1), later(2), later(3), later(4)])
      await db.execute(
        sql`insert into collection_captures (task_id, device_id, point_id, ts, value) values (${task}, ${deviceId}, ${pointId}, ${ts}::timestamptz, 1)`,
      );

    const analysis = createAnalysisService({
      repo: createAnalysisRepository(db),
      history: { clamp: async (_principal, from, to) => ({ from, to, limitedFrom: null }) },
      exportPageSize: 2,
    });
    const root: UserPrincipal = {
      kind: 'user',
      tokenId: 0,
      userId: adminId,
      userName: 'admin',
      grade: 0,
      companyId: null,
      demo: false,
      grants: {},
    };
    const q = { deviceId, from: at(90), to: at(200), utcOffsetMinutes: 480, page: 1, pageSize: 500 };
    const read = async (file: AnalysisExport) => {
      const rows = [];
      let pages = 0;
      for await (const page of file.rows) {
        expect(page.length).toBeLessThanOrEqual(2);
        pages++;
        rows.push(...page);
      }
      return { rows, pages };
    };

    const changes = await analysis.valueChanges(root, q);
    expect(changes.total).toBe(9);
    const changeFile = await read(await analysis.exportValueChanges(root, q, 'en-US'));
    expect(changeFile.pages).toBeGreaterThan(2);
    expect(changeFile.rows.map((r) => [r[0], r[3]])).toEqual(changes.items.map((x) => [x.ts, x.value]));

    const log = await analysis.gatewayLog(root, q);
    expect(log.total).toBe(7);
    const logFile = await read(await analysis.exportGatewayLog(root, q, 'en-US'));
    expect(logFile.rows.map((r) => [r[0], r[2], r[4]])).toEqual(
      log.items.map((x) => [x.at, formatMessage('en-US', `analysis.state.${x.status}` as MessageKey), x.until]),
    );

    const captured = await analysis.captures(root, q);
    expect(captured.total).toBe(7);
    const captureFile = await read(await analysis.exportCaptures(root, q, 'en-US'));
    expect(captureFile.rows.map((r) => [r[0], r[5]])).toEqual(captured.items.map((x) => [x.ts, x.condition]));
    expect(captureFile.rows.filter((r) => String(r[0]).startsWith('2026-10-09T08:00:00.000'))).toHaveLength(2);

    // Over HTTP the file holds the same rows (streamed as .xlsx).
    const sheet = await file(
      `/api/v1/analysis/condition-captures/export?deviceId=${deviceId}&from=${encodeURIComponent(at(90))}&to=${encodeURIComponent(at(200))}`,
      'en-US',
    );
    // As date cells at the company's wall time (Asia/Shanghai by default).
    expect(sheet.slice(1).map((r) => r[0])).toEqual(captured.items.map((x) => excelDate(new Date(x.ts), 'Asia/Shanghai')));
  });
});
