import { LockOutlined, PlayCircleOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Divider, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { ApiError } from '../../../lib/http/ApiError';
import { clientStorage } from '../../../lib/storage/clientStorage';
import { useAuthOptions } from '../hooks/useAuthOptions';
import { useLogin } from '../hooks/useLogin';
import { loginFieldProblem } from '../utils/loginValidation';
import { announceIncompleteForm } from '../../../lib/forms/incompleteForm';

interface LoginValues {
  userName: string;
  password: string;
  remember: boolean;
}

function initialValues(): LoginValues {
  const remember = clientStorage.get('remember') === '1';
  return { userName: remember ? (clientStorage.get('userName') ?? '') : '', password: '', remember };
}

/** User name, password, remember me and (when offered) the demo account. */
export function LoginForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<LoginValues>();
  const [initial] = useState(initialValues);
  const login = useLogin();
  const options = useAuthOptions();

  const rule = (field: 'userName' | 'password') => ({
    validator: (_: unknown, value: unknown) => {
      const problem = loginFieldProblem(field, value);
      return problem ? Promise.reject(new Error(t(`messages:${problem.key}`, problem.params))) : Promise.resolve();
    },
  });

  const submit = (values: LoginValues) =>
    login.mutate(
      { kind: 'password', request: { userName: values.userName.trim(), password: values.password }, remember: values.remember },
      {
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          const fields = error.issues
            .filter((issue) => issue.path === 'userName' || issue.path === 'password')
            .map((issue) => ({ name: issue.path as 'userName' | 'password', errors: [issue.message] }));
          if (fields.length > 0) form.setFields(fields);
        },
      },
    );

  const failure = login.error;
  const failureText =
    failure instanceof ApiError
      ? failure.message || (failure.status === 0 ? t('errors:http.network', { url: failure.url }) : t('errors:http.generic'))
      : failure
        ? t('errors:http.generic')
        : null;

  return (
    <Form<LoginValues>
      form={form}
      layout="vertical"
      size="large"
      initialValues={initial}
      onFinishFailed={announceIncompleteForm}
      onFinish={submit}
      requiredMark={false}
    >
      {failureText && <Alert type="error" showIcon title={failureText} style={{ marginBottom: 20 }} data-testid="login-error" />}
      <Form.Item name="userName" label={t('auth:login.userName')} rules={[rule('userName')]}>
        <Input prefix={<UserOutlined />} autoComplete="username" data-testid="login-username" />
      </Form.Item>
      <Form.Item name="password" label={t('auth:login.password')} rules={[rule('password')]}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" data-testid="login-password" />
      </Form.Item>
      <Form.Item name="remember" valuePropName="checked">
        <Checkbox data-testid="login-remember">{t('auth:login.remember')}</Checkbox>
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        block
        loading={login.isPending && login.variables?.kind === 'password'}
        data-testid="login-submit"
      >
        {t('auth:login.submit')}
      </Button>
      {options.data?.demoLogin && (
        <>
          <Divider plain>{t('auth:login.or')}</Divider>
          <Button
            block
            icon={<PlayCircleOutlined />}
            loading={login.isPending && login.variables?.kind === 'demo'}
            onClick={() => login.mutate({ kind: 'demo' })}
            data-testid="login-demo"
          >
            {t('auth:login.demo')}
          </Button>
        </>
      )}
    </Form>
  );
}
