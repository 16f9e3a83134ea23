import { MobileOutlined } from '@ant-design/icons';
import { PhoneSchema, PHONE_LENGTH } from '@fieldlink/domain';
import type { FormInstance } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { TargetCodeFields } from './TargetCodeFields';

export interface PhoneCodeFieldsProps {
  form: FormInstance;
  send(phone: string): Promise<unknown>;
  /** The phone is given (from the page's query): show it read-only. */
  phoneReadOnly?: boolean;
}

/** Phone, "send code" with its countdown, and the 6-digit code (antd form fields `phone`, `code`). */
export function PhoneCodeFields({ form, send, phoneReadOnly }: PhoneCodeFieldsProps) {
  const { t } = useTranslation();
  return (
    <TargetCodeFields
      form={form}
      name="phone"
      label={t('account:fields.phone')}
      schema={PhoneSchema}
      icon={<MobileOutlined />}
      inputMode="tel"
      autoComplete="tel"
      maxLength={PHONE_LENGTH}
      send={send}
      readOnly={phoneReadOnly}
    />
  );
}
