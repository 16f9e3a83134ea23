import { usePasswordSchema } from '../../../auth/hooks/usePasswordSchema';
import { changePasswordSchema } from '@fieldlink/domain';
import { Button, Form, Input, Toast } from 'antd-mobile';
import { useTranslation } from '../../../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { useSchemaRule } from '../../../../lib/forms/useSchemaRule';
import { serverFieldErrors } from '../../../../lib/forms/serverFieldErrors';
import { useChangePassword } from '../../hooks/useAccountMutations';

const OLD_PASSWORD = changePasswordSchema().shape.oldPassword;

interface PasswordValues {
  oldPassword: string;
  password: string;
  passwordConfirm: string;
}

/** Mobile /home_page_edit_password: the current password, the new one twice. */
export function EditPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rule = useSchemaRule();
  const passwordRule = usePasswordSchema();
  const [form] = Form.useForm<PasswordValues>();
  const change = useChangePassword();

  const save = ({ oldPassword, password }: PasswordValues) =>
    change.mutate(
      { oldPassword, password },
      {
        onSuccess: () => {
          Toast.show({ icon: 'success', content: t('account:password.saved') });
          void navigate('/settings/settings_page', { replace: true });
        },
        onError: (error) => form.setFields(serverFieldErrors(error, ['oldPassword', 'password'])),
      },
    );

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={save}
      footer={
        <Button block type="submit" color="primary" size="large" loading={change.isPending} data-testid="password-save">
          {t('account:password.submit')}
        </Button>
      }
    >
      <Form.Item name="oldPassword" label={t('account:fields.oldPassword')} rules={[rule(OLD_PASSWORD) as never]}>
        <Input type="password" autoComplete="current-password" data-testid="old-password" />
      </Form.Item>
      <Form.Item name="password" label={t('account:fields.newPassword')} rules={[rule(passwordRule) as never]}>
        <Input type="password" autoComplete="new-password" data-testid="new-password" />
      </Form.Item>
      <Form.Item
        name="passwordConfirm"
        label={t('account:fields.passwordConfirm')}
        dependencies={['password']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_rule: unknown, value: unknown) => {
              if (value === undefined || value === '') return Promise.reject(new Error(t('messages:validation.required')));
              return value === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(new Error(t('messages:validation.passwordMismatch')));
            },
          }),
        ]}
      >
        <Input type="password" autoComplete="new-password" data-testid="new-password-confirm" />
      </Form.Item>
    </Form>
  );
}
