import {
  formatMessage,
  recipeReasonMessage,
  RecipeItemSchema,
  type Language,
  type RecipeDownload,
  type RecipeItem,
} from '@fieldlink/domain';
import { localizeIssue } from '../../lib/validation.js';
import { workbook } from '../../lib/xlsx.js';
import { safeCell } from '../../lib/xlsx-safe.js';
import { cellValue, firstSheet, headerFields, type RowIssue } from '../../lib/xlsx-read.js';

export type { RowIssue };

/** The value table's columns; titles carry the field key, "名称 (name)", so a file reads back in either language. */
const COLUMNS = [
  ['index', '序号', 'Index'],
  ['name', '名称', 'Name'],
  ['value', '值', 'Value'],
] as const;
const title = (column: (typeof COLUMNS)[number], language: Language) => `${language === 'zh-CN' ? column[1] : column[2]} (${column[0]})`;

export const RECIPE_FILE: Record<Language, { values: string; log: string }> = {
  'zh-CN': { values: '配方值', log: '配方日志' },
  'en-US': { values: 'recipe values', log: 'Recipe log' },
};

/** The value table as a sheet: index (the rules' source index), name, value. */
export function recipeValuesWorkbook(items: readonly RecipeItem[], language: Language): Promise<Buffer> {
  return workbook(
    language === 'zh-CN' ? '配方值' : 'Values',
    COLUMNS.map((column) => title(column, language)),
    items.map((item, index) => [index, safeCell(item.name), item.value]),
  );
}

/**
 * Reads a value table: every row checked with the form's rules; rows are taken in sheet order (the
 * index column is for people). Answers the rows, or every rejected row with its messages.
 */
export async function readRecipeValues(data: Buffer, language: Language): Promise<{ items: RecipeItem[]; rejected: RowIssue[] }> {
  const opened = await firstSheet(data, language);
  if ('rejected' in opened) return { items: [], rejected: opened.rejected };
  const { sheet } = opened;
  const fields = headerFields(sheet, ['name', 'value'] as const);
  const items: RecipeItem[] = [];
  const rejected: RowIssue[] = [];
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const raw: Record<string, unknown> = {};
    for (const [index, field] of fields) raw[field] = cellValue(row.getCell(index));
    if (raw.name === undefined && raw.value === undefined) return;
    const value = typeof raw.value === 'number' ? raw.value : raw.value === undefined ? undefined : Number(String(raw.value).trim());
    const parsed = RecipeItemSchema.safeParse({
      name: raw.name === undefined ? '' : String(raw.name),
      value: Number.isNaN(value) ? raw.value : value,
    });
    if (parsed.success) items.push(parsed.data);
    else
      for (const issue of parsed.error.issues) {
        const { path, message } = localizeIssue(issue, language);
        rejected.push({ path: `row ${rowNumber}${path ? `.${path}` : ''}`, message });
      }
  });
  return { items, rejected };
}

const LOG_HEADERS: Record<Language, string[]> = {
  'zh-CN': ['下发时间', '设备', '配方名称', '版本', '创建人', '状态', '原因', '完成时间'],
  'en-US': ['Started', 'Device', 'Recipe', 'Version', 'Creator', 'Status', 'Reason', 'Finished'],
};
const STATUS_TEXT: Record<Language, Record<RecipeDownload['status'], string>> = {
  'zh-CN': { running: '下发中', succeeded: '下发成功', failed: '下发失败' },
  'en-US': { running: 'Downloading', succeeded: 'Succeeded', failed: 'Failed' },
};

/** A failed download's reason in the file's language (its code's message), or its text as it came. */
function reasonText(row: RecipeDownload, language: Language): string | null {
  const message = recipeReasonMessage(row.reason, language);
  return message ? formatMessage(language, message.key, message.params) : row.error;
}

/** The recipe log as a sheet, times at the company's wall time; reasons in the file's language. */
export function recipeLogWorkbook(rows: readonly RecipeDownload[], language: Language, timeZone: string): Promise<Buffer> {
  return workbook(
    RECIPE_FILE[language].log,
    LOG_HEADERS[language],
    rows.map((row) => [
      new Date(row.startedAt),
      safeCell(row.deviceName),
      safeCell(row.recipeName),
      row.recipeVersion,
      safeCell(row.createdBy),
      STATUS_TEXT[language][row.status],
      safeCell(reasonText(row, language)),
      row.finishedAt ? new Date(row.finishedAt) : null,
    ]),
    { timeZone },
  );
}
