import { RegionCreateSchema, REGION_NAME_MAX_LENGTH } from '@fieldlink/domain';
import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useSchemaRule } from '../../../lib/forms/useSchemaRule';
import { serverFieldErrors } from '../../../lib/forms/serverFieldErrors';
import { validValues } from '../../../lib/forms/validValues';
import { announceIncompleteForm } from '../../../lib/forms/incompleteForm';

export interface RegionNameModalProps {
  open: boolean;
  title: string;
  initialName?: string;
  onClose(): void;
  onSubmit(name: string): Promise<unknown>;
}

/** Asks for a region name (add or rename). */
export function RegionNameModal({ open, title, initialName, onClose, onSubmit }: RegionNameModalProps) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [form] = Form.useForm<{ name: string }>();

  useEffect(() => {
    if (open) form.setFieldsValue({ name: initialName ?? '' });
  }, [open, initialName, form]);

  const submit = async () => {
    const valid = await validValues(form);
    if (!valid) return;
    const { name } = valid;
    try {
      await onSubmit(name.trim());
      onClose();
    } catch (error) {
      const fields = serverFieldErrors(error, ['name']);
      if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okText={t('access:actions.save')}
      cancelText={t('access:actions.cancel')}
      okButtonProps={{ 'data-testid': 'region-form-submit' }}
      forceRender
    >
      <Form form={form} layout="vertical" onFinishFailed={announceIncompleteForm} onFinish={() => void submit().catch(() => undefined)}>
        <Form.Item name="name" label={t('regions:name')} rules={[rule(RegionCreateSchema.shape.name)]} required>
          <Input maxLength={REGION_NAME_MAX_LENGTH} data-testid="region-form-name" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
