import { CodeSchema, PhoneSchema } from '@fieldlink/domain';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { PhoneCodeFields } from '../../registration/components/PhoneCodeFields';
import { PublicFormLayout } from '../../registration/components/PublicFormLayout';
import { recoveryApi } from '../api/recoveryApi';

export const FORGET_RESET_PATH = '/forget_reset';

export interface VerifiedPhone {
  phone: string;
  code: string;
}

/** /forget_validate (and /reset): step 1 of recovery, the phone and the code sent to it. */
export function ForgetValidatePage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const navigate = useNavigate();
  const [form] = Form.useForm<VerifiedPhone>();

  const next = (values: VerifiedPhone) => {
    const state: VerifiedPhone = { phone: PhoneSchema.parse(values.phone), code: CodeSchema.parse(values.code) };
    // The code stays out of the URL: it travels in the history state to step 2.
    void navigate(FORGET_RESET_PATH, { state });
  };

  return (
    <PublicFormLayout title={t('account:reset.title')} subtitle={t('account:reset.validateSubtitle')}>
      <Form<VerifiedPhone> form={form} layout="vertical" onFinish={next} requiredMark={false}>
        <PhoneCodeFields form={form} send={(phone) => recoveryApi.sendCode(client, phone)} />
        <Button type="primary" htmlType="submit" size="large" block data-testid="validate-next">
          {t('account:reset.next')}
        </Button>
      </Form>
    </PublicFormLayout>
  );
}
