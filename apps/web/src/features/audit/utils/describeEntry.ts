import { auditActionLabel, auditObjectText, describeAuditEntry, splitAuditAction, type Language } from '@fieldlink/domain';
import type { AuditRow } from '../api/auditApi';

/**
 * An operation-log entry in the reader's language: what happened ("completed work order WO-…"),
 * the action alone ("Completed work order") and the object with its name or number. The desktop
 * operation log and the phone operation log both read entries through here; the server's Excel
 * export uses the same domain function (`describeAuditEntry`), so every reader sees one wording.
 */
export interface EntryDescription {
  sentence: string;
  action: string;
  object: string;
  /** The verb part of the action ("complete", "stock.adjust"), for colours. */
  verb: string;
}

export function describeEntry(
  row: Pick<AuditRow, 'action' | 'objectType' | 'objectId' | 'before' | 'after'>,
  language: Language,
): EntryDescription {
  return {
    sentence: describeAuditEntry(row, language),
    action: auditActionLabel(row.action, language),
    object: row.objectType ? auditObjectText(row, language) : '',
    verb: splitAuditAction(row.action).verb,
  };
}
