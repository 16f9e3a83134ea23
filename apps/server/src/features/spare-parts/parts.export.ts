import type { Language } from '@fieldlink/domain';
import { workbook } from '../../lib/xlsx.js';
import { safeCell } from '../../lib/xlsx-safe.js';
import type { PartRow, PartsRepository } from './parts.repository.js';

type MovementRow = Awaited<ReturnType<PartsRepository['movements']>>['items'][number];

const HEADERS: Record<Language, string[]> = {
  'zh-CN': ['编码', '名称', '规格型号', '单位', '单价', '库存', '安全库存', '备注'],
  'en-US': ['Code', 'Name', 'Model', 'Unit', 'Price', 'Stock', 'Safety stock', 'Remarks'],
};

export const PARTS_TITLE: Record<Language, string> = { 'zh-CN': '配件', 'en-US': 'Parts' };
export const MOVEMENTS_TITLE: Record<Language, string> = { 'zh-CN': '出入库记录', 'en-US': 'Stock movements' };

export function partsWorkbook(rows: PartRow[], language: Language, zone: string): Promise<Buffer> {
  return workbook(
    PARTS_TITLE[language],
    HEADERS[language],
    rows.map((row) => [row.code, row.name, row.model, row.unit, row.price, row.stock, row.safetyStock, row.remarks].map(safeCell)),
    { timeZone: zone },
  );
}

const MOVEMENT_HEADERS: Record<Language, string[]> = {
  'zh-CN': ['时间', '编码', '名称', '类型', '数量', '结存', '工单', '操作人', '备注'],
  'en-US': ['Time', 'Code', 'Name', 'Type', 'Quantity', 'Balance', 'Order', 'By', 'Note'],
};
const MOVEMENT_TYPES: Record<Language, Record<string, string>> = {
  'zh-CN': { purchase: '采购入库', return: '退回入库', issue: '领用出库', adjust: '盘点调整' },
  'en-US': { purchase: 'Purchase', return: 'Return', issue: 'Issue', adjust: 'Adjustment' },
};

/** Stock movements as an Excel workbook (the records page). */
export function movementsWorkbook(rows: MovementRow[], language: Language, zone: string): Promise<Buffer> {
  return workbook(
    MOVEMENTS_TITLE[language],
    MOVEMENT_HEADERS[language],
    rows.map((row) =>
      [
        row.at,
        row.partCode,
        row.partName,
        MOVEMENT_TYPES[language][row.type] ?? row.type,
        row.quantity,
        row.balance,
        row.orderNumber,
        row.byName,
        row.note,
      ].map(safeCell),
    ),
    { timeZone: zone },
  );
}
