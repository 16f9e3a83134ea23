import { PointCreateSchema, pointAddressIssues, type Language, type PointCreate } from '@fieldlink/domain';
import { localizeIssue } from '../../lib/validation.js';
import type { Cell } from '../../lib/xlsx.js';
import { workbook } from '../../lib/xlsx.js';
import { cellValue, firstSheet, headerFields, type RowIssue } from '../../lib/xlsx-read.js';

export type { RowIssue };
import type { PointRow } from './points.repository.js';

/** The spreadsheet's columns: the field each one holds, and its title in each language. */
const COLUMNS = [
  ['name', '名称', 'Name'],
  ['area', '地址类型', 'Area'],
  ['address', '地址', 'Address'],
  ['dataType', '数据类型', 'Data type'],
  ['length', '长度', 'Length'],
  ['intervalMs', '采集间隔(ms)', 'Interval (ms)'],
  ['unit', '单位', 'Unit'],
  ['decimals', '小数位', 'Decimals'],
  ['slope', '斜率', 'Slope'],
  ['intercept', 'Y轴截距', 'Intercept'],
  ['upperLimit', '上限报警', 'Upper limit'],
  ['lowerLimit', '下限报警', 'Lower limit'],
  ['maxData', '最大数据', 'Max data'],
  ['minData', '最小数据', 'Min data'],
  ['maxProportion', '最大比例', 'Max proportion'],
  ['minProportion', '最小比例', 'Min proportion'],
  ['displayFormat', '显示格式', 'Display format'],
  ['writable', '可写(1/0)', 'Writable (1/0)'],
  ['save', '存储(1/0)', 'Save (1/0)'],
  ['valueDescription', '值描述', 'Value description'],
  ['registerGroup', '寄存器组', 'Register group'],
  // Last, so files made before them read as they did.
  ['tag', '协议地址(OPC UA 节点/S7 地址)', 'Protocol address (OPC UA node / S7)'],
  ['unitId', '站号(RTU)', 'Unit id (RTU)'],
] as const;
type Field = (typeof COLUMNS)[number][0];
const BOOLEAN_FIELDS: Field[] = ['writable', 'save'];
const TEXT_FIELDS: Field[] = ['name', 'area', 'tag', 'unit', 'valueDescription', 'registerGroup'];

/** Column titles carry the field key, "名称 (name)", so a file reads back in either language. */
const title = (column: (typeof COLUMNS)[number], language: Language) => `${language === 'zh-CN' ? column[1] : column[2]} (${column[0]})`;

/** What the downloads are called: "注塑机1号 数据点 2026-11-25.xlsx", "Points import template 2026-11-25.xlsx". */
export const POINTS_FILE: Record<Language, { points: string; template: string }> = {
  'zh-CN': { points: '数据点', template: '数据点导入模板' },
  'en-US': { points: 'points', template: 'Points import template' },
};

export function pointsWorkbook(rows: PointRow[], language: Language): Promise<Buffer> {
  return workbook(
    language === 'zh-CN' ? '数据点' : 'Points',
    COLUMNS.map((column) => title(column, language)),
    rows.map((row) => COLUMNS.map(([field]) => (BOOLEAN_FIELDS.includes(field) ? (row[field] ? 1 : 0) : (row[field] as Cell)))),
  );
}

/** Each protocol's example address: register families on Modbus, a NodeId on OPC UA, an S7 address. */
const EXAMPLE_ADDRESS: Record<string, Pick<Record<Field, Cell>, 'area' | 'address' | 'tag' | 'unitId'>> = {
  modbus_tcp: { area: '4x', address: 0, tag: null, unitId: null },
  modbus_rtu: { area: '4x', address: 0, tag: null, unitId: 2 },
  opcua: { area: 'opcua', address: 0, tag: 'ns=2;s=Press.Temperature', unitId: null },
  s7: { area: 's7', address: 0, tag: 'DB5.DBW10', unitId: null },
};

/** An empty sheet with the columns and one example row, addressed as a device of `protocol` addresses its points. */
export function pointsTemplate(language: Language, protocol = 'modbus_tcp'): Promise<Buffer> {
  const example: Record<Field, Cell> = {
    name: 'temperature',
    ...(EXAMPLE_ADDRESS[protocol] ?? EXAMPLE_ADDRESS.modbus_tcp!),
    dataType: 2,
    length: 1,
    intervalMs: 1000,
    unit: '℃',
    decimals: 1,
    slope: 0.1,
    intercept: null,
    upperLimit: 80,
    lowerLimit: 10,
    maxData: null,
    minData: null,
    maxProportion: null,
    minProportion: null,
    displayFormat: 1,
    writable: 0,
    save: 1,
    valueDescription: null,
    registerGroup: null,
  };
  return workbook(
    language === 'zh-CN' ? '数据点' : 'Points',
    COLUMNS.map((column) => title(column, language)),
    [COLUMNS.map(([field]) => example[field])],
  );
}

function coerce(field: Field, value: unknown): unknown {
  if (value === undefined) return undefined;
  if (TEXT_FIELDS.includes(field)) return String(value).trim();
  if (BOOLEAN_FIELDS.includes(field)) return value === 1 || value === '1' || value === true || String(value).toLowerCase() === 'true';
  const number = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isNaN(number) ? value : number;
}

/**
 * Reads a points sheet: every row is checked with the same rules as the form and the API.
 * Answers the points, or every rejected row with its messages (row numbers as Excel shows them).
 */
export async function readPointsWorkbook(
  data: Buffer,
  language: Language,
  protocol = 'modbus_tcp',
): Promise<{ points: PointCreate[]; rejected: RowIssue[] }> {
  const opened = await firstSheet(data, language);
  if ('rejected' in opened) return { points: [], rejected: opened.rejected };
  const { sheet } = opened;
  const fields = headerFields(
    sheet,
    COLUMNS.map(([field]) => field),
  );
  const points: PointCreate[] = [];
  const rejected: RowIssue[] = [];
  const names = new Map<string, number>();
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const raw: Record<string, unknown> = {};
    for (const [index, field] of fields) raw[field] = coerce(field, cellValue(row.getCell(index)));
    if (Object.values(raw).every((value) => value === undefined)) return;
    const parsed = PointCreateSchema.safeParse(raw, { reportInput: true });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const { path, message } = localizeIssue(issue, language);
        rejected.push({ path: `row ${rowNumber}${path ? `.${path}` : ''}`, message });
      }
      return;
    }
    const wrong = pointAddressIssues(protocol, parsed.data);
    if (wrong.length) {
      for (const issue of wrong) {
        const { path, message } = localizeIssue(
          { code: 'custom', path: issue.path, message: issue.message, params: issue.params ?? {} },
          language,
        );
        rejected.push({ path: `row ${rowNumber}.${path}`, message });
      }
      return;
    }
    const key = parsed.data.name.toLowerCase();
    if (names.has(key)) {
      rejected.push({
        path: `row ${rowNumber}.name`,
        message: language === 'zh-CN' ? `与第 ${names.get(key)} 行重名` : `same name as row ${names.get(key)}`,
      });
      return;
    }
    names.set(key, rowNumber);
    points.push(parsed.data);
  });
  return { points, rejected };
}
