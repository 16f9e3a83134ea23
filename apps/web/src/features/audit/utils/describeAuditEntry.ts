import type { TFunction } from 'i18next';
import type { AuditCategory, AuditRow } from '../api/auditApi';
import { splitAction } from './auditDiff';

/**
 * What an audit entry's action says in the reader's language ("Update user", "更新用户"; sign-ins by
 * their outcome). The one description both shells' log pages show.
 */
export function describeAuditAction(t: TFunction, language: string, category: AuditCategory, action: string): string {
  if (category === 'login') return t(`audit:loginActions.${action}`, { defaultValue: action });
  const { object, verb } = splitAction(action);
  const objectText = object ? t(`audit:objects.${object}`, { defaultValue: object }) : '';
  const verbText = t(`audit:verbs.${verb}`, { defaultValue: verb });
  if (!objectText) return verbText;
  return language === 'zh-CN' ? `${verbText}${objectText}` : `${verbText} ${objectText.toLowerCase()}`;
}

/** The object an entry changed ("User #12"), empty when it names none. */
export function describeAuditObject(t: TFunction, row: Pick<AuditRow, 'objectType' | 'objectId'>): string {
  return row.objectType ? `${t(`audit:objects.${row.objectType}`, { defaultValue: row.objectType })} #${row.objectId ?? ''}` : '';
}
