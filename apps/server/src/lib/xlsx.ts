import ExcelJS from 'exceljs';
import { DEFAULT_TIME_ZONE, toWallTime, wallAsUtc } from '@fieldlink/domain';

export type Cell = string | number | boolean | Date | null;

/** How a date cell shows: a real date, not text, so a spreadsheet sorts and filters it. */
export const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm:ss';

/**
 * An instant as the Date an Excel cell holds to show the wall time in `zone`: Excel has no time
 * zones and ExcelJS writes a Date's UTC fields, so the wall fields are written as if they were UTC.
 */
export function excelDate(instant: Date, zone: string): Date {
  return new Date(wallAsUtc(toWallTime(instant, zone)));
}

export interface SheetOptions {
  /** The company's time zone: date cells show its wall time. Default Asia/Shanghai. */
  timeZone?: string;
}

/** Writes rows into a sheet: dates as date cells in the zone, nulls as empty cells. */
export function addRows(sheet: ExcelJS.Worksheet, rows: readonly Cell[][], zone: string): void {
  for (const row of rows) {
    const added = sheet.addRow(row.map((cell) => (cell instanceof Date ? excelDate(cell, zone) : (cell ?? ''))));
    row.forEach((cell, index) => {
      if (cell instanceof Date) added.getCell(index + 1).numFmt = DATE_TIME_FORMAT;
    });
  }
}

/** One sheet with a bold header row: every Excel export goes through here. */
export async function workbook(sheetName: string, headers: string[], rows: Cell[][], options: SheetOptions = {}): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  sheet.addRow(headers).font = { bold: true };
  addRows(sheet, rows, options.timeZone ?? DEFAULT_TIME_ZONE);
  sheet.columns.forEach((column) => (column.width = 18));
  return Buffer.from(await book.xlsx.writeBuffer());
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The local day in `zone`, YYYY-MM-DD. */
export function localDay(instant: Date, zone: string): string {
  const wall = toWallTime(instant, zone);
  return `${wall.year}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`;
}

/** A file name that says what it holds and when: "Press-1 history 2026-11-25.xlsx". Slashes and the like become "-". */
export function exportFileName(title: string, day: string, extension = 'xlsx'): string {
  const clean = title.replace(/[\\/:*?"<>|\r\n\t]+/g, '-').trim() || 'export';
  return `${clean} ${day}.${extension}`;
}

/**
 * Content-Disposition for a download (RFC 6266): a plain ASCII `filename` for old clients and the
 * real name as RFC 5987 `filename*=UTF-8''…`, so Chinese names arrive intact.
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** An export's Content-Disposition: the title and today's day in `zone` (default Asia/Shanghai). */
export function attachment(title: string, zone: string = DEFAULT_TIME_ZONE, extension = 'xlsx'): string {
  return contentDisposition(exportFileName(title, localDay(new Date(), zone), extension));
}

/** The headers of an Excel download named by its title and today's day in `zone`. */
export function xlsxHeaders(title: string, zone: string): Record<string, string> {
  return { 'content-type': XLSX_TYPE, 'content-disposition': attachment(title, zone) };
}
