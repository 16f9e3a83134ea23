import { WORK_ORDER_ACTION_COLORS, recurNoteText } from '@fieldlink/domain';
import { useTranslation } from '../../../i18n/useTranslation';
import { formatTime } from '../../../lib/format/formatTime';
import { useLanguage } from '../../../lib/language/useLanguage';
import type { OrderDetail } from '../api/workOrdersApi';

/** Every step of an order, oldest first: the action in its fixed colour, who, when, and the note. */
export function OrderTimeline({ log }: { log: OrderDetail['log'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  // A recurrence's note is the alarm's text in both languages, worded by the catalog in the reader's.
  const noteOf = (entry: OrderDetail['log'][number]) =>
    entry.note && entry.action === 'recur' ? t('workOrders:log.recurNote', { alarm: recurNoteText(entry.note, language) }) : entry.note;
  return (
    <ol data-testid="order-timeline" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {log.map((entry, i) => {
        const color = WORK_ORDER_ACTION_COLORS[entry.action];
        return (
          <li
            key={i}
            data-testid={`timeline-${entry.action}`}
            style={{ position: 'relative', paddingLeft: 22, paddingBottom: i === log.length - 1 ? 0 : 14 }}
          >
            {i < log.length - 1 && <span style={{ position: 'absolute', left: 5, top: 14, bottom: 0, width: 2, background: '#eee' }} />}
            <span style={{ position: 'absolute', left: 0, top: 4, width: 12, height: 12, borderRadius: 6, background: color }} />
            <div>
              <strong style={{ color, textTransform: 'capitalize' }}>{t(`messages:workOrder.action.${entry.action}`)}</strong>
              <span style={{ marginLeft: 8 }}>{entry.by ?? t('workOrders:fields.customer')}</span>
            </div>
            <div style={{ fontSize: 12, color: '#888' }}>{formatTime(String(entry.at))}</div>
            {entry.note && (
              <div style={{ fontSize: 13, marginTop: 2 }} data-testid="timeline-note">
                {noteOf(entry)}
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
