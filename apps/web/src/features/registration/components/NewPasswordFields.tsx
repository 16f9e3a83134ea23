import { usePasswordSchema } from '../../auth';
import { LockOutlined } from '@ant-design/icons';

import { Form, Input } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { useSchemaRule } from '../../../lib/forms/useSchemaRule';

export interface NewPasswordFieldsProps {
  /** The label of the first field ("Password", "New password"). */
  label?: string;
  testIdPrefix?: string;
}

/** A new password and its confirmation (must match: validation.passwordMismatch), for antd forms. */
export function NewPasswordFields({ label, testIdPrefix = 'new-password' }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const passwordRule = usePasswordSchema();
  return (
    <>
      <Form.Item name="password" label={label ?? t('account:fields.password')} rules={[rule(passwordRule)]} required>
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" data-testid={testIdPrefix} />
      </Form.Item>
      <Form.Item
        name="passwordConfirm"
        label={t('account:fields.passwordConfirm')}
        dependencies={['password']}
        required
        rules={[
          ({ getFieldValue }) => ({
            validator: (_rule, value: unknown) => {
              if (value === undefined || value === '') return Promise.reject(new Error(t('messages:validation.required')));
              return value === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(new Error(t('messages:validation.passwordMismatch')));
            },
          }),
        ]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" data-testid={`${testIdPrefix}-confirm`} />
      </Form.Item>
    </>
  );
}
