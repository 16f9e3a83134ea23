import {
  DeviceTypeCreateSchema,
  type DeviceTypeCreate,
  DEVICE_TYPE_REMARKS_MAX_LENGTH,
  DEVICE_TYPE_NAME_MAX_LENGTH,
} from '@fieldlink/domain';
import { Form, Input, Modal } from 'antd';
import { useLayoutEffect } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useSchemaRule } from '../../../lib/forms/useSchemaRule';
import { serverFieldErrors } from '../../../lib/forms/serverFieldErrors';
import type { DeviceTypeRow } from '../api/devicesApi';
import { validValues } from '../../../lib/forms/validValues';

export interface DeviceTypeFormModalProps {
  open: boolean;
  type: DeviceTypeRow | null;
  onClose(): void;
  onSubmit(body: DeviceTypeCreate): Promise<unknown>;
}

/** Create or edit a device type (DeviceTypeCreateSchema). */
export function DeviceTypeFormModal({ open, type, onClose, onSubmit }: DeviceTypeFormModalProps) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [form] = Form.useForm<{ name: string; remarks?: string }>();

  useLayoutEffect(() => {
    if (!open) return;
    form.resetFields();
    if (type) form.setFieldsValue({ name: type.name, remarks: type.remarks ?? '' });
  }, [open, type, form]);

  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    try {
      await onSubmit({ name: values.name.trim(), remarks: values.remarks?.trim() ? values.remarks.trim() : null });
      onClose();
    } catch (error) {
      const fields = serverFieldErrors(error, ['name', 'remarks']);
      if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
    }
  };

  return (
    <Modal
      open={open}
      title={type ? t('devices:types.editTitle') : t('devices:types.addTitle')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okButtonProps={{ 'data-testid': 'device-type-form-submit' }}
      okText={t('access:actions.save')}
      cancelText={t('access:actions.cancel')}
      forceRender
    >
      <Form form={form} layout="vertical">
        <Form.Item name="name" label={t('devices:types.name')} rules={[rule(DeviceTypeCreateSchema.shape.name)]} required>
          <Input autoComplete="off" maxLength={DEVICE_TYPE_NAME_MAX_LENGTH} data-testid="device-type-form-name" />
        </Form.Item>
        <Form.Item name="remarks" label={t('devices:types.remarks')} rules={[rule(DeviceTypeCreateSchema.shape.remarks)]}>
          <Input.TextArea rows={3} maxLength={DEVICE_TYPE_REMARKS_MAX_LENGTH} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
