import type { Language } from '@fieldlink/domain';
import ExcelJS from 'exceljs';
import type { UserListItem } from './users.repository.js';

const HEADERS: Record<Language, string[]> = {
  'zh-CN': ['用户名', '手机号', '邮箱', '公司', '等级', '角色', '项目数', '状态', '备注', '创建人', '创建时间'],
  'en-US': ['User name', 'Phone', 'E-mail', 'Company', 'Grade', 'Roles', 'Projects', 'Status', 'Remarks', 'Created by', 'Created at'],
};
const STATUS: Record<Language, [string, string]> = { 'zh-CN': ['启用', '停用'], 'en-US': ['Active', 'Disabled'] };

/** The user list as an Excel workbook, column titles in the caller's language. */
export async function usersWorkbook(rows: UserListItem[], language: Language): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(language === 'zh-CN' ? '用户' : 'Users');
  sheet.addRow(HEADERS[language]).font = { bold: true };
  for (const row of rows) {
    sheet.addRow([
      row.userName,
      row.phone ?? '',
      row.email ?? '',
      row.companyName ?? '',
      row.grade,
      row.roles.map((role) => role.name).join(', '),
      row.projectIds.length,
      STATUS[language][row.disabled ? 1 : 0],
      row.remarks ?? '',
      row.createdByName ?? '',
      row.createdAt,
    ]);
  }
  sheet.columns.forEach((column) => (column.width = 18));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
