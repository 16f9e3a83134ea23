import { AlertOutlined, CloseOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, List, NoticeBar, Popup, SwipeAction } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type React from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { InboxEntry } from '../../../lib/realtime/streamMessages';
import { useAlertWindowState } from '../hooks/useAlertWindowState';
import { alertEntryView, type AlertEntryView } from '../utils/alertEntryView';

export const MOBILE_NOTIFICATION_SETTINGS_PATH = '/home_page_notify_set';

/** How long the banner of a new alert stays. */
const BANNER_MS = 6000;

/**
 * The phone's alert window: a badge in the title bar opening a list from the bottom; an entry
 * opens its page, each can be dismissed (button or swipe), or all at once, and "mark all read"
 * clears the badge. A new alert shows as a one-line banner in `bannerHost` (a slot under the title
 * bar, in the page's flow): it moves the page down for a few seconds and covers nothing.
 */
export function MobileAlertWindow({ bannerHost }: { bannerHost?: HTMLElement | null }) {
  const { t } = useTranslation();
  const [banner, setBanner] = useState<InboxEntry | undefined>(undefined);
  const hide = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(hide.current), []);
  const alerts = useAlertWindowState('mobile', MOBILE_NOTIFICATION_SETTINGS_PATH, (entries) => {
    const first = entries[0];
    if (!first) return;
    setBanner(first);
    clearTimeout(hide.current);
    hide.current = setTimeout(() => setBanner(undefined), BANNER_MS);
  });
  const { entries, language } = alerts;
  const go = (entry: InboxEntry) => {
    setBanner(undefined);
    alerts.go(entry);
  };
  const bannerText = banner && alertEntryView(banner, language, t);

  return (
    <>
      {banner &&
        bannerText &&
        bannerHost &&
        createPortal(
          <div data-testid="alert-popup" onClick={() => go(banner)} style={{ cursor: 'pointer' }}>
            <NoticeBar
              color={banner.type === 'alarm' ? 'error' : 'info'}
              icon={<AlertOutlined style={{ color: bannerText.color }} />}
              content={bannerText.detail ? `${bannerText.headline}: ${bannerText.detail}` : bannerText.headline}
              closeable
              onClose={() => setBanner(undefined)}
              style={{ '--height': '36px' } as React.CSSProperties}
            />
          </div>,
          bannerHost,
        )}
      <span
        role="button"
        tabIndex={0}
        aria-label={t('inbox:window.open')}
        data-testid="alert-bell"
        style={{ display: 'inline-flex', padding: 4, cursor: 'pointer' }}
        onClick={() => alerts.setOpen(true)}
      >
        <Badge content={alerts.count > 0 ? (alerts.count > 99 ? '99+' : alerts.count) : null} data-testid="alert-count">
          <AlertOutlined style={{ fontSize: 20 }} />
        </Badge>
      </span>
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
              disabled={entries.length === 0}
              loading={alerts.busy}
              onClick={alerts.dismissAll}
              data-testid="alert-dismiss-all"
              style={{ flex: 1 }}
            >
              {t('inbox:window.dismissAll')}
            </Button>
          </div>
          <div style={{ overflowY: 'auto' }}>
            {entries.length === 0 ? (
              <Empty description={t('inbox:window.empty')} />
            ) : (
              <List>
                {entries.map((entry) => (
                  <SwipeAction
                    key={entry.id}
                    rightActions={[
                      { key: 'dismiss', text: t('inbox:window.dismiss'), color: 'danger', onClick: () => alerts.dismiss(entry.id) },
                    ]}
                  >
                    <MobileEntry
                      view={alertEntryView(entry, language, t)}
                      onOpen={() => go(entry)}
                      onDismiss={() => alerts.dismiss(entry.id)}
                    />
                  </SwipeAction>
                ))}
              </List>
            )}
          </div>
        </div>
      </Popup>
    </>
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
