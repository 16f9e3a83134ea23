import { ThunderboltOutlined } from '@ant-design/icons';
import { DeviceCreateSchema, DEVICE_NAME_MAX_LENGTH, BOX_ID_LENGTH } from '@fieldlink/domain';
import { Alert, Button, Form, Input, Modal, Space } from 'antd';
import { useLayoutEffect } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useSchemaRule } from '../../../lib/forms/useSchemaRule';
import { serverFieldErrors } from '../../../lib/forms/serverFieldErrors';
import type { DeviceCopy, DeviceRow } from '../api/devicesApi';
import { generateBoxId } from '../utils/boxId';
import { validValues } from '../../../lib/forms/validValues';

export interface CopyDeviceModalProps {
  /** The device to copy; null: closed. */
  device: DeviceRow | null;
  onClose(): void;
  onSubmit(body: DeviceCopy): Promise<unknown>;
}

/** Copy a device with its points under a new name, box ID and box password. */
export function CopyDeviceModal({ device, onClose, onSubmit }: CopyDeviceModalProps) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [form] = Form.useForm<DeviceCopy>();

  useLayoutEffect(() => {
    if (device) form.resetFields();
  }, [device, form]);

  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    try {
      await onSubmit({ name: values.name.trim(), boxId: values.boxId.trim(), boxPassword: values.boxPassword });
      onClose();
    } catch (error) {
      const fields = serverFieldErrors(error, ['name', 'boxId', 'boxPassword']);
      if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
    }
  };

  return (
    <Modal
      open={device !== null}
      title={t('devices:copy.title', { name: device?.name ?? '' })}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okButtonProps={{ 'data-testid': 'device-copy-submit' }}
      okText={t('devices:copy.action')}
      cancelText={t('access:actions.cancel')}
      forceRender
    >
      <Alert type="info" showIcon title={t('devices:copy.hint')} style={{ marginBottom: 16 }} />
      <Form<DeviceCopy> form={form} layout="vertical" data-testid="device-copy-form">
        <Form.Item name="name" label={t('devices:form.name')} rules={[rule(DeviceCreateSchema.shape.name)]} required>
          <Input autoComplete="off" maxLength={DEVICE_NAME_MAX_LENGTH} data-testid="device-copy-name" />
        </Form.Item>
        <Form.Item label={t('devices:form.boxId')} required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="boxId" noStyle rules={[rule(DeviceCreateSchema.shape.boxId)]}>
              <Input
                autoComplete="off"
                maxLength={BOX_ID_LENGTH}
                placeholder={t('devices:form.boxIdHint')}
                data-testid="device-copy-boxId"
              />
            </Form.Item>
            <Button icon={<ThunderboltOutlined />} onClick={() => form.setFieldsValue({ boxId: generateBoxId() })}>
              {t('devices:form.generate')}
            </Button>
          </Space.Compact>
        </Form.Item>
        <Form.Item name="boxPassword" label={t('devices:form.boxPassword')} rules={[rule(DeviceCreateSchema.shape.boxPassword)]} required>
          <Input.Password autoComplete="new-password" data-testid="device-copy-boxPassword" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
