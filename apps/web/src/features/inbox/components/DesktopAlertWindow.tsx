import { AlertOutlined, CloseOutlined, SettingOutlined } from '@ant-design/icons';
import { App, Badge, Button, Empty, List, Popover, Space, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { InboxEntry } from '../../../lib/realtime/streamMessages';
import { NoticeTypeTag } from '../../notices/components/NoticeTypeTag';
import { useAlertWindow } from '../hooks/useAlertWindow';
import { entryPath } from '../utils/entryPath';
import { entryColor, entryTime } from './EntryMeta';

export const NOTIFICATION_SETTINGS_PATH = '/settings/settings_page?tab=notifications';

/**
 * The desktop header's alert window (spec §2 voice alert window): a badge with the open alerts,
 * opening a list; an entry opens its page, each can be dismissed, or all at once.
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
  const alerts = useAlertWindow((entries) => {
    for (const entry of entries.slice(0, 3)) {
      notification.open({
        key: `inbox-${entry.id}`,
        message: <span data-testid="alert-popup">{entry.title[alerts.language]}</span>,
        description: entry.body[alerts.language],
        icon: <AlertOutlined style={{ color: entryColor(entry) }} />,
        placement: 'bottomRight',
        duration: 8,
        onClick: () => {
          notification.destroy(`inbox-${entry.id}`);
          go(entry);
        },
      });
    }
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
              <List.Item.Meta
                title={
                  <Space size={4} wrap>
                    <NoticeTypeTag type={entry.type} />
                    <Typography.Text strong>{entry.title[language]}</Typography.Text>
                  </Space>
                }
                description={
                  <>
                    {entry.body[language] !== entry.title[language] && (
                      <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
                        {entry.body[language]}
                      </Typography.Paragraph>
                    )}
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {entryTime(entry, language)}
                    </Typography.Text>
                  </>
                }
              />
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
