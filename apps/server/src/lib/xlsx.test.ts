import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { attachment, contentDisposition, excelDate, exportFileName, localDay, workbook } from './xlsx.js';

describe('Excel dates', () => {
  it("writes an instant as the company's wall time", () => {
    const instant = new Date('2026-11-25T16:30:00Z');
    expect(excelDate(instant, 'Asia/Shanghai').toISOString()).toBe('2026-11-26T00:30:00.000Z');
    expect(excelDate(instant, 'UTC').toISOString()).toBe('2026-11-25T16:30:00.000Z');
    expect(localDay(instant, 'Asia/Shanghai')).toBe('2026-11-26');
  });

  it('writes date cells, not text, with a date format', async () => {
    const file = await workbook('Log', ['Time', 'Who'], [[new Date('2026-11-25T02:00:00Z'), 'li']], { timeZone: 'Asia/Shanghai' });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file as unknown as ArrayBuffer);
    const cell = book.worksheets[0]!.getCell('A2');
    expect(cell.type).toBe(ExcelJS.ValueType.Date);
    expect((cell.value as Date).toISOString()).toBe('2026-11-25T10:00:00.000Z');
    expect(cell.numFmt).toBe('yyyy-mm-dd hh:mm:ss');
  });
});

describe('download names', () => {
  it('names the content and the day', () => {
    expect(exportFileName('Press-1 history', '2026-11-25')).toBe('Press-1 history 2026-11-25.xlsx');
    expect(exportFileName('a/b: c', '2026-11-25', 'csv')).toBe('a-b- c 2026-11-25.csv');
  });

  it('sends non-ASCII names as RFC 5987 filename*, with an ASCII fallback', () => {
    const header = contentDisposition('注塑机1号 历史数据 2026-11-25.xlsx');
    expect(header).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(decodeURIComponent(header.split("UTF-8''")[1]!)).toBe('注塑机1号 历史数据 2026-11-25.xlsx');
    expect(contentDisposition("it's (1).xlsx")).toContain("filename*=UTF-8''it%27s%20%281%29.xlsx");
    expect(attachment('Users', 'UTC')).toMatch(/filename="Users \d{4}-\d{2}-\d{2}\.xlsx"/);
  });
});
