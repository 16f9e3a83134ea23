import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { DEFAULT_TIME_ZONE, formatMessage, type Language } from '@fieldlink/domain';
import { DATE_TIME_FORMAT, excelDate } from '../../lib/xlsx.js';
import { safeCell } from '../../lib/xlsx-safe.js';
import type { HistoryRepository } from './history.repository.js';
import type { RollupBucket, RollupsRepository } from './rollups.repository.js';

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

export interface ExportPoint {
  id: number;
  name: string;
  unit: string | null;
  deviceName: string;
}

/**
 * The rows of an export, produced page by page (raw samples by keyset pages, buckets point by
 * point), so memory holds one page whatever the range.
 */
export async function* exportRows(
  input: { repo: HistoryRepository; rollups: RollupsRepository },
  points: readonly ExportPoint[],
  from: Date,
  to: Date,
  bucket: 'raw' | RollupBucket,
): AsyncGenerator<ExportCell[][]> {
  const byId = new Map(points.map((p) => [p.id, p]));
  if (bucket === 'raw') {
    for await (const page of input.repo.rawPages(
      points.map((p) => p.id),
      from,
      to,
    )) {
      yield page.map((r) => {
        const p = byId.get(r.pointId)!;
        return [new Date(r.ts).toISOString(), p.deviceName, p.name, p.unit, r.text ?? (r.value === null ? null : Number(r.value))];
      });
    }
    return;
  }
  for (const p of points) {
    const rows = await input.rollups.rollupSeries([p.id], from, to, bucket);
    for (let i = 0; i < rows.length; i += 5000)
      yield rows.slice(i, i + 5000).map((r) => [r.ts.toISOString(), p.deviceName, p.name, p.unit, r.min, r.max, round(r.avg), r.last]);
  }
}

const round = (x: number) => Math.round(x * 1e6) / 1e6;

export function exportHeaders(language: Language, bucket: 'raw' | RollupBucket): string[] {
  const t = (k: Parameters<typeof formatMessage>[1]) => formatMessage(language, k);
  const head = [t('history.export.time'), t('history.export.device'), t('history.export.point'), t('history.export.unit')];
  return bucket === 'raw'
    ? [...head, t('history.export.value')]
    : [...head, t('history.export.min'), t('history.export.max'), t('history.export.avg'), t('history.export.last')];
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
