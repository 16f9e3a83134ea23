import ExcelJS from 'exceljs';
import { formatMessage } from '@fieldlink/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHelpers } from '../../test/factories.js';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';

const DAY = '2026-10-05';
const REPORTS = { report: ['view', 'export'], configure_report: ['view', 'add', 'edit', 'delete'] };

describe.each(databaseKinds())('production figures in reports on %s', (kind) => {
  let t: TestApp;
  let root: string;
  let projectA1: number;
  let pressA: number;
  let mixerA: number;
  let pressA2: number;
  let temp: number;
  let manager: { id: number; token: string };
  let rival: { id: number; token: string };
  const h = apiHelpers(
    () => t,
    () => root,
  );
  const config = (production: object | null | undefined) => ({
    name: 'Shift output',
    projectId: projectA1,
    storageMode: 'interval',
    intervalS: 86_400,
    timeType: 'day',
    columns: [{ pointId: temp, method: 'avg' }],
    modules: [{ type: 'table', title: 'Table' }],
    ...(production === undefined ? {} : { production }),
  });

  beforeAll(async () => {
    t = await buildTestApp(kind, { seedDemo: false });
    root = await t.login();
    const companyA = await h.company('ReportProdA');
    const companyB = await h.company('ReportProdB');
    projectA1 = await h.project('ReportProdA1', { companyId: companyA });
    const projectA2 = await h.project('ReportProdA2', { companyId: companyA });
    const projectB = await h.project('ReportProdB1', { companyId: companyB });
    pressA = await h.device(projectA1, 'Press', 'RPRODA100001');
    mixerA = await h.device(projectA1, 'Mixer', 'RPRODA100002');
    pressA2 = await h.device(projectA2, 'Press2', 'RPRODA200001');
    const pressB = await h.device(projectB, 'PressB', 'RPRODB100001');
    temp = (await h.ok('POST', `/devices/${pressA}/points`, root, { name: 'temp', area: '4x', address: 0, dataType: 2 })).id;
    const task = (companyId: number, deviceId: number, target: number, output: number, scrap: number) =>
      h.productionTask(companyId, deviceId, { day: DAY, target, output, scrap });
    await task(companyA, pressA, 100, 40, 4);
    await task(companyA, mixerA, 50, 50, 0);
    await task(companyA, pressA2, 10, 7, 0);
    await task(companyB, pressB, 10, 999, 0);
    manager = await h.user(companyA, 'rp_manager', 2, REPORTS, [projectA1]);
    rival = await h.user(companyB, 'rp_rival', 1, REPORTS);
  }, 120_000);
  afterAll(() => t.close());

  it('shows the project’s figures per device, per day or for one device over the report’s days, and none without the option', async () => {
    const perDevice = await h.ok('POST', '/reports', manager.token, config({ groupBy: 'device' }));
    expect(perDevice.production).toEqual({ groupBy: 'device', deviceId: null });
    const data = await h.ok('GET', `/reports/${perDevice.id}/data?date=${DAY}`, manager.token);
    // The other project's and the other company's tasks of the same day never appear.
    expect(data.production).toEqual([
      expect.objectContaining({ label: 'Press', tasks: 1, target: 100, output: 40, scrap: 4, good: 36, attainment: 0.36 }),
      expect.objectContaining({ label: 'Mixer', tasks: 1, target: 50, output: 50, scrap: 0, good: 50, attainment: 1 }),
    ]);
    expect((await h.ok('GET', `/reports/${perDevice.id}/data?date=2026-10-06`, manager.token)).production).toEqual([]);

    const perDay = await h.ok('POST', '/reports', manager.token, config({ groupBy: 'day', deviceId: mixerA }));
    expect((await h.ok('GET', `/reports/${perDay.id}/data?date=${DAY}`, manager.token)).production).toEqual([
      expect.objectContaining({ key: DAY, output: 50, target: 50 }),
    ]);
    const plain = await h.ok('POST', '/reports', manager.token, config(undefined));
    expect((await h.ok('GET', `/reports/${plain.id}/data?date=${DAY}`, manager.token)).production).toBeNull();

    // Another company's reader sees neither the report nor its figures.
    await h.expectError({ status: 404 }, 'GET', `/reports/${perDevice.id}/data?date=${DAY}`, rival.token);
    await h.expectError({ status: 404 }, 'GET', `/reports/${perDevice.id}/export?date=${DAY}`, rival.token);
  });

  it('refuses a device of another project and an unknown grouping, in the caller’s language', async () => {
    for (const lang of ['en-US', 'zh-CN'] as const) {
      const foreign = await h.expectError(
        { status: 400, lang },
        'POST',
        '/reports',
        manager.token,
        config({ groupBy: 'task', deviceId: pressA2 }),
      );
      expect(foreign.message).toBe(formatMessage(lang, 'error.productionDevice'));
    }
    const bad = await h.expectError({ status: 400 }, 'POST', '/reports', manager.token, config({ groupBy: 'shift' }));
    expect(bad.data.error).toBe('VALIDATION_FAILED');
    expect((await h.ok('GET', `/reports?projectId=${projectA1}&keyword=Shift`, manager.token)).items).toHaveLength(3);
  });

  it('writes the figures on a second sheet of the Excel export, headers in the reader’s language', async () => {
    const report = await h.ok('POST', '/reports', manager.token, { ...config({ groupBy: 'task' }), name: 'Excel output' });
    const sheets = async (lang: string) => {
      const r = await t.app.inject({
        method: 'GET',
        url: `/api/v1/reports/${report.id}/export?date=${DAY}`,
        headers: { authorization: `Bearer ${manager.token}`, 'accept-language': lang },
      });
      expect(r.statusCode).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
      return book.worksheets;
    };
    const zh = await sheets('zh-CN');
    expect(zh.map((ws) => ws.name)).toEqual(['Excel output', '生产统计']);
    const figures = zh[1]!;
    expect((figures.getRow(2).values as unknown[]).slice(1, 7)).toEqual(['分组', '任务数', '目标', '产量', '不良', '良品']);
    const rows = [3, 4].map((n) => (figures.getRow(n).values as unknown[]).slice(1, 8));
    expect(rows).toEqual([
      [expect.stringContaining('Press'), 1, 100, 40, 4, 36, 36],
      [expect.stringContaining('Mixer'), 1, 50, 50, 0, 50, 100],
    ]);
    expect(figures.rowCount).toBe(4);
    expect((await sheets('en-US'))[1]!.name).toBe('Production figures');
  });
});
