import type { Language } from '@fieldlink/domain';
import { workbook } from '../../lib/xlsx.js';
import type { AuditRow } from './audit.repository.js';

const HEADERS: Record<Language, string[]> = {
  'zh-CN': ['时间', '操作', '用户', 'IP', '对象类型', '对象', '修改前', '修改后'],
  'en-US': ['Time', 'Action', 'User', 'IP', 'Object type', 'Object', 'Before', 'After'],
};

export function auditWorkbook(rows: AuditRow[], category: 'operation' | 'login', language: Language): Promise<Buffer> {
  const title =
    category === 'operation' ? (language === 'zh-CN' ? '操作日志' : 'Operation log') : language === 'zh-CN' ? '用户日志' : 'User log';
  return workbook(
    title,
    HEADERS[language],
    rows.map((row) => [
      row.at,
      row.action,
      row.userName,
      row.ip,
      row.objectType,
      row.objectId,
      row.before === null ? '' : JSON.stringify(row.before),
      row.after === null ? '' : JSON.stringify(row.after),
    ]),
  );
}
