import { findPage, type Shell } from '@fieldlink/domain';
import type { InboxEntry } from '../../../lib/realtime/streamMessages';

/** The page an entry opens when its link names none (spec §2: orderReview; alarms on the alarms page). */
const DEFAULT_PAGE: Record<InboxEntry['type'], string> = {
  alarm: 'alarm_records',
  maintainSubmit: 'orderReview',
  maintainList: 'orderReview',
  maintainMine: 'orderReview',
  update: 'orderReview',
};

/**
 * Where clicking an entry goes in this shell. Links are written once by the server
 * (`/orderReview?id=12`, `/item/alarm_records?alarmId=3`): the page is the path's last segment, and
 * each shell has its own path for it (desktop `/afterSales/orderReview`, phone `/orderReview`).
 */
export function entryPath(entry: Pick<InboxEntry, 'type' | 'link' | 'subject'>, shell: Shell): string {
  const [path = '', query = ''] = (entry.link ?? '').split('?');
  const named = path.split('/').filter(Boolean).pop();
  const page = (named && findPage(named)) || findPage(DEFAULT_PAGE[entry.type]);
  const target = page?.paths[shell] ?? page?.paths.desktop;
  if (!target) return entry.link ?? '/home';
  const search = query || (entry.subject ? defaultQuery(entry.subject) : '');
  return search ? `${target}?${search}` : target;
}

function defaultQuery(subject: { kind: string; id: number }): string {
  if (subject.kind === 'alarm') return `alarmId=${subject.id}`;
  if (subject.kind === 'workOrder') return `id=${subject.id}`;
  return '';
}
