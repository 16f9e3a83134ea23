import ExcelJS from 'exceljs';
import { type ReportData, formatMessage, type Language, type MessageKey } from '@fieldlink/domain';
import { escapeFormula } from '../../lib/xlsx-stream.js';
import { exportFileName } from '../../lib/xlsx.js';
import { FIGURE_HEADERS, FIGURES_TITLE, figureCells } from '../production/index.js';

/**
 * A report as an Excel workbook: a title row, the headers in the reader's language (point, unit
 * and statistic method), a row per period and a summary row; with production figures, a second
 * sheet of them (a row per device, day or task). Text that a spreadsheet would run as a formula is escaped.
 */
export async function reportWorkbook(report: ReportData, language: Language): Promise<Buffer> {
  const t = (key: MessageKey, params?: Record<string, string | number>) => formatMessage(language, key, params);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName(report.name));
  const text = (value: string) => escapeFormula(value) as string;
  sheet.addRow([text(report.name), `${report.range.from} ~ ${report.range.to}`]).font = { bold: true, size: 13 };
  const headers = [
    t('report.export.period'),
    ...report.columns.map((c) => {
      const unit = c.unit ? ` (${c.unit})` : '';
      return text(`${c.title}${unit} ${t(`report.method.${c.method}` as MessageKey)}`);
    }),
  ];
  sheet.addRow(headers).font = { bold: true };
  for (const row of report.rows) {
    const time = periodDate(row.label);
    const added = sheet.addRow([time ? time.value : text(row.label), ...row.values.map((v) => v ?? '')]);
    if (time) added.getCell(1).numFmt = time.numFmt;
  }
  const summary = sheet.addRow([t('report.export.summary'), ...report.summary.map((v) => v ?? '')]);
  summary.font = { bold: true };
  sheet.columns.forEach((column, i) => (column.width = i === 0 ? 22 : 18));
  if (report.production) {
    const figures = book.addWorksheet(FIGURES_TITLE[language]);
    figures.addRow([FIGURES_TITLE[language], `${report.range.from} ~ ${report.range.to}`]).font = { bold: true, size: 13 };
    figures.addRow(FIGURE_HEADERS[language]).font = { bold: true };
    for (const row of report.production)
      figures.addRow(figureCells(row).map((cell) => (typeof cell === 'string' ? text(cell) : (cell ?? ''))));
    figures.columns.forEach((column, i) => (column.width = i === 0 ? 36 : 14));
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * An interval row's label ("2026-11-25 08:00", the report's wall time) as a real date cell; a
 * period row ("2026-11-25 Morning shift") stays text.
 */
export function periodDate(label: string): { value: Date; numFmt: string } | undefined {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})(:\d{2})?$/.exec(label);
  if (!match) return undefined;
  return { value: new Date(`${match[1]}T${match[2]}${match[3] ?? ':00'}Z`), numFmt: match[3] ? 'yyyy-mm-dd hh:mm:ss' : 'yyyy-mm-dd hh:mm' };
}

/** The file a report downloads as: its name and the period it covers ("生产日报 2026-11-25", "Energy 2026-11"). */
export function reportFileName(report: Pick<ReportData, 'name' | 'timeType' | 'range'>): string {
  const { from, to } = report.range;
  const period = report.timeType === 'month' ? from.slice(0, 7) : report.timeType === 'day' || from === to ? from : `${from}~${to}`;
  return exportFileName(report.name, period);
}

/** Excel refuses sheet names over 31 characters or with []:*?/\ in them. */
function sheetName(name: string): string {
  return name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Report';
}
