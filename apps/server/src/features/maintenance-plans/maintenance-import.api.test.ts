import ExcelJS from 'exceljs';
import { fromWallTime } from '@fieldlink/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.js';

function upload(file: Buffer) {
  const boundary = 'maintenanceboundary';
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="plans.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

const HEADER = [
  '项目名称 (projectName)',
  '位置 (location)',
  '计划名称 (name)',
  '类型 (type)',
  '质保时间 (warrantyTime)',
  '质保单位 (warrantyUnit)',
  '维保周期 (cycle)',
  '周期单位 (cycleUnit)',
  '开始时间 (startTime)',
  '提前通知 (advanceNotice)',
  '电话 (phone)',
];
const row = (project: string, name: string, extra: Partial<Record<'cycle' | 'phone' | 'location', string | number>> = {}) => [
  project,
  extra.location ?? '120.5,31.2',
  name,
  'in_warranty',
  2,
  'year',
  extra.cycle ?? 1,
  'month',
  '2027-01-31 09:00',
  '3d',
  extra.phone ?? '13800138000',
];

async function sheet(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('Plans');
  ws.addRow(HEADER);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('maintenance project import', () => {
  let t: TestApp;
  let token: string;
  const importFile = (mode: string, file: Buffer, lang = 'en-US') =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/maintenance-imports?mode=${mode}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': lang, ...upload(file).headers },
      payload: upload(file).payload,
    });
  const plans = async () =>
    (await t.request({ method: 'GET', url: '/api/v1/maintenance-plans?pageSize=500', token })).body.data.items as {
      name: string;
      projectName: string;
      nextTime: string;
    }[];

  beforeAll(async () => {
    t = await buildTestApp('pglite', { seedDemo: false, maintenance: { tickMs: 0, now: () => new Date('2027-01-01T00:00:00Z') } });
    token = await t.login();
  }, 60_000);
  afterAll(() => t.close());

  it('serves a template that imports as it is', async () => {
    const template = await t.app.inject({
      method: 'GET',
      url: '/api/v1/maintenance-imports/template',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toContain('spreadsheetml');
    const response = await importFile('new', template.rawPayload);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ projects: 1, plans: 1 });
  });

  it('rejects the whole file on one bad row, naming every bad row, and changes nothing', async () => {
    const before = await plans();
    const response = await importFile(
      'new',
      await sheet([row('ImportPlantA', 'Good'), row('ImportPlantA', 'Zero', { cycle: 0 }), row('ImportPlantB', 'Phone', { phone: '123' })]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().data.issues).toEqual([
      { path: 'row 3.cycle', message: 'Must be greater than 0' },
      { path: 'row 4.phone', message: 'Enter a valid mobile number' },
    ]);
    expect(await plans()).toEqual(before);
    const projects = await t.request({ method: 'GET', url: '/api/v1/projects?keyword=ImportPlant', token });
    expect(projects.body.data.total).toBe(0);
  });

  it('creates new projects with their plans, then adds plans to them as old projects', async () => {
    const created = await importFile(
      'new',
      await sheet([row('ImportPlantA', 'Monthly A'), row('ImportPlantA', 'Weekly A'), row('ImportPlantB', 'Monthly B')]),
    );
    expect(created.json().data).toEqual({ projects: 2, plans: 3 });
    const all = await plans();
    expect(
      all
        .filter((p) => p.projectName === 'ImportPlantA')
        .map((p) => p.name)
        .sort(),
    ).toEqual(['Monthly A', 'Weekly A']);
    // The start is read on the company's clocks (Asia/Shanghai).
    const shanghai = fromWallTime({ year: 2027, month: 1, day: 31, hour: 9, minute: 0, second: 0, millisecond: 0 }, 'Asia/Shanghai');
    expect(all.find((p) => p.name === 'Monthly B')?.nextTime).toBe(shanghai.toISOString());

    const again = await importFile('new', await sheet([row('ImportPlantA', 'Duplicate')]), 'zh-CN');
    expect(again.statusCode).toBe(400);
    expect(again.json().data.issues).toEqual([{ path: 'row 2.projectName', message: '项目 ImportPlantA 已存在,请使用导入老项目' }]);

    const unknown = await importFile('old', await sheet([row('ImportPlantA', 'Quarterly A'), row('NoSuchPlant', 'Lost')]));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().data.issues).toEqual([
      { path: 'row 3.projectName', message: 'No project named NoSuchPlant; import it as a new project' },
    ]);

    const old = await importFile('old', await sheet([row('ImportPlantA', 'Quarterly A')]));
    expect(old.json().data).toEqual({ projects: 0, plans: 1 });
    expect((await plans()).filter((p) => p.projectName === 'ImportPlantA')).toHaveLength(3);
  });
});
