import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { changePasswordSchema } from '@fieldlink/domain';
import { App, Button, Form, Input } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { useSchemaRule } from '../../../lib/forms/useSchemaRule';
import { serverFieldErrors } from '../../../lib/forms/serverFieldErrors';
import { useProfile } from '../../auth';
import { useChangeCredentials } from '../hooks/useAccountMutations';
import { useUserNameRule } from '../hooks/useUserNameRule';
import { NewPasswordFields } from '../../registration';
import { announceIncompleteForm } from '../../../lib/forms/incompleteForm';

const OLD_PASSWORD = changePasswordSchema().shape.oldPassword;

interface PasswordValues {
  userName: string;
  oldPassword: string;
  password: string;
  passwordConfirm: string;
}

/**
 * Change the password with the current one, and the user name with it when a new one is typed
 * (spec §7 editusernameandpwd); other sessions end, this one stays.
 */
export function PasswordSection() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rule = useSchemaRule();
  const [form] = Form.useForm<PasswordValues>();
  const currentUserName = useProfile('desktop').data?.userName;
  const change = useChangeCredentials(currentUserName);
  const userNameRule = useUserNameRule(currentUserName);

  const save = ({ userName, oldPassword, password }: PasswordValues) =>
    change.mutate(
      { userName, oldPassword, password },
      {
        onSuccess: () => {
          form.resetFields(['oldPassword', 'password', 'passwordConfirm']);
          void message.success(t('account:password.saved'));
        },
        onError: (error) =>
          form.setFields(serverFieldErrors(error, ['userName', 'oldPassword', 'password']) as Parameters<typeof form.setFields>[0]),
      },
    );

  return (
    <Form
      key={currentUserName}
      form={form}
      layout="vertical"
      onFinishFailed={announceIncompleteForm}
      onFinish={save}
      requiredMark={false}
      initialValues={{ userName: currentUserName }}
      style={{ maxWidth: 480 }}
    >
      <Form.Item name="userName" label={t('account:fields.newUserName')} extra={t('account:password.userNameHint')} rules={[userNameRule]}>
        <Input prefix={<UserOutlined />} autoComplete="username" data-testid="credentials-username" />
      </Form.Item>
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
