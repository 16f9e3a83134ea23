import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.js';

/** The device list's Excel export (page deviceList): the list's filters, headers in the request language. */
describe('device list export', () => {
  let t: TestApp;
  let root: string;
  let projectA: number;
  let projectB: number;

  const sheetOf = async (url: string, token: string, lang: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1${url}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    return { sheet: book.worksheets[0]!, disposition: String(response.headers['content-disposition']) };
  };
  const rowsOf = (sheet: ExcelJS.Worksheet) =>
    sheet
      .getSheetValues()
      .slice(2)
      .map((row) => (Array.isArray(row) ? row.slice(1) : []));

  beforeAll(async () => {
    t = await buildTestApp('pglite', { seedDemo: false });
    root = await t.login();
    const project = async (name: string) =>
      (await t.request({ method: 'POST', url: '/api/v1/projects', token: root, payload: { name, location: '1,1' } })).body.data
        .id as number;
    projectA = await project('ExportPlantA');
    projectB = await project('ExportPlantB');
    const device = (projectId: number, name: string, boxId: string, number?: string) =>
      t.request({
        method: 'POST',
        url: '/api/v1/devices',
        token: root,
        payload: { projectId, name, boxId, boxPassword: 'pass', ...(number ? { number } : {}) },
      });
    await device(projectA, 'Press1', 'EXPORT000001', '=1+1');
    await device(projectA, 'Press2', 'EXPORT000002');
    await device(projectB, 'Oven1', 'EXPORT000003');
  });
  afterAll(() => t.close());

  it('writes every matching device with headers in the request language and formula-like text escaped', async () => {
    const zh = await sheetOf(`/devices/export?projectId=${projectA}`, root, 'zh-CN');
    expect(zh.disposition).toMatch(/filename\*=UTF-8''(.+)$/);
    expect(decodeURIComponent(zh.disposition.match(/filename\*=UTF-8''(.+)$/)![1]!)).toMatch(/^设备列表 \d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(zh.sheet.name).toBe('设备列表');
    expect(zh.sheet.getRow(1).values).toEqual([undefined, '设备名称', '盒子 ID', '项目', '设备编号', '设备类型', '状态', '数据点数']);
    const rows = rowsOf(zh.sheet);
    expect(rows.map((row) => row[0]).sort()).toEqual(['Press1', 'Press2']);
    const press1 = rows.find((row) => row[0] === 'Press1')!;
    expect(press1[1]).toBe('EXPORT000001');
    expect(press1[2]).toBe('ExportPlantA');
    expect(press1[3]).toBe("'=1+1");
    expect(press1[5]).toBe('离线');

    const en = await sheetOf('/devices/export?status=offline&keyword=oven', root, 'en-US');
    expect(en.sheet.getRow(1).getCell(6).value).toBe('State');
    expect(rowsOf(en.sheet)).toEqual([['Oven1', 'EXPORT000003', 'ExportPlantB', undefined, undefined, 'Offline', 0]]);
    expect(rowsOf((await sheetOf('/devices/export?status=online', root, 'en-US')).sheet)).toEqual([]);
  });

  it('needs the export key of the device list', async () => {
    const role = await t.request({
      method: 'POST',
      url: '/api/v1/roles',
      token: root,
      payload: { name: 'DeviceViewer', permissions: { deviceList: ['view'] } },
    });
    await t.request({
      method: 'POST',
      url: '/api/v1/users',
      token: root,
      payload: { userName: 'viewer1', password: 'viewer123', roleIds: [role.body.data.id], projectIds: [projectA] },
    });
    const viewer = await t.login('viewer1', 'viewer123');
    expect((await t.request({ method: 'GET', url: '/api/v1/devices/export', token: viewer })).status).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/v1/devices/export' })).status).toBe(401);
  });
});
