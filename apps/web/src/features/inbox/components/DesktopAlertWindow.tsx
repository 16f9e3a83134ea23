import { AlertOutlined, CheckOutlined, CloseOutlined, SettingOutlined } from '@ant-design/icons';
import { App, Badge, Button, Empty, List, Popover, Space, Tooltip, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { Language } from '@fieldlink/domain';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { InboxEntry } from '../../../lib/realtime/streamMessages';
import { NoticeTypeTag } from '../../notices/components/NoticeTypeTag';
import { useAlertWindow } from '../hooks/useAlertWindow';
import { alertText } from '../utils/alertText';
import { entryPath } from '../utils/entryPath';
import { isDialogOpen } from '../utils/openDialog';
import { entryColor, entryKind, entryTime } from './EntryMeta';

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
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // Another page: the window closes.
  useEffect(() => setOpen(false), [pathname]);
  const go = (entry: InboxEntry) => {
    setOpen(false);
    void navigate(entryPath(entry, 'desktop'));
  };
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
  const alerts = useAlertWindow((entries) => {
    if (isDialogOpen()) return;
    for (const entry of entries.slice(0, POPUPS_AT_ONCE)) {
      const key = `inbox-${entry.id}`;
      const text = alertText(entry, alerts.language, entryKind(entry, t));
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
        icon: <AlertOutlined style={{ color: entryColor(entry) }} />,
        placement: 'bottomRight',
        duration: POPUP_SECONDS,
        onClose: () => shown.current.delete(key),
        onClick: () => {
          notification.destroy(key);
          go(entry);
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
          renderItem={(entry) => (
            <List.Item
              key={entry.id}
              data-testid="alert-entry"
              style={{ cursor: 'pointer', borderLeft: `3px solid ${entryColor(entry)}`, paddingLeft: 8 }}
              onClick={() => go(entry)}
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
              <EntryLines entry={entry} language={language} />
            </List.Item>
          )}
        />
      )}
      <Space style={{ width: '100%', justifyContent: 'space-between', marginTop: 8 }}>
        <Button
          type="link"
          size="small"
          icon={<SettingOutlined />}
          style={{ padding: 0 }}
          onClick={() => {
            setOpen(false);
            void navigate(NOTIFICATION_SETTINGS_PATH);
          }}
        >
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
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) alerts.refresh();
      }}
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
function EntryLines({ entry, language }: { entry: InboxEntry; language: Language }) {
  const { t } = useTranslation();
  const kind = entryKind(entry, t);
  const text = alertText(entry, language, kind);
  const main = text.headline === kind ? (text.detail ?? kind) : text.headline;
  const second = text.headline === kind ? undefined : text.detail;
  return (
    <List.Item.Meta
      title={
        <Space size={4} wrap>
          <NoticeTypeTag type={entry.type} />
          {!entry.read && <Badge status="processing" data-testid="alert-unread" />}
          <Typography.Text strong={!entry.read}>{main}</Typography.Text>
        </Space>
      }
      description={
        <>
          {second && (
            <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
              {second}
            </Typography.Paragraph>
          )}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {entryTime(entry, language)}
          </Typography.Text>
        </>
      }
    />
  );
}
