import { UserOutlined } from '@ant-design/icons';
import { AccountSchema, CodeSchema, normalizeAccount } from '@fieldlink/domain';
import { Button, Form } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { PublicFormLayout, TargetCodeFields } from '../../registration';
import { recoveryApi } from '../api/recoveryApi';
import type { VerifiedAccount } from '../utils/verifiedAccount';
import { announceIncompleteForm } from '../../../lib/forms/incompleteForm';

export const FORGET_RESET_PATH = '/forget_reset';

/** /forget_validate (and /reset): step 1 of recovery, the phone or e-mail address and the code sent to it. */
export function ForgetValidatePage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const navigate = useNavigate();
  const [form] = Form.useForm<VerifiedAccount>();

  const next = (values: VerifiedAccount) => {
    const state: VerifiedAccount = { account: normalizeAccount(AccountSchema.parse(values.account)), code: CodeSchema.parse(values.code) };
    // The code stays out of the URL: it travels in the history state to step 2.
    void navigate(FORGET_RESET_PATH, { state });
  };

  return (
    <PublicFormLayout title={t('account:reset.title')} subtitle={t('account:reset.accountSubtitle')}>
      <Form<VerifiedAccount> form={form} layout="vertical" onFinishFailed={announceIncompleteForm} onFinish={next} requiredMark={false}>
        <TargetCodeFields
          form={form}
          name="account"
          label={t('account:fields.account')}
          schema={AccountSchema}
          icon={<UserOutlined />}
          autoComplete="username"
          send={(account) => recoveryApi.sendCode(client, normalizeAccount(account))}
        />
        <Button type="primary" htmlType="submit" size="large" block data-testid="validate-next">
          {t('account:reset.next')}
        </Button>
      </Form>
    </PublicFormLayout>
  );
}
