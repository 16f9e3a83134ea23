import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { ApiError } from '../../../lib/http/ApiError';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { serverFieldErrors } from '../../../lib/forms/serverFieldErrors';
import { NewPasswordFields, PhoneCodeFields } from '../../registration';
import { recoveryApi } from '../api/recoveryApi';
import type { VerifiedAccount } from '../utils/verifiedAccount';
import { announceIncompleteForm } from '../../../lib/forms/incompleteForm';

interface ResetValues {
  phone: string;
  code: string;
  password: string;
  passwordConfirm: string;
}

export interface ResetPasswordFormProps {
  /** Account and code already entered (/forget_reset after /forget_validate): only the password is asked. */
  verified?: VerifiedAccount;
  /** The phone from the page's query (/registration_reset?phone=): shown read-only. */
  phone?: string;
  onDone(): void;
  /** Shown under the failure when the code turned out wrong (a way back to ask again). */
  onCodeRejected?: ReactNode;
}

/** Sets a new password with a code sent to the phone or e-mail address (POST /auth/reset). */
export function ResetPasswordForm({ verified, phone, onDone, onCodeRejected }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const client = useApiClient();
  const [form] = Form.useForm<ResetValues>();
  const reset = useMutation({ mutationFn: (body: { account: string; code: string; password: string }) => recoveryApi.reset(client, body) });

  const submit = (values: ResetValues) => {
    const accountAndCode = verified ?? { account: values.phone.trim(), code: values.code.trim() };
    reset.mutate(
      { ...accountAndCode, password: values.password },
      {
        onSuccess: onDone,
        onError: (error) => {
          // The server names the account `account`; this form's field for it is `phone`.
          const fields = serverFieldErrors(error, verified ? ['password'] : ['account', 'code', 'password']).map((field) =>
            field.name === 'account' ? { ...field, name: 'phone' } : field,
          );
          if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
        },
      },
    );
  };
  const failure = reset.error instanceof ApiError ? reset.error.message || t('errors:http.generic') : null;

  return (
    <Form<ResetValues>
      form={form}
      layout="vertical"
      onFinishFailed={announceIncompleteForm}
      onFinish={submit}
      requiredMark={false}
      initialValues={{ phone: phone ?? '' }}
    >
      {failure && (
        <Alert
          type="error"
          showIcon
          title={failure}
          description={verified ? onCodeRejected : undefined}
          style={{ marginBottom: 16 }}
          data-testid="reset-error"
        />
      )}
      {!verified && <PhoneCodeFields form={form} send={(target) => recoveryApi.sendCode(client, target)} phoneReadOnly={Boolean(phone)} />}
      <NewPasswordFields label={t('account:fields.newPassword')} testIdPrefix="reset-password" />
      <Button type="primary" htmlType="submit" size="large" block loading={reset.isPending} data-testid="reset-submit">
        {t('account:reset.submit')}
      </Button>
    </Form>
  );
}
