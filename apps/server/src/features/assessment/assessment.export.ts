import type { AssessmentOrder, AssessmentRow, Language } from '@fieldlink/domain';
import ExcelJS from 'exceljs';
import { safeCell } from '../../lib/xlsx-safe.js';
import { addRows, type Cell } from '../../lib/xlsx.js';

export const ASSESSMENT_TITLE: Record<Language, string> = { 'zh-CN': '考核查询', 'en-US': 'Assessment' };

const TEXT = {
  'zh-CN': {
    summary: '考核汇总',
    orders: '工单明细',
    summaryHeaders: ['技术员', '总分', '工单数', '按期', '逾期', '按期率', '平均评分', '已评价'],
    orderHeaders: [
      '技术员',
      '工单号',
      '类型',
      '性质',
      '截止日期',
      '完成时间',
      '评分',
      '基础分',
      '时效分',
      '评价分',
      '合计',
      '时效',
      '评语',
    ],
    timeliness: { onTime: '按期', late: '逾期', noDueDate: '无截止日期' },
    kind: { repair: '维修', maintenance: '保养' } as Record<string, string>,
    nature: { check: '检查', maintenance: '维护', replace: '更换', overhaul: '大修', retired: '报废' } as Record<string, string>,
  },
  'en-US': {
    summary: 'Summary',
    orders: 'Orders',
    summaryHeaders: ['Technician', 'Points', 'Orders', 'On time', 'Late', 'On-time rate', 'Average rating', 'Rated'],
    orderHeaders: [
      'Technician',
      'Order',
      'Type',
      'Nature',
      'Due date',
      'Completed',
      'Rating',
      'Base',
      'Timeliness points',
      'Rating points',
      'Total',
      'Timeliness',
      'Comment',
    ],
    timeliness: { onTime: 'On time', late: 'Late', noDueDate: 'No due date' },
    kind: { repair: 'Repair', maintenance: 'Maintenance' } as Record<string, string>,
    nature: { check: 'Check', maintenance: 'Maintenance', replace: 'Replace', overhaul: 'Overhaul', retired: 'Retired' } as Record<
      string,
      string
    >,
  },
} as const;

function addSheet(book: ExcelJS.Workbook, name: string, headers: readonly string[], rows: Cell[][], zone: string) {
  const sheet = book.addWorksheet(name);
  sheet.addRow([...headers]).font = { bold: true };
  addRows(
    sheet,
    rows.map((row) => row.map(safeCell)),
    zone,
  );
  sheet.columns.forEach((column) => (column.width = 16));
}

/** The assessment of a period: totals per technician and the scored orders, headers in the caller's language. */
export async function assessmentWorkbook(
  items: AssessmentRow[],
  orders: AssessmentOrder[],
  language: Language,
  zone: string,
): Promise<Buffer> {
  const text = TEXT[language];
  const book = new ExcelJS.Workbook();
  addSheet(
    book,
    text.summary,
    text.summaryHeaders,
    items.map((row) => [
      row.userName,
      row.points,
      row.orders,
      row.onTime,
      row.late,
      row.onTimeRate === null ? '' : `${Math.round(row.onTimeRate * 1000) / 10}%`,
      row.averageRating,
      row.rated,
    ]),
    zone,
  );
  addSheet(
    book,
    text.orders,
    text.orderHeaders,
    orders.map((order) => [
      order.userName,
      order.number,
      text.kind[order.kind] ?? order.kind,
      order.nature ? (text.nature[order.nature] ?? order.nature) : '',
      order.dueDate,
      order.completedAt,
      order.stars,
      order.base,
      order.timelinessPoints,
      order.ratingPoints,
      order.total,
      text.timeliness[order.timeliness],
      order.comment,
    ]),
    zone,
  );
  return Buffer.from(await book.xlsx.writeBuffer());
}
