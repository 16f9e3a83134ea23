import { App, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { PublicFormLayout } from '../components/PublicFormLayout';
import { RegisterForm } from '../components/RegisterForm';
import { useRedirectToLogin } from '../hooks/useRedirectToLogin';
import { REDIRECT_TO_LOGIN_MS } from '../utils/redirect';

/** /register (desktop) and /mobile_registration (phones): a newcomer registers their company. */
export function RegisterPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const redirect = useRedirectToLogin();
  const [done, setDone] = useState(false);

  const registered = () => {
    setDone(true);
    void message.success(t('account:register.success'));
    redirect();
  };

  return (
    <PublicFormLayout title={t('account:register.title')} subtitle={t('account:register.subtitle')} wide>
      {done ? (
        <Result
          status="success"
          title={t('account:register.success')}
          subTitle={t('account:redirecting', { seconds: REDIRECT_TO_LOGIN_MS / 1000 })}
          data-testid="register-done"
        />
      ) : (
        <RegisterForm onRegistered={registered} />
      )}
    </PublicFormLayout>
  );
}
