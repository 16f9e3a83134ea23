import { auditObjectName, auditObjectNoun, describeAuditEntry, type Language } from '@fieldlink/domain';
import { workbook } from '../../lib/xlsx.js';
import type { AuditRow } from './audit.repository.js';

const LOGIN_ACTIONS: Record<Language, Record<string, string>> = {
  'zh-CN': { login: '登录', login_failed: '登录失败', login_rate_limited: '登录被限制', logout: '退出', code_burned: '验证码作废' },
  'en-US': {
    login: 'Signed in',
    login_failed: 'Sign-in failed',
    login_rate_limited: 'Sign-in blocked',
    logout: 'Signed out',
    code_burned: 'Code burned',
  },
};

const HEADERS: Record<Language, string[]> = {
  'zh-CN': ['时间', '操作', '用户', 'IP', '对象类型', '对象', '修改前', '修改后'],
  'en-US': ['Time', 'Action', 'User', 'IP', 'Object type', 'Object', 'Before', 'After'],
};

export const AUDIT_TITLES: Record<'operation' | 'login', Record<Language, string>> = {
  operation: { 'zh-CN': '操作日志', 'en-US': 'Operation log' },
  login: { 'zh-CN': '用户日志', 'en-US': 'User log' },
};

export function auditWorkbook(rows: AuditRow[], category: 'operation' | 'login', language: Language, zone: string): Promise<Buffer> {
  return workbook(
    AUDIT_TITLES[category][language],
    HEADERS[language],
    rows.map((row) => [
      row.at,
      category === 'login' ? (LOGIN_ACTIONS[language][row.action] ?? row.action) : describeAuditEntry(row, language),
      row.userName,
      row.ip,
      row.objectType ? auditObjectNoun(row.objectType, language) : '',
      row.objectType ? auditObjectName(row) : '',
      row.before === null ? '' : JSON.stringify(row.before),
      row.after === null ? '' : JSON.stringify(row.after),
    ]),
    { timeZone: zone },
  );
}
