import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { DEFAULT_TIME_ZONE } from '@fieldlink/domain';
import { DATE_TIME_FORMAT, excelDate } from './xlsx.js';
import { safeCell } from './xlsx-safe.js';

/**
 * Streamed exports of any size, shared by every feature's export routes (history, analysis lists,
 * devices): CSV with a BOM and .xlsx written row by row, formula-like cells escaped, date columns
 * as real date cells in the company's zone.
 */
export type ExportCell = string | number | null;

/** A cell a spreadsheet would run as a formula gets a leading apostrophe (the one rule: lib/xlsx-safe `safeCell`). */
export function escapeFormula(value: ExportCell): ExportCell {
  return safeCell(value) as ExportCell;
}

/** One CSV line (RFC 4180 quoting), formula-like cells escaped. */
export function csvLine(cells: readonly ExportCell[]): string {
  return (
    cells
      .map((cell) => {
        const v = escapeFormula(cell);
        if (v === null) return '';
        const s = String(v);
        return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
      })
      .join(',') + '\r\n'
  );
}

/** CSV with a BOM (Excel reads UTF-8 then), streamed. */
export function csvStream(headers: string[], rows: AsyncIterable<ExportCell[][]>): Readable {
  return Readable.from(
    (async function* () {
      yield '\uFEFF' + csvLine(headers);
      for await (const page of rows) yield page.map(csvLine).join('');
    })(),
  );
}

/** Which columns hold times (ISO instants, written in the company's zone) or local days ("2026-11-25"). */
export interface DateColumns {
  zone: string;
  dateColumns: readonly number[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A cell of a date column as a real date cell: an instant at its wall time in the zone, a day as that day. */
function dateCell(value: ExportCell, zone: string): { value: Date | string | number; numFmt?: string } {
  if (typeof value !== 'string' || value === '') return { value: value ?? '' };
  if (DAY.test(value)) return { value: new Date(`${value}T00:00:00Z`), numFmt: 'yyyy-mm-dd' };
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? { value } : { value: excelDate(instant, zone), numFmt: DATE_TIME_FORMAT };
}

/**
 * An .xlsx written row by row with exceljs's streaming WorkbookWriter (no whole workbook in memory).
 * The date columns hold real date cells in the company's zone; every other cell is escaped.
 */
export function xlsxStream(
  sheetName: string,
  headers: string[],
  rows: AsyncIterable<ExportCell[][]>,
  onError: (e: Error) => void,
  dates: DateColumns = { zone: DEFAULT_TIME_ZONE, dateColumns: [] },
) {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  void (async () => {
    const sheet = book.addWorksheet(sheetName);
    sheet.columns = headers.map((header) => ({ header, width: 20 }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    for await (const page of rows)
      for (const row of page) {
        const cells = row.map((c, i) => (dates.dateColumns.includes(i) ? dateCell(c, dates.zone) : { value: escapeFormula(c) ?? '' }));
        const added = sheet.addRow(cells.map((c) => c.value));
        cells.forEach((c, i) => {
          if (c.numFmt) added.getCell(i + 1).numFmt = c.numFmt;
        });
        added.commit();
      }
    sheet.commit();
    await book.commit();
  })().catch((error: Error) => {
    onError(error);
    out.destroy(error);
  });
  return out;
}
