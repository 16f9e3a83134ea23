import { MaintenanceImportRowSchema, type Language, type MaintenanceImportRow } from '@fieldlink/domain';
import ExcelJS from 'exceljs';
import { localizeIssue } from '../../lib/validation.js';
import { workbook, type Cell } from '../../lib/xlsx.js';

/** The sheet's columns: the field each holds and its title in each language. */
const COLUMNS = [
  ['projectName', '项目名称', 'Project'],
  ['location', '位置(经度,纬度)', 'Location (lng,lat)'],
  ['name', '计划名称', 'Plan name'],
  ['type', '类型(in_warranty/out_of_warranty)', 'Type (in_warranty/out_of_warranty)'],
  ['warrantyTime', '质保时间', 'Warranty time'],
  ['warrantyUnit', '质保单位(day/week/month/year)', 'Warranty unit (day/week/month/year)'],
  ['cycle', '维保周期', 'Cycle'],
  ['cycleUnit', '周期单位(day/week/month/year)', 'Cycle unit (day/week/month/year)'],
  ['startTime', '开始时间(YYYY-MM-DD HH:mm)', 'Start (YYYY-MM-DD HH:mm)'],
  ['advanceNotice', '提前通知(1d/2d/3d/1w/2w/1M)', 'Advance notice (1d/2d/3d/1w/2w/1M)'],
  ['phone', '电话', 'Phone'],
  ['stopOnWarrantyEnd', '质保到期停止(1/0)', 'Stop at warranty end (1/0)'],
] as const;
type Field = (typeof COLUMNS)[number][0];
const NUMBER_FIELDS: Field[] = ['warrantyTime', 'cycle'];

/** Titles carry the field key, "项目名称 (projectName)", so a file reads back in either language. */
const title = (column: (typeof COLUMNS)[number], language: Language) => `${language === 'zh-CN' ? column[1] : column[2]} (${column[0]})`;

export interface RowIssue {
  path: string;
  message: string;
}

/** An empty sheet with the columns and one example row. */
export function maintenanceImportTemplate(language: Language): Promise<Buffer> {
  const example: Record<Field, Cell> = {
    projectName: language === 'zh-CN' ? '示例项目' : 'SamplePlant',
    location: '120.62,31.32',
    name: language === 'zh-CN' ? '月度保养' : 'Monthly check',
    type: 'in_warranty',
    warrantyTime: 2,
    warrantyUnit: 'year',
    cycle: 1,
    cycleUnit: 'month',
    startTime: '2027-01-31 09:00',
    advanceNotice: '3d',
    phone: '13800138000',
    stopOnWarrantyEnd: 0,
  };
  return workbook(
    language === 'zh-CN' ? '维保计划' : 'Maintenance plans',
    COLUMNS.map((column) => title(column, language)),
    [COLUMNS.map(([field]) => example[field])],
  );
}

function cellValue(cell: ExcelJS.Cell): unknown {
  const value = cell.value;
  if (value === null || value === undefined || value === '') return undefined;
  if (value instanceof Date) {
    // Excel keeps dates without a zone: its wall clock reads as UTC fields.
    return value.toISOString().slice(0, 16).replace('T', ' ');
  }
  if (typeof value === 'object' && 'result' in value) return value.result;
  if (typeof value === 'object' && 'richText' in value) return value.richText.map((part) => part.text).join('');
  return value;
}

function coerce(field: Field, value: unknown): unknown {
  if (value === undefined) return undefined;
  if (field === 'stopOnWarrantyEnd') return value === 1 || value === '1' || value === true || String(value).toLowerCase() === 'true';
  if (NUMBER_FIELDS.includes(field)) {
    const number = typeof value === 'number' ? value : Number(String(value).trim());
    return Number.isNaN(number) ? value : number;
  }
  return String(value).trim();
}

const fileIssue = (language: Language, zh: string, en: string): RowIssue[] => [{ path: 'file', message: language === 'zh-CN' ? zh : en }];

/** Reads the sheet: every row checked with the plan rules of the form and the API; rejected rows by Excel row number. */
export async function readMaintenanceWorkbook(
  data: Buffer,
  language: Language,
): Promise<{ rows: (MaintenanceImportRow & { rowNumber: number })[]; rejected: RowIssue[] }> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    return { rows: [], rejected: fileIssue(language, '不是有效的 Excel 文件', 'Not a valid Excel file') };
  }
  const sheet = book.worksheets[0];
  if (!sheet) return { rows: [], rejected: fileIssue(language, '文件没有工作表', 'The file has no sheet') };
  const fields = new Map<number, Field>();
  sheet.getRow(1).eachCell((cell, index) => {
    const text = String(cellValue(cell) ?? '');
    const key = /\(([A-Za-z]+)\)\s*$/.exec(text)?.[1] ?? text.trim();
    const column = COLUMNS.find(([field]) => field === key);
    if (column) fields.set(index, column[0]);
  });
  const rows: (MaintenanceImportRow & { rowNumber: number })[] = [];
  const rejected: RowIssue[] = [];
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const raw: Record<string, unknown> = {};
    for (const [index, field] of fields) raw[field] = coerce(field, cellValue(row.getCell(index)));
    if (Object.values(raw).every((value) => value === undefined || value === false)) return;
    const parsed = MaintenanceImportRowSchema.safeParse(raw, { reportInput: true });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const { path, message } = localizeIssue(issue, language);
        rejected.push({ path: `row ${rowNumber}${path ? `.${path}` : ''}`, message });
      }
      return;
    }
    rows.push({ ...parsed.data, rowNumber });
  });
  return { rows, rejected };
}
