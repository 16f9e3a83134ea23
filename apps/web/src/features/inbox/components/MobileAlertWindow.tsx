import { AlertOutlined, CloseOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, List, Popup, SwipeAction, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { InboxEntry } from '../../../lib/realtime/streamMessages';
import { useAlertWindow } from '../hooks/useAlertWindow';
import { entryPath } from '../utils/entryPath';
import { entryColor, entryTime } from './EntryMeta';

export const MOBILE_NOTIFICATION_SETTINGS_PATH = '/home_page_notify_set';

/**
 * The phone's alert window: a badge in the title bar opening a list from the bottom; an entry
 * opens its page, each can be dismissed (button or swipe), or all at once.
 */
export function MobileAlertWindow() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // Another page: the list closes.
  useEffect(() => setOpen(false), [pathname]);
  const alerts = useAlertWindow((entries) => {
    const first = entries[0];
    if (first)
      Toast.show({ content: <span data-testid="alert-popup">{first.title[alerts.language]}</span>, position: 'top', duration: 3000 });
  });
  const { entries, language } = alerts;
  const go = (entry: InboxEntry) => {
    setOpen(false);
    void navigate(entryPath(entry, 'mobile'));
  };

  return (
    <>
      <span
        role="button"
        tabIndex={0}
        aria-label={t('inbox:window.open')}
        data-testid="alert-bell"
        style={{ display: 'inline-flex', padding: 4, cursor: 'pointer' }}
        onClick={() => {
          setOpen(true);
          alerts.refresh();
        }}
      >
        <Badge content={alerts.count > 0 ? (alerts.count > 99 ? '99+' : alerts.count) : null} data-testid="alert-count">
          <AlertOutlined style={{ fontSize: 20 }} />
        </Badge>
      </span>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12, maxHeight: '75vh', display: 'flex', flexDirection: 'column' }}
      >
        <div data-testid="alert-window" style={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
          <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '12px 16px' }}>
            <strong>{t('inbox:window.title')}</strong>
            <span>
              <Button
                size="mini"
                fill="none"
                color="primary"
                onClick={() => {
                  setOpen(false);
                  void navigate(MOBILE_NOTIFICATION_SETTINGS_PATH);
                }}
              >
                {t('inbox:window.settings')}
              </Button>
              <Button
                size="mini"
                disabled={entries.length === 0}
                loading={alerts.busy}
                onClick={alerts.dismissAll}
                data-testid="alert-dismiss-all"
              >
                {t('inbox:window.dismissAll')}
              </Button>
            </span>
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
                    <List.Item
                      data-testid="alert-entry"
                      style={{ borderLeft: `3px solid ${entryColor(entry)}` }}
                      onClick={() => go(entry)}
                      description={
                        <>
                          {entry.body[language] !== entry.title[language] && <div>{entry.body[language]}</div>}
                          <div style={{ fontSize: 12 }}>{entryTime(entry, language)}</div>
                        </>
                      }
                      extra={
                        <Button
                          size="mini"
                          fill="none"
                          aria-label={t('inbox:window.dismiss')}
                          data-testid={`alert-dismiss-${entry.id}`}
                          onClick={(event) => {
                            event.stopPropagation();
                            alerts.dismiss(entry.id);
                          }}
                        >
                          <CloseOutlined />
                        </Button>
                      }
                      arrowIcon={false}
                    >
                      {entry.title[language]}
                    </List.Item>
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
