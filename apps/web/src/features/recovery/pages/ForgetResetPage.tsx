import { useTranslation } from '../../../i18n/useTranslation';
import { Link, Navigate, useLocation } from 'react-router';
import { PublicFormLayout } from '../../registration';
import { ResetDone } from '../components/ResetDone';
import { ResetPasswordForm } from '../components/ResetPasswordForm';
import { useResetDone } from '../hooks/useResetDone';
import { verifiedAccountOf } from '../utils/verifiedAccount';

/** /forget_reset: step 2 of recovery, the new password (step 1's account and code come in the history state). */
export function ForgetResetPage() {
  const { t } = useTranslation();
  const verified = verifiedAccountOf(useLocation().state);
  const { done, finish } = useResetDone();
  if (!verified) return <Navigate to="/forget_validate" replace />;
  return (
    <PublicFormLayout title={t('account:reset.title')} subtitle={t('account:reset.resetSubtitle', { phone: verified.account })}>
      {done ? (
        <ResetDone />
      ) : (
        <ResetPasswordForm
          verified={verified}
          onDone={finish}
          onCodeRejected={
            <Link to="/forget_validate" replace data-testid="reset-again">
              {t('account:reset.again')}
            </Link>
          }
        />
      )}
    </PublicFormLayout>
  );
}
