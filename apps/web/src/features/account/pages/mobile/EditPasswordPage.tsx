import { usePasswordSchema, useProfile } from '../../../auth';
import { changePasswordSchema } from '@fieldlink/domain';
import { Button, Form, Input, Toast } from 'antd-mobile';
import { useTranslation } from '../../../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { useSchemaRule } from '../../../../lib/forms/useSchemaRule';
import { serverFieldErrors } from '../../../../lib/forms/serverFieldErrors';
import { useChangeCredentials } from '../../hooks/useAccountMutations';
import { useUserNameRule } from '../../hooks/useUserNameRule';
import { announceIncompleteForm } from '../../../../lib/forms/incompleteForm';

const OLD_PASSWORD = changePasswordSchema().shape.oldPassword;

interface PasswordValues {
  userName: string;
  oldPassword: string;
  password: string;
  passwordConfirm: string;
}

/** Mobile /home_page_edit_password: the user name (a new one changes with the password), the current password, the new one twice. */
export function EditPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rule = useSchemaRule();
  const passwordRule = usePasswordSchema();
  const [form] = Form.useForm<PasswordValues>();
  const currentUserName = useProfile('mobile').data?.userName;
  const change = useChangeCredentials(currentUserName);
  const userNameRule = useUserNameRule(currentUserName);

  const save = ({ userName, oldPassword, password }: PasswordValues) =>
    change.mutate(
      { userName, oldPassword, password },
      {
        onSuccess: () => {
          Toast.show({ icon: 'success', content: t('account:password.saved') });
          void navigate('/settings/settings_page', { replace: true });
        },
        onError: (error) => form.setFields(serverFieldErrors(error, ['userName', 'oldPassword', 'password'])),
      },
    );

  return (
    <Form
      key={currentUserName}
      form={form}
      layout="vertical"
      initialValues={{ userName: currentUserName }}
      onFinishFailed={announceIncompleteForm}
      onFinish={save}
      footer={
        <Button block type="submit" color="primary" size="large" loading={change.isPending} data-testid="password-save">
          {t('account:password.submit')}
        </Button>
      }
    >
      <Form.Item
        name="userName"
        label={t('account:fields.newUserName')}
        description={t('account:password.userNameHint')}
        rules={[userNameRule as never]}
      >
        <Input autoComplete="username" data-testid="credentials-username" />
      </Form.Item>
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
