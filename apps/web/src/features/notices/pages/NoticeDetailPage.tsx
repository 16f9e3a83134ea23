import { Card, Empty } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { useSearchParams } from 'react-router';
import { useShellKind } from '../../../lib/platform/useShellKind';
import { NoticeDetailView } from '../components/NoticeDetailView';
import { useNoticeDetail } from '../hooks/useNotices';
import { noticeIdFrom } from '../utils/noticePaths';

/** /notice/notice_detail?id=: one notice (opening it marks it read). */
export function NoticeDetailPage() {
  const { t } = useTranslation();
  const id = noticeIdFrom(useSearchParams()[0].get('id'));
  const detail = useNoticeDetail(id);
  const mobile = useShellKind() === 'mobile';
  if (id === null || detail.isError) return <Empty style={{ padding: 48 }} description={t('notices:notFound')} />;
  return (
    <Card variant={mobile ? 'borderless' : 'outlined'} style={mobile ? { borderRadius: 8 } : undefined}>
      <NoticeDetailView notice={detail.data} />
    </Card>
  );
}
