import { App } from 'antd';
import { NoticeBar } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { NoticeItem } from '../api/noticesApi';
import { useSystemMessage } from '../hooks/useSystemMessage';
import { noticeDetailPath } from '../utils/noticePaths';

/** How long the message stays up (a pointer over the desktop one holds it); it stays in the inbox after. */
export const SYSTEM_MESSAGE_SECONDS = 10;

/**
 * Pops the newest unread system message up once. Desktop: an antd notification at the bottom
 * left (the header's menus and back-to-top stay free). Mobile: a closable bar above the page, which does
 * not block the page the way a modal dialog would. Either opens the notice when clicked, and goes by
 * itself after `SYSTEM_MESSAGE_SECONDS`, so it never covers rows and paging page after page.
 */
export function SystemMessage({ shell }: { shell: 'desktop' | 'mobile' }) {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const [banner, setBanner] = useState<NoticeItem | null>(null);
  useSystemMessage((notice) => {
    if (shell === 'mobile') return setBanner(notice);
    notification.info({
      key: `system-message-${notice.id}`,
      title: <span data-testid="system-message-title">{notice.title}</span>,
      description: notice.body,
      duration: SYSTEM_MESSAGE_SECONDS,
      placement: 'bottomLeft',
      onClick: () => {
        notification.destroy(`system-message-${notice.id}`);
        void navigate(noticeDetailPath(notice.id));
      },
    });
  });
  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), SYSTEM_MESSAGE_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [banner]);
  if (!banner) return null;
  return (
    <div style={{ marginBottom: 12 }}>
      <NoticeBar
        color="info"
        closeable
        onClose={() => setBanner(null)}
        content={
          <span
            data-testid="system-message-title"
            onClick={() => {
              setBanner(null);
              void navigate(noticeDetailPath(banner.id));
            }}
          >
            {banner.title}
          </span>
        }
      />
    </div>
  );
}
