import ExcelJS from 'exceljs';

export type Cell = string | number | boolean | Date | null;

/** One sheet with a bold header row: every Excel export goes through here. */
export async function workbook(sheetName: string, headers: string[], rows: Cell[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  sheet.addRow(headers).font = { bold: true };
  for (const row of rows) sheet.addRow(row.map((cell) => cell ?? ''));
  sheet.columns.forEach((column) => (column.width = 18));
  return Buffer.from(await book.xlsx.writeBuffer());
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function attachment(name: string): string {
  return `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.xlsx"`;
}
