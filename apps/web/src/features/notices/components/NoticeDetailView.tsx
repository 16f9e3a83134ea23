import { Skeleton, Typography } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { formatTime } from '../../../lib/format/formatTime';
import type { NoticeItem } from '../api/noticesApi';
import { NoticeTypeTag } from './NoticeTypeTag';

/** A notice's title, type, time and body (the body keeps its line breaks). */
export function NoticeDetailView({ notice }: { notice: NoticeItem | undefined }) {
  const { t } = useTranslation();
  if (!notice) return <Skeleton active />;
  return (
    <article data-testid="notice-detail">
      <Typography.Title level={4} style={{ marginTop: 0 }} data-testid="notice-detail-title">
        {notice.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        <NoticeTypeTag type={notice.type} />
        {formatTime(notice.createdAt)}
      </Typography.Paragraph>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{notice.body || t('notices:emptyBody')}</Typography.Paragraph>
    </article>
  );
}
