import { CloseOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, List, Popup, SwipeAction } from 'antd-mobile';
import { useTranslation } from '../../../i18n/useTranslation';
import type { InboxEntry } from '../../../lib/realtime/streamMessages';
import type { useAlertWindowState } from '../hooks/useAlertWindowState';
import { alertEntryView, type AlertEntryView } from '../utils/alertEntryView';

/**
 * The phone's alert list, from the bottom (`MobileAlertWindow` loads it with its first opening): an
 * entry opens its page (`onGo`), each can be dismissed (button or swipe), or all at once, and "mark
 * all read" clears the badge.
 */
export function MobileAlertSheet({ alerts, onGo }: { alerts: ReturnType<typeof useAlertWindowState>; onGo: (entry: InboxEntry) => void }) {
  const { t } = useTranslation();
  return (
    <Popup
      visible={alerts.open}
      onMaskClick={() => alerts.setOpen(false)}
      onClose={() => alerts.setOpen(false)}
      bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12, maxHeight: '75vh', display: 'flex', flexDirection: 'column' }}
    >
      <div data-testid="alert-window" style={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '12px 16px 4px' }}>
          <strong>{t('inbox:window.title')}</strong>
          <Button size="mini" fill="none" color="primary" onClick={alerts.openSettings}>
            {t('inbox:window.settings')}
          </Button>
        </div>
        <div style={{ display: 'flex', gap: 8, padding: '4px 16px 12px' }}>
          <Button
            size="small"
            color="primary"
            fill="outline"
            disabled={alerts.count === 0}
            loading={alerts.busy}
            onClick={alerts.readAll}
            data-testid="alert-read-all"
            style={{ flex: 1 }}
          >
            {t('inbox:window.readAll')}
          </Button>
          <Button
            size="small"
            disabled={alerts.entries.length === 0}
            loading={alerts.busy}
            onClick={alerts.dismissAll}
            data-testid="alert-dismiss-all"
            style={{ flex: 1 }}
          >
            {t('inbox:window.dismissAll')}
          </Button>
        </div>
        <div style={{ overflowY: 'auto' }}>
          {alerts.entries.length === 0 ? (
            <Empty description={t('inbox:window.empty')} />
          ) : (
            <List>
              {alerts.entries.map((entry) => (
                <SwipeAction
                  key={entry.id}
                  rightActions={[
                    { key: 'dismiss', text: t('inbox:window.dismiss'), color: 'danger', onClick: () => alerts.dismiss(entry.id) },
                  ]}
                >
                  <MobileEntry
                    view={alertEntryView(entry, alerts.language, t)}
                    onOpen={() => onGo(entry)}
                    onDismiss={() => alerts.dismiss(entry.id)}
                  />
                </SwipeAction>
              ))}
            </List>
          )}
        </div>
      </div>
    </Popup>
  );
}

/** One entry of the list: its text said once (kind, then what happened), unread in bold, its time. */
function MobileEntry({ view, onOpen, onDismiss }: { view: AlertEntryView; onOpen: () => void; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <List.Item
      data-testid="alert-entry"
      style={{ borderLeft: `3px solid ${view.color}` }}
      onClick={onOpen}
      description={
        <>
          {view.detail && <div>{view.detail}</div>}
          <div style={{ fontSize: 12 }}>{view.time}</div>
        </>
      }
      extra={
        <Button
          size="mini"
          fill="none"
          aria-label={t('inbox:window.dismiss')}
          data-testid={`alert-dismiss-${view.id}`}
          onClick={(event) => {
            event.stopPropagation();
            onDismiss();
          }}
        >
          <CloseOutlined />
        </Button>
      }
      arrowIcon={false}
    >
      <span style={{ fontWeight: view.unread ? 600 : 'normal' }}>
        {view.unread && <Badge content={Badge.dot} style={{ marginRight: 6 }} data-testid="alert-unread" />}
        {view.headline}
      </span>
    </List.Item>
  );
}
