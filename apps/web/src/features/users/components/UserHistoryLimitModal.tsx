import { UserHistoryLimitSchema } from '@fieldlink/domain';
import { useQuery } from '@tanstack/react-query';
import { Form, InputNumber, Modal, Spin } from 'antd';
import { useLayoutEffect } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { useSchemaRule } from '../../../lib/forms/useSchemaRule';
import { serverFieldErrors } from '../../../lib/forms/serverFieldErrors';
import { usersApi, type UserRow } from '../api/usersApi';
import { validValues } from '../../../lib/forms/validValues';

export interface UserHistoryLimitModalProps {
  /** The user whose own HisDataLimit is set; null keeps the modal closed. */
  user: UserRow | null;
  onClose(): void;
  onSubmit(hisDataLimitDays: number | null): Promise<unknown>;
}

/** A user's own HisDataLimit in days (empty = none of their own; the company's still applies). */
export function UserHistoryLimitModal({ user, onClose, onSubmit }: UserHistoryLimitModalProps) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const client = useApiClient();
  const [form] = Form.useForm<{ hisDataLimitDays: number | null }>();
  const current = useQuery({
    queryKey: ['users', user?.id, 'history-limit'],
    queryFn: () => usersApi.historyLimit(client, user?.id ?? 0),
    enabled: user !== null,
  });

  useLayoutEffect(() => {
    if (!user) return;
    form.resetFields();
    if (current.data) form.setFieldsValue(current.data);
  }, [user, current.data, form]);

  const submit = async () => {
    const valid = await validValues(form);
    if (!valid) return;
    const { hisDataLimitDays } = valid;
    try {
      await onSubmit(hisDataLimitDays ?? null);
      onClose();
    } catch (error) {
      const fields = serverFieldErrors(error, ['hisDataLimitDays']);
      if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
    }
  };

  return (
    <Modal
      open={user !== null}
      title={t('users:historyLimit.title', { name: user?.userName ?? '' })}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okText={t('access:actions.save')}
      cancelText={t('access:actions.cancel')}
      okButtonProps={{ 'data-testid': 'user-history-limit-submit', disabled: current.isLoading }}
      forceRender
    >
      <Spin spinning={current.isLoading}>
        <Form form={form} layout="vertical">
          <Form.Item
            name="hisDataLimitDays"
            label={t('users:historyLimit.hisDataLimitDays')}
            extra={t('users:historyLimit.hint')}
            rules={[rule(UserHistoryLimitSchema.shape.hisDataLimitDays)]}
          >
            <InputNumber min={1} max={3650} precision={0} style={{ width: '100%' }} data-testid="user-history-limit-input" />
          </Form.Item>
        </Form>
      </Spin>
    </Modal>
  );
}
