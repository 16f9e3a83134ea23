import ExcelJS from 'exceljs';
import type { Language } from '@fieldlink/domain';

/** A refused row (or the whole file, path `file`), its message in the reader's language. */
export interface RowIssue {
  path: string;
  message: string;
}

/**
 * A cell's value as the sheet means it: undefined when empty, a formula's result, rich text joined;
 * a date as its wall time 'YYYY-MM-DD HH:mm' (Excel keeps dates without a zone: its wall clock
 * reads as UTC fields).
 */
export function cellValue(cell: ExcelJS.Cell): unknown {
  const value = cell.value;
  if (value === null || value === undefined || value === '') return undefined;
  if (value instanceof Date) return value.toISOString().slice(0, 16).replace('T', ' ');
  if (typeof value === 'object' && 'result' in value) return value.result;
  if (typeof value === 'object' && 'richText' in value) return value.richText.map((part) => part.text).join('');
  return value;
}

/** An uploaded workbook's first sheet, or why there is none, in the reader's language. */
export async function firstSheet(data: Buffer, language: Language): Promise<{ sheet: ExcelJS.Worksheet } | { rejected: RowIssue[] }> {
  const fileIssue = (zh: string, en: string) => ({ rejected: [{ path: 'file', message: language === 'zh-CN' ? zh : en }] });
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    return fileIssue('不是有效的 Excel 文件', 'Not a valid Excel file');
  }
  const sheet = book.worksheets[0];
  return sheet ? { sheet } : fileIssue('文件没有工作表', 'The file has no sheet');
}

/**
 * The columns of the header row that name one of `fields`: a title carries its field key,
 * "项目名称 (projectName)", or is the key itself, so a file reads back in either language.
 */
export function headerFields<F extends string>(sheet: ExcelJS.Worksheet, fields: readonly F[]): Map<number, F> {
  const found = new Map<number, F>();
  sheet.getRow(1).eachCell((cell, index) => {
    const text = String(cellValue(cell) ?? '');
    const key = /\(([A-Za-z]+)\)\s*$/.exec(text)?.[1] ?? text.trim();
    const field = fields.find((candidate) => candidate === key);
    if (field) found.set(index, field);
  });
  return found;
}
