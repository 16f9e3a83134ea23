import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useRedirectToLogin } from '../../registration';

/** After a reset: a message, then login after 2 s. */
export function useResetDone() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const redirect = useRedirectToLogin();
  const [done, setDone] = useState(false);
  const finish = () => {
    setDone(true);
    void message.success(t('account:reset.success'));
    redirect();
  };
  return { done, finish };
}
