import { AlertOutlined, CheckOutlined, CloseOutlined, SettingOutlined } from '@ant-design/icons';
import { App, Badge, Button, Empty, List, Popover, Space, Tooltip, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { InboxEntry } from '../../../lib/realtime/streamMessages';
import { NoticeTypeTag } from '../../notices';
import { useAlertWindowState } from '../hooks/useAlertWindowState';
import { alertEntryView, type AlertEntryView } from '../utils/alertEntryView';
import { isDialogOpen } from '../utils/openDialog';

export const NOTIFICATION_SETTINGS_PATH = '/settings/settings_page?tab=notifications';

/** How long a pop-up stays (s), and how many show at once. */
const POPUP_SECONDS = 8;
const POPUPS_AT_ONCE = 3;

/**
 * The desktop header's alert window (spec §2 voice alert window): a badge with the unread alerts,
 * opening a list; an entry opens its page, each can be dismissed, or all at once, and "mark all
 * read" clears the badge. New alerts pop up at the bottom right, but never over an open dialog or
 * drawer: while one is open they only count on the badge (and sound), and pop-ups already showing
 * close when one opens, so its buttons stay free.
 */
export function DesktopAlertWindow() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const shown = useRef(new Set<string>());
  const watcher = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const closePopups = () => {
    for (const key of shown.current) notification.destroy(key);
    shown.current.clear();
    clearInterval(watcher.current);
    watcher.current = undefined;
  };
  useEffect(() => () => clearInterval(watcher.current), []);
  /** While pop-ups show, a dialog that opens sends them away. */
  const watchForDialogs = () => {
    clearInterval(watcher.current);
    const until = Date.now() + POPUP_SECONDS * 1000;
    watcher.current = setInterval(() => {
      if (isDialogOpen()) closePopups();
      else if (Date.now() > until) {
        clearInterval(watcher.current);
        watcher.current = undefined;
      }
    }, 250);
  };
  const alerts = useAlertWindowState('desktop', NOTIFICATION_SETTINGS_PATH, (entries) => {
    if (isDialogOpen()) return;
    for (const entry of entries.slice(0, POPUPS_AT_ONCE)) {
      const key = `inbox-${entry.id}`;
      const text = alertEntryView(entry, alerts.language, t);
      shown.current.add(key);
      notification.open({
        key,
        message: (
          <span data-testid="alert-popup">
            <span>{text.headline}</span>
            {text.detail && (
              <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: '4px 0 0', fontSize: 13 }}>
                {text.detail}
              </Typography.Paragraph>
            )}
          </span>
        ),
        icon: <AlertOutlined style={{ color: text.color }} />,
        placement: 'bottomRight',
        duration: POPUP_SECONDS,
        onClose: () => shown.current.delete(key),
        onClick: () => {
          notification.destroy(key);
          alerts.go(entry);
        },
      });
    }
    watchForDialogs();
  });
  const { entries, language } = alerts;

  const content = (
    <div style={{ width: 380 }} data-testid="alert-window">
      {entries.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('inbox:window.empty')} />
      ) : (
        <List
          size="small"
          style={{ maxHeight: 420, overflowY: 'auto' }}
          dataSource={entries}
          renderItem={(entry) => {
            const view = alertEntryView(entry, language, t);
            return (
              <List.Item
                key={entry.id}
                data-testid="alert-entry"
                style={{ cursor: 'pointer', borderLeft: `3px solid ${view.color}`, paddingLeft: 8 }}
                onClick={() => alerts.go(entry)}
                extra={
                  <Tooltip title={t('inbox:window.dismiss')}>
                    <Button
                      type="text"
                      size="small"
                      icon={<CloseOutlined />}
                      aria-label={t('inbox:window.dismiss')}
                      data-testid={`alert-dismiss-${entry.id}`}
                      onClick={(event) => {
                        event.stopPropagation();
                        alerts.dismiss(entry.id);
                      }}
                    />
                  </Tooltip>
                }
              >
                <EntryLines entry={entry} view={view} />
              </List.Item>
            );
          }}
        />
      )}
      <Space style={{ width: '100%', justifyContent: 'space-between', marginTop: 8 }}>
        <Button type="link" size="small" icon={<SettingOutlined />} style={{ padding: 0 }} onClick={alerts.openSettings}>
          {t('inbox:window.settings')}
        </Button>
        <Space size={8}>
          <Button
            size="small"
            icon={<CheckOutlined />}
            disabled={alerts.count === 0}
            loading={alerts.busy}
            onClick={alerts.readAll}
            data-testid="alert-read-all"
          >
            {t('inbox:window.readAll')}
          </Button>
          <Button
            size="small"
            disabled={entries.length === 0}
            loading={alerts.busy}
            onClick={alerts.dismissAll}
            data-testid="alert-dismiss-all"
          >
            {t('inbox:window.dismissAll')}
          </Button>
        </Space>
      </Space>
    </div>
  );

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={alerts.open}
      onOpenChange={alerts.setOpen}
      title={t('inbox:window.title')}
      content={content}
    >
      <Button type="text" aria-label={t('inbox:window.open')} data-testid="alert-bell">
        <Badge count={alerts.count} size="small" overflowCount={99} data-testid="alert-count">
          <AlertOutlined style={{ fontSize: 18 }} />
        </Badge>
      </Button>
    </Popover>
  );
}

/** An entry's lines in the list: its type, unread mark and text, each said once, and its time. */
function EntryLines({ entry, view }: { entry: InboxEntry; view: AlertEntryView }) {
  return (
    <List.Item.Meta
      title={
        <Space size={4} wrap>
          <NoticeTypeTag type={entry.type} />
          {view.unread && <Badge status="processing" data-testid="alert-unread" />}
          <Typography.Text strong={view.unread}>{view.main}</Typography.Text>
        </Space>
      }
      description={
        <>
          {view.second && (
            <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
              {view.second}
            </Typography.Paragraph>
          )}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {view.time}
          </Typography.Text>
        </>
      }
    />
  );
}
