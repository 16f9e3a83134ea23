import { Result } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { REDIRECT_TO_LOGIN_MS } from '../../registration';

export function ResetDone() {
  const { t } = useTranslation();
  return (
    <Result
      status="success"
      title={t('account:reset.success')}
      subTitle={t('account:redirecting', { seconds: REDIRECT_TO_LOGIN_MS / 1000 })}
      data-testid="reset-done"
    />
  );
}
