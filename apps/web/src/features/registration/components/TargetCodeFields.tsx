import { SafetyOutlined } from '@ant-design/icons';
import { CodeSchema } from '@fieldlink/domain';
import { Form, Input, Space, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { ZodType } from 'zod';
import { useSchemaRule } from '../../../lib/forms/useSchemaRule';
import { normalizeCodeInput } from '../utils/verificationCode';
import { SendCodeButton } from './SendCodeButton';

export interface TargetCodeFieldsProps {
  form: FormInstance;
  /** The form field that holds where the code goes (`phone`, `email`, `account`). */
  name: string;
  label: ReactNode;
  /** The domain rule for that field. */
  schema: ZodType;
  icon?: ReactNode;
  inputMode?: 'tel' | 'email' | 'text';
  autoComplete?: string;
  maxLength?: number;
  send(target: string): Promise<unknown>;
  /** The target is given (from the page's query): show it read-only. */
  readOnly?: boolean;
  /** Prefix of the test ids; `phone`, `code`, `send-code` without it. */
  testIdPrefix?: string;
}

/** Where a code goes, "send code" with its 60 s countdown, and the 6-digit code (antd field `code`). */
export function TargetCodeFields({
  form,
  name,
  label,
  schema,
  icon,
  inputMode = 'text',
  autoComplete,
  maxLength,
  send,
  readOnly,
  testIdPrefix,
}: TargetCodeFieldsProps) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const id = (suffix: string) => (testIdPrefix ? `${testIdPrefix}-${suffix}` : suffix);
  const target = async () => {
    const values = (await form.validateFields([name])) as Record<string, string>;
    return (values[name] ?? '').trim();
  };
  return (
    <>
      <Form.Item name={name} label={label} rules={[rule(schema)]} required>
        <Input
          prefix={icon}
          inputMode={inputMode}
          autoComplete={autoComplete}
          maxLength={maxLength}
          readOnly={readOnly}
          data-testid={id(testIdPrefix ? 'target' : name)}
        />
      </Form.Item>
      <Form.Item label={t('account:fields.code')} required>
        <Space.Compact block>
          <Form.Item name="code" noStyle rules={[rule(CodeSchema)]} normalize={(value: string) => normalizeCodeInput(value ?? '')}>
            <Input
              prefix={<SafetyOutlined />}
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder={t('account:code.placeholder')}
              data-testid={id('code')}
            />
          </Form.Item>
          <SendCodeButton phone={target} send={send} testId={id('send-code')} />
        </Space.Compact>
      </Form.Item>
    </>
  );
}
