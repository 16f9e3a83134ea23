import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.js';

function upload(file: Buffer) {
  const boundary = 'pointsboundary';
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="points.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

async function sheet(rows: (string | number | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('Points');
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('points in Excel', () => {
  let t: TestApp;
  let token: string;
  let deviceId: number;
  const get = (url: string, lang = 'en-US') =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}`, 'accept-language': lang } });
  const importFile = (file: Buffer, lang = 'en-US') =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/devices/${deviceId}/points/import`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': lang, ...upload(file).headers },
      payload: upload(file).payload,
    });
  const points = async () =>
    (await get(`/devices/${deviceId}/points`)).json().data.items as { name: string; slope: number | null; writable: boolean }[];

  beforeAll(async () => {
    t = await buildTestApp('pglite', { seedDemo: false });
    token = await t.login();
    const project = await t.request({ method: 'POST', url: '/api/v1/projects', token, payload: { name: 'ExcelPlant', location: '1,1' } });
    const device = await t.request({
      method: 'POST',
      url: '/api/v1/devices',
      token,
      payload: { projectId: project.body.data.id, name: 'Press', boxId: 'XLSX00000001', boxPassword: 'pass' },
    });
    deviceId = device.body.data.id;
  });
  afterAll(() => t.close());

  it('serves a template whose example row imports as it is', async () => {
    const template = await get('/points/template', 'zh-CN');
    expect(template.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.getRow(1).getCell(1).value).toBe('名称 (name)');
    const imported = await importFile(template.rawPayload);
    expect(imported.json().data).toEqual({ added: 1, updated: 0 });
    expect((await points()).map((p) => p.name)).toEqual(['temperature']);
  });

  it('rejects every bad row with its number and changes nothing', async () => {
    const file = await sheet([
      ['name', 'area', 'address', 'dataType', 'slope', 'upperLimit'],
      ['good', '4x', 1, 2, 1, null],
      ['zero_slope', '4x', 2, 2, 0, null],
      ['bad(name)', '4x', 3, 2, null, null],
      ['only_upper', '4x', 4, 2, null, 10],
      ['good', '4x', 5, 2, null, null],
    ]);
    const response = await importFile(file);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toMatch(/^\d+ problems found; nothing was imported$/);
    const paths = body.data.issues.map((issue: { path: string }) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['row 3.slope', 'row 4.name', 'row 5.lowerLimit', 'row 6.name']));
    expect(paths.some((path: string) => path.startsWith('row 2'))).toBe(false);
    expect((await points()).map((p) => p.name)).toEqual(['temperature']);
  });

  it('exports the points and reads its own export back, updating by name', async () => {
    const exported = await get(`/devices/${deviceId}/points/export`);
    expect(exported.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const ws = book.worksheets[0]!;
    ws.getRow(2).getCell(9).value = 0.5; // slope
    ws.getRow(2).getCell(18).value = 1; // writable
    ws.addRow(['pressure', '4x', 10, 2]);
    const changed = Buffer.from(await book.xlsx.writeBuffer());
    expect((await importFile(changed)).json().data).toEqual({ added: 1, updated: 1 });
    const after = await points();
    expect(after.find((p) => p.name === 'temperature')).toMatchObject({ slope: 0.5, writable: true });
    expect(after.map((p) => p.name)).toEqual(['temperature', 'pressure']);
  });

  it('refuses a file that is not Excel', async () => {
    const response = await importFile(Buffer.from('not a spreadsheet'), 'zh-CN');
    expect(response.statusCode).toBe(400);
    expect(response.json().data.issues[0]).toEqual({ path: 'file', message: '不是有效的 Excel 文件' });
  });
});
