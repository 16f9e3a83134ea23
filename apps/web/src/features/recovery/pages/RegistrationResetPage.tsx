import { useTranslation } from '../../../i18n/useTranslation';
import { useSearchParams } from 'react-router';
import { PublicFormLayout } from '../../registration';
import { ResetDone } from '../components/ResetDone';
import { ResetPasswordForm } from '../components/ResetPasswordForm';
import { useResetDone } from '../hooks/useResetDone';

/** /registration_reset?phone=: the whole reset on one page; the title is the phone (spec §2). */
export function RegistrationResetPage() {
  const { t } = useTranslation();
  const phone = useSearchParams()[0].get('phone')?.trim() || undefined;
  const { done, finish } = useResetDone();
  return (
    <PublicFormLayout title={phone ?? t('account:reset.title')} subtitle={t('account:reset.oneStepSubtitle')}>
      {done ? <ResetDone /> : <ResetPasswordForm phone={phone} onDone={finish} />}
    </PublicFormLayout>
  );
}
