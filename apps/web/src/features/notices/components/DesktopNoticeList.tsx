import { CheckOutlined, DeleteOutlined, NotificationOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Drawer, List, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { usePermission } from '../../access';
import { formatTime } from '../../../lib/format/formatTime';
import { NOTICE_PAGE_SIZE, useNoticeActions, useNoticeDetail, useNoticeList } from '../hooks/useNotices';
import { NoticeDetailView } from './NoticeDetailView';
import { NoticeTypeTag } from './NoticeTypeTag';
import { PublishNoticeModal } from './PublishNoticeModal';

const PAGE = 'notice_user_page';

/** Desktop notices: read/unread list, detail in a drawer, read all; publish and withdraw for those allowed. */
export function DesktopNoticeList() {
  const { t } = useTranslation();
  const { can } = usePermission(PAGE);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const [publishing, setPublishing] = useState(false);
  const list = useNoticeList(page);
  const detail = useNoticeDetail(openId);
  const { readAll, remove } = useNoticeActions();

  return (
    <Card
      title={t('notices:title')}
      extra={
        <Space>
          <Button icon={<CheckOutlined />} onClick={() => readAll.mutate()} loading={readAll.isPending} data-testid="notice-read-all">
            {t('notices:readAll')}
          </Button>
          {can('add') && (
            <Button type="primary" icon={<NotificationOutlined />} onClick={() => setPublishing(true)} data-testid="notice-publish">
              {t('notices:publish.button')}
            </Button>
          )}
        </Space>
      }
    >
      <List
        loading={list.isLoading}
        dataSource={list.data?.items ?? []}
        locale={{ emptyText: t('notices:empty') }}
        pagination={{
          current: page,
          pageSize: NOTICE_PAGE_SIZE,
          total: list.data?.total ?? 0,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
        renderItem={(notice) => (
          <List.Item
            key={notice.id}
            style={{ cursor: 'pointer' }}
            onClick={() => setOpenId(notice.id)}
            data-testid={`notice-item-${notice.id}`}
            actions={
              can('delete')
                ? [
                    <Popconfirm
                      key="delete"
                      title={t('notices:removeConfirm')}
                      okText={t('common:actions.confirm')}
                      cancelText={t('common:actions.cancel')}
                      onConfirm={(event) => {
                        event?.stopPropagation();
                        remove.mutate(notice.id);
                      }}
                      onPopupClick={(event) => event.stopPropagation()}
                    >
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('notices:remove')}
                        onClick={(event) => event.stopPropagation()}
                      />
                    </Popconfirm>,
                  ]
                : []
            }
          >
            <List.Item.Meta
              avatar={<Badge status={notice.read ? 'default' : 'processing'} />}
              title={
                <Space>
                  <Typography.Text strong={!notice.read}>{notice.title}</Typography.Text>
                  <NoticeTypeTag type={notice.type} />
                  {!notice.read && <Typography.Text type="danger">{t('notices:unread')}</Typography.Text>}
                </Space>
              }
              description={formatTime(notice.createdAt)}
            />
          </List.Item>
        )}
      />
      <Drawer open={openId !== null} onClose={() => setOpenId(null)} size="large" title={t('notices:detail.title')} destroyOnHidden>
        <NoticeDetailView notice={detail.data} />
      </Drawer>
      <PublishNoticeModal open={publishing} onClose={() => setPublishing(false)} />
    </Card>
  );
}
