import { MaintenanceImportRowSchema, type Language, type MaintenanceImportRow } from '@fieldlink/domain';
import { localizeIssue } from '../../lib/validation.js';
import { workbook, type Cell } from '../../lib/xlsx.js';
import { cellValue, firstSheet, headerFields, type RowIssue } from '../../lib/xlsx-read.js';

export type { RowIssue };

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

function coerce(field: Field, value: unknown): unknown {
  if (value === undefined) return undefined;
  if (field === 'stopOnWarrantyEnd') return value === 1 || value === '1' || value === true || String(value).toLowerCase() === 'true';
  if (NUMBER_FIELDS.includes(field)) {
    const number = typeof value === 'number' ? value : Number(String(value).trim());
    return Number.isNaN(number) ? value : number;
  }
  return String(value).trim();
}

/** Reads the sheet: every row checked with the plan rules of the form and the API; rejected rows by Excel row number. */
export async function readMaintenanceWorkbook(
  data: Buffer,
  language: Language,
): Promise<{ rows: (MaintenanceImportRow & { rowNumber: number })[]; rejected: RowIssue[] }> {
  const opened = await firstSheet(data, language);
  if ('rejected' in opened) return { rows: [], rejected: opened.rejected };
  const { sheet } = opened;
  const fields = headerFields(
    sheet,
    COLUMNS.map(([field]) => field),
  );
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
