import { LockOutlined } from '@ant-design/icons';
import { changePasswordSchema } from '@fieldlink/domain';
import { App, Button, Form, Input } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { useSchemaRule } from '../../../lib/forms/useSchemaRule';
import { serverFieldErrors } from '../../../lib/forms/serverFieldErrors';
import { useChangePassword } from '../hooks/useAccountMutations';
import { NewPasswordFields } from './NewPasswordFields';

const OLD_PASSWORD = changePasswordSchema().shape.oldPassword;

interface PasswordValues {
  oldPassword: string;
  password: string;
  passwordConfirm: string;
}

/** Change the password with the current one (other sessions end; this one stays). */
export function PasswordSection() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rule = useSchemaRule();
  const [form] = Form.useForm<PasswordValues>();
  const change = useChangePassword();

  const save = ({ oldPassword, password }: PasswordValues) =>
    change.mutate(
      { oldPassword, password },
      {
        onSuccess: () => {
          form.resetFields();
          void message.success(t('account:password.saved'));
        },
        onError: (error) => form.setFields(serverFieldErrors(error, ['oldPassword', 'password']) as Parameters<typeof form.setFields>[0]),
      },
    );

  return (
    <Form form={form} layout="vertical" onFinish={save} requiredMark={false} style={{ maxWidth: 480 }}>
      <Form.Item name="oldPassword" label={t('account:fields.oldPassword')} rules={[rule(OLD_PASSWORD)]} required>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" data-testid="old-password" />
      </Form.Item>
      <NewPasswordFields label={t('account:fields.newPassword')} />
      <Button type="primary" htmlType="submit" loading={change.isPending} data-testid="password-save">
        {t('account:password.submit')}
      </Button>
    </Form>
  );
}
