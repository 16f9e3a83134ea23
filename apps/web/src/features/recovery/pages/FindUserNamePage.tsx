import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Result } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/http/ApiError';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { serverFieldErrors } from '../../../lib/forms/serverFieldErrors';
import { LOGIN_PATH } from '../../auth';
import { PhoneCodeFields, PublicFormLayout } from '../../registration';
import { recoveryApi } from '../api/recoveryApi';
import { announceIncompleteForm } from '../../../lib/forms/incompleteForm';

export const FIND_USER_NAME_PATH = '/find_username';

interface FindValues {
  phone: string;
  code: string;
}

/** /find_username: the user names of a phone go to it by SMS, after a code sent to the same phone. */
export function FindUserNamePage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const [form] = Form.useForm<FindValues>();
  const find = useMutation({ mutationFn: (body: FindValues) => recoveryApi.findUserName(client, body) });

  const submit = (values: FindValues) =>
    find.mutate(
      { phone: values.phone.trim(), code: values.code.trim() },
      { onError: (error) => form.setFields(serverFieldErrors(error, ['phone', 'code']) as Parameters<typeof form.setFields>[0]) },
    );
  const failure = find.error instanceof ApiError && find.error.issues.length === 0 ? find.error.message || t('errors:http.generic') : null;

  return (
    <PublicFormLayout title={t('account:findUserName.title')} subtitle={t('account:findUserName.subtitle')}>
      {find.isSuccess ? (
        <Result
          status="success"
          title={t('account:findUserName.sent', { phone: find.variables.phone })}
          extra={
            <Link to={LOGIN_PATH} data-testid="find-username-login">
              {t('account:backToLogin')}
            </Link>
          }
          data-testid="find-username-done"
        />
      ) : (
        <Form<FindValues> form={form} layout="vertical" onFinishFailed={announceIncompleteForm} onFinish={submit} requiredMark={false}>
          {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} data-testid="find-username-error" />}
          <PhoneCodeFields form={form} send={(phone) => recoveryApi.sendFindUserNameCode(client, phone)} />
          <Button type="primary" htmlType="submit" size="large" block loading={find.isPending} data-testid="find-username-submit">
            {t('account:findUserName.submit')}
          </Button>
        </Form>
      )}
    </PublicFormLayout>
  );
}
