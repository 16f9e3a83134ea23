import { Badge, Button, DotLoading, Empty, List } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { formatTime } from '../../../lib/format/formatTime';
import { NOTICE_PAGE_SIZE, useNoticeActions, useNoticeList } from '../hooks/useNotices';
import { noticeDetailPath } from '../utils/noticePaths';

/** Mobile notices: a list (unread marked with a dot) that opens /notice/notice_detail; more on demand. */
export function MobileNoticeList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [size, setSize] = useState(NOTICE_PAGE_SIZE * 2);
  const list = useNoticeList(1, size);
  const { readAll } = useNoticeActions();
  if (!list.data) return <DotLoading />;
  const { items, total } = list.data;
  const unread = items.some((notice) => !notice.read);

  return (
    <>
      <List
        header={
          <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
            <span>{t('notices:title')}</span>
            {unread && (
              <Button size="mini" fill="none" color="primary" onClick={() => readAll.mutate()} data-testid="notice-read-all">
                {t('notices:readAll')}
              </Button>
            )}
          </div>
        }
      >
        {items.map((notice) => (
          <List.Item
            key={notice.id}
            prefix={<Badge content={notice.read ? null : Badge.dot} style={{ '--right': '-4px' }} />}
            description={formatTime(notice.createdAt)}
            extra={t(`notices:types.${notice.type}`)}
            onClick={() => void navigate(noticeDetailPath(notice.id))}
            data-testid={`notice-item-${notice.id}`}
          >
            <span style={{ fontWeight: notice.read ? 400 : 600 }}>{notice.title}</span>
          </List.Item>
        ))}
      </List>
      {items.length === 0 && <Empty description={t('notices:empty')} />}
      {items.length < total && (
        <div style={{ padding: 16 }}>
          <Button block onClick={() => setSize((n) => n + NOTICE_PAGE_SIZE * 2)} loading={list.isFetching}>
            {t('notices:more')}
          </Button>
        </div>
      )}
    </>
  );
}
