import type { InboxRow } from './notifications.repository.js';
import type { BilingualText, InboxType } from './notifier.js';

/** An alert-window entry as the API and the stream give it: both languages, the web picks one. */
export interface InboxEntry {
  id: number;
  type: InboxType;
  title: BilingualText;
  body: BilingualText;
  link: string | null;
  subject: { kind: string; id: number } | null;
  level: number | null;
  read: boolean;
  createdAt: string;
}

export function presentEntry(row: InboxRow): InboxEntry {
  return {
    id: row.id,
    type: row.type,
    title: { 'zh-CN': row.titleZh, 'en-US': row.titleEn },
    body: { 'zh-CN': row.bodyZh, 'en-US': row.bodyEn },
    link: row.link,
    subject: row.subjectKind && row.subjectId !== null ? { kind: row.subjectKind, id: row.subjectId } : null,
    level: row.level,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
