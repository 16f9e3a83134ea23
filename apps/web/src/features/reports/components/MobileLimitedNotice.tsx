import { NoticeBar } from 'antd-mobile';
import dayjs from 'dayjs';
import { useTranslation } from '../../../i18n/useTranslation';

/** The mobile form of the desktop pages' HisDataLimit alert: the range was moved to start at `from`. */
export function MobileLimitedNotice({ from, testId }: { from: string | null | undefined; testId: string }) {
  const { t } = useTranslation();
  if (!from) return null;
  return (
    <div data-testid={testId}>
      <NoticeBar wrap color="alert" content={t('history:limited', { from: dayjs(from).format('YYYY-MM-DD HH:mm:ss') })} />
    </div>
  );
}
