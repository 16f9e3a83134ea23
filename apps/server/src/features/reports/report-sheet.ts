import ExcelJS from 'exceljs';
import { formatMessage, type Language, type MessageKey } from '@fieldlink/domain';
import { escapeFormula } from '../history/history-export.js';
import type { ReportData } from './reports.service.js';

/**
 * A report as an Excel workbook: a title row, the headers in the reader's language (point, unit
 * and statistic method), a row per period and a summary row. Text that a spreadsheet would run as
 * a formula is escaped.
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
  for (const row of report.rows) sheet.addRow([text(row.label), ...row.values.map((v) => v ?? '')]);
  const summary = sheet.addRow([t('report.export.summary'), ...report.summary.map((v) => v ?? '')]);
  summary.font = { bold: true };
  sheet.columns.forEach((column, i) => (column.width = i === 0 ? 22 : 18));
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Excel refuses sheet names over 31 characters or with []:*?/\ in them. */
function sheetName(name: string): string {
  return name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Report';
}
