import { NoticeBar } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { NoticeItem } from '../api/noticesApi';
import { useSystemMessage } from '../hooks/useSystemMessage';
import { noticeDetailPath } from '../utils/noticePaths';
import { SYSTEM_MESSAGE_SECONDS } from '../utils/systemMessageSeconds';

/**
 * Pops the newest unread system message up once on the phone: a closable bar above the page, which
 * does not block the page the way a modal dialog would. It opens the notice when tapped and goes by
 * itself after `SYSTEM_MESSAGE_SECONDS`, so it never covers rows and paging page after page.
 */
export function MobileSystemMessage() {
  const navigate = useNavigate();
  const [banner, setBanner] = useState<NoticeItem | null>(null);
  useSystemMessage(setBanner);
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
