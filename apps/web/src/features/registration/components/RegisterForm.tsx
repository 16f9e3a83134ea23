import { BankOutlined, UserOutlined } from '@ant-design/icons';
import { PhoneSchema, RegisterSchema, UserNameSchema, type RegisterRequest, COMPANY_NAME_MAX_LENGTH } from '@fieldlink/domain';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Select, type FormRule } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { ApiError } from '../../../lib/http/ApiError';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { useSchemaRule } from '../../../lib/forms/useSchemaRule';
import { serverFieldErrors } from '../../../lib/forms/serverFieldErrors';
import { NewPasswordFields } from './NewPasswordFields';
import { registrationApi } from '../api/registrationApi';
import { useDictionaries } from '../hooks/useDictionaries';
import { PhoneCodeFields } from './PhoneCodeFields';
import { announceIncompleteForm } from '../../../lib/forms/incompleteForm';

type RegisterValues = RegisterRequest & { passwordConfirm: string };
const FIELDS = ['userName', 'password', 'phone', 'code', 'companyName', 'industry', 'customerType'] as const;

export interface RegisterFormProps {
  onRegistered(): void;
}

/** The registration form: account, phone with code, company, industry and customer type. */
export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const { t } = useTranslation();
  const client = useApiClient();
  const rule = useSchemaRule();
  const [form] = Form.useForm<RegisterValues>();
  const { industries, customerTypes } = useDictionaries();
  const register = useMutation({ mutationFn: (body: RegisterRequest) => registrationApi.register(client, body) });

  // The server's uniqueness check, when the field loses focus (spec §5: its message is shown).
  const userNameFree: FormRule = {
    validateTrigger: 'onBlur',
    validator: async (_rule, value: unknown) => {
      if (typeof value !== 'string' || !UserNameSchema.safeParse(value).success) return;
      try {
        const { available, message } = await registrationApi.validateUserName(client, value.trim());
        if (!available) throw new Error(message ?? t('messages:validation.userNameTaken'));
      } catch (error) {
        if (error instanceof ApiError) throw new Error(error.message || t('errors:http.generic'));
        throw error;
      }
    },
  };

  const submit = (values: RegisterValues) => {
    const { passwordConfirm: _confirm, ...body } = values;
    register.mutate(
      { ...body, userName: body.userName.trim(), phone: body.phone.trim(), companyName: body.companyName.trim() },
      {
        onSuccess: onRegistered,
        onError: (error) => {
          const fields = serverFieldErrors(error, FIELDS);
          if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
        },
      },
    );
  };

  // An empty pick says "required", not the schema's "invalid".
  const required: FormRule = { required: true, message: t('messages:validation.required') };

  const failure = register.error instanceof ApiError ? register.error.message : null;

  return (
    <Form<RegisterValues>
      form={form}
      layout="vertical"
      onFinishFailed={announceIncompleteForm}
      onFinish={submit}
      requiredMark={false}
      scrollToFirstError
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} data-testid="register-error" />}
      <Form.Item
        name="userName"
        label={t('account:fields.userName')}
        validateTrigger={['onChange', 'onBlur']}
        rules={[{ ...rule(UserNameSchema), validateTrigger: ['onChange', 'onBlur'] }, userNameFree]}
        required
        hasFeedback
      >
        <Input prefix={<UserOutlined />} autoComplete="username" data-testid="reg-username" />
      </Form.Item>
      <NewPasswordFields testIdPrefix="reg-password" />
      <PhoneCodeFields form={form} send={(phone) => registrationApi.sendCode(client, PhoneSchema.parse(phone))} />
      <Form.Item name="companyName" label={t('account:fields.companyName')} rules={[rule(RegisterSchema.shape.companyName)]} required>
        <Input prefix={<BankOutlined />} maxLength={COMPANY_NAME_MAX_LENGTH} data-testid="reg-company" />
      </Form.Item>
      <Form.Item
        name="industry"
        label={t('account:fields.industry')}
        validateFirst
        rules={[required, rule(RegisterSchema.shape.industry)]}
        required
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          virtual={false}
          loading={industries.isLoading}
          options={industries.data ?? []}
          placeholder={t('account:fields.choose')}
          data-testid="reg-industry"
        />
      </Form.Item>
      <Form.Item
        name="customerType"
        label={t('account:fields.customerType')}
        validateFirst
        rules={[required, rule(RegisterSchema.shape.customerType)]}
        required
      >
        <Select
          loading={customerTypes.isLoading}
          options={customerTypes.data ?? []}
          placeholder={t('account:fields.choose')}
          data-testid="reg-customer-type"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={register.isPending} data-testid="reg-submit">
        {t('account:register.submit')}
      </Button>
    </Form>
  );
}
