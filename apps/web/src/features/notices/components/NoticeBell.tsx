import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Popover, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUnreadNotices } from '../hooks/useUnreadNotices';

/** The header bell with the unread notice count. */
export function NoticeBell() {
  const { t } = useTranslation();
  const count = useUnreadNotices().data?.count ?? 0;
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('shell:notices.title')}
      content={
        <Typography.Text type="secondary">{count > 0 ? t('shell:notices.unread', { count }) : t('shell:notices.none')}</Typography.Text>
      }
    >
      <Button type="text" aria-label={t('shell:notices.title')} data-testid="notice-bell">
        <Badge count={count} size="small" overflowCount={99}>
          <BellOutlined style={{ fontSize: 18 }} />
        </Badge>
      </Button>
    </Popover>
  );
}
