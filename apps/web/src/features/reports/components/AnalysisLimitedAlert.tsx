import { Alert } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from '../../../i18n/useTranslation';

/** The HisDataLimit alert of an analysis list: the range was moved to start at `from`. */
export function AnalysisLimitedAlert({ from }: { from: string | null | undefined }) {
  const { t } = useTranslation();
  if (!from) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={t('history:limited', { from: dayjs(from).format('YYYY-MM-DD HH:mm:ss') })}
      style={{ marginBottom: 12 }}
      data-testid="analysis-limited"
    />
  );
}
