import { UserCreateSchema } from '@fieldlink/domain';
import { Form, Input, Modal } from 'antd';
import { useLayoutEffect } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useSchemaRule } from '../../../lib/forms/useSchemaRule';
import { serverFieldErrors } from '../../../lib/forms/serverFieldErrors';
import type { UserRow } from '../api/usersApi';
import { validValues } from '../../../lib/forms/validValues';

export interface ResetPasswordModalProps {
  user: UserRow | null;
  onClose(): void;
  onSubmit(password: string): Promise<unknown>;
}

/** Sets a new password for a user: password and its confirmation. */
export function ResetPasswordModal({ user, onClose, onSubmit }: ResetPasswordModalProps) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [form] = Form.useForm<{ password: string; passwordConfirm: string }>();

  useLayoutEffect(() => {
    if (user) form.resetFields();
  }, [user, form]);

  const submit = async () => {
    const valid = await validValues(form);
    if (!valid) return;
    const { password } = valid;
    try {
      await onSubmit(password);
      onClose();
    } catch (error) {
      const fields = serverFieldErrors(error, ['password']);
      if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
    }
  };

  return (
    <Modal
      open={user !== null}
      title={t('users:reset.title', { name: user?.userName ?? '' })}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okText={t('access:actions.save')}
      cancelText={t('access:actions.cancel')}
      okButtonProps={{ 'data-testid': 'reset-password-submit' }}
      forceRender
    >
      <Form form={form} layout="vertical">
        <Form.Item name="password" label={t('users:reset.password')} rules={[rule(UserCreateSchema.shape.password)]} required>
          <Input.Password autoComplete="new-password" data-testid="reset-password-input" />
        </Form.Item>
        <Form.Item
          name="passwordConfirm"
          label={t('users:reset.passwordConfirm')}
          dependencies={['password']}
          required
          rules={[
            ({ getFieldValue }) => ({
              validator: (_rule, value: unknown) =>
                value === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('messages:validation.passwordMismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" data-testid="reset-password-confirm" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
