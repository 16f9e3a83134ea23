import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Popover, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { useUnreadNotices } from '../hooks/useUnreadNotices';
import { NOTICE_LIST_PATH } from '../utils/noticePaths';

/** The header bell with the unread notice count; it opens the notice list. */
export function NoticeBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const count = useUnreadNotices().data?.count ?? 0;
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      title={t('shell:notices.title')}
      content={
        <Space orientation="vertical" size={8}>
          <Typography.Text type="secondary">{count > 0 ? t('shell:notices.unread', { count }) : t('shell:notices.none')}</Typography.Text>
          <Button
            type="link"
            style={{ padding: 0 }}
            onClick={() => {
              setOpen(false);
              void navigate(NOTICE_LIST_PATH);
            }}
            data-testid="notice-bell-all"
          >
            {t('shell:notices.viewAll')}
          </Button>
        </Space>
      }
    >
      <Button type="text" aria-label={t('shell:notices.title')} data-testid="notice-bell">
        <Badge count={count} size="small" overflowCount={99} data-testid="notice-bell-count">
          <BellOutlined style={{ fontSize: 18 }} />
        </Badge>
      </Button>
    </Popover>
  );
}
