import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { PublicFormLayout } from '../../registration/components/PublicFormLayout';
import { ResetDone } from '../components/ResetDone';
import { ResetPasswordForm } from '../components/ResetPasswordForm';
import { useResetDone } from '../hooks/useResetDone';
import type { VerifiedPhone } from './ForgetValidatePage';

function isVerifiedPhone(value: unknown): value is VerifiedPhone {
  const v = value as Partial<VerifiedPhone> | null;
  return typeof v?.phone === 'string' && typeof v.code === 'string';
}

/** /forget_reset: step 2 of recovery, the new password (step 1's phone and code come in the history state). */
export function ForgetResetPage() {
  const { t } = useTranslation();
  const state: unknown = useLocation().state;
  const { done, finish } = useResetDone();
  if (!isVerifiedPhone(state)) return <Navigate to="/forget_validate" replace />;
  return (
    <PublicFormLayout title={t('account:reset.title')} subtitle={t('account:reset.resetSubtitle', { phone: state.phone })}>
      {done ? (
        <ResetDone />
      ) : (
        <ResetPasswordForm
          verified={state}
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
