import type { Language } from '@fieldlink/domain';
import { workbook } from '../../lib/xlsx.js';
import type { UserListItem } from './users.repository.js';

const HEADERS: Record<Language, string[]> = {
  'zh-CN': ['用户名', '手机号', '邮箱', '公司', '等级', '角色', '项目数', '状态', '备注', '创建人', '创建时间'],
  'en-US': ['User name', 'Phone', 'E-mail', 'Company', 'Grade', 'Roles', 'Projects', 'Status', 'Remarks', 'Created by', 'Created at'],
};
export const USERS_TITLE: Record<Language, string> = { 'zh-CN': '用户', 'en-US': 'Users' };
const STATUS: Record<Language, [string, string]> = { 'zh-CN': ['启用', '停用'], 'en-US': ['Active', 'Disabled'] };

/** The user list as an Excel workbook, column titles in the caller's language. */
export function usersWorkbook(rows: UserListItem[], language: Language, zone: string): Promise<Buffer> {
  return workbook(
    USERS_TITLE[language],
    HEADERS[language],
    rows.map((row) => [
      row.userName,
      row.phone,
      row.email,
      row.companyName,
      row.grade,
      row.roles.map((role) => role.name).join(', '),
      row.projectIds.length,
      STATUS[language][row.disabled ? 1 : 0],
      row.remarks,
      row.createdByName,
      row.createdAt,
    ]),
    { timeZone: zone },
  );
}
