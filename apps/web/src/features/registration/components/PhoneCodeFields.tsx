import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { CodeSchema, PhoneSchema } from '@fieldlink/domain';
import { Form, Input, Space, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSchemaRule } from '../../access/hooks/useSchemaRule';
import { normalizeCodeInput } from '../utils/verificationCode';
import { SendCodeButton } from './SendCodeButton';

export interface PhoneCodeFieldsProps {
  form: FormInstance;
  send(phone: string): Promise<unknown>;
  /** The phone is given (from the page's query): show it read-only. */
  phoneReadOnly?: boolean;
}

/** Phone, "send code" with its countdown, and the 6-digit code (antd form fields `phone`, `code`). */
export function PhoneCodeFields({ form, send, phoneReadOnly }: PhoneCodeFieldsProps) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const phone = async () => {
    const values = (await form.validateFields(['phone'])) as { phone: string };
    return values.phone.trim();
  };
  return (
    <>
      <Form.Item name="phone" label={t('account:fields.phone')} rules={[rule(PhoneSchema)]} required>
        <Input prefix={<MobileOutlined />} inputMode="tel" autoComplete="tel" maxLength={11} readOnly={phoneReadOnly} data-testid="phone" />
      </Form.Item>
      <Form.Item label={t('account:fields.code')} required>
        <Space.Compact block>
          <Form.Item name="code" noStyle rules={[rule(CodeSchema)]} normalize={(value: string) => normalizeCodeInput(value ?? '')}>
            <Input
              prefix={<SafetyOutlined />}
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder={t('account:code.placeholder')}
              data-testid="code"
            />
          </Form.Item>
          <SendCodeButton phone={phone} send={send} />
        </Space.Compact>
      </Form.Item>
    </>
  );
}
