import { App } from 'antd';
import { useNavigate } from 'react-router';
import { useSystemMessage } from '../hooks/useSystemMessage';
import { noticeDetailPath } from '../utils/noticePaths';
import { SYSTEM_MESSAGE_SECONDS } from '../utils/systemMessageSeconds';

/**
 * Pops the newest unread system message up once on the desktop: an antd notification at the bottom
 * left (the header's menus and back-to-top stay free); a pointer over it holds it. It opens the notice
 * when clicked and goes by itself after `SYSTEM_MESSAGE_SECONDS`. The phone's is `MobileSystemMessage`.
 */
export function SystemMessage() {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  useSystemMessage((notice) => {
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
  return null;
}
