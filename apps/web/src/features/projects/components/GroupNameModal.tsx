import { GROUP_NAME_MAX_LENGTH, GroupNameSchema } from '@fieldlink/domain';
import { Form, Input, Modal } from 'antd';
import { useLayoutEffect } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useSchemaRule } from '../../../lib/forms/useSchemaRule';
import { serverFieldErrors } from '../../../lib/forms/serverFieldErrors';
import { validValues } from '../../../lib/forms/validValues';
import { announceIncompleteForm } from '../../../lib/forms/incompleteForm';

export interface GroupNameModalProps {
  open: boolean;
  title: string;
  label: string;
  initialName?: string;
  onClose(): void;
  onSubmit(name: string): Promise<unknown>;
  testId: string;
}

/** Asks for a group or tree-node name (add or rename): not blank, no brackets, at most 32. */
export function GroupNameModal({ open, title, label, initialName, onClose, onSubmit, testId }: GroupNameModalProps) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [form] = Form.useForm<{ name: string }>();

  // Before the opened dialog is painted: a submit clicked at once must not have its errors reset after it.
  useLayoutEffect(() => {
    if (open) {
      form.resetFields();
      form.setFieldsValue({ name: initialName ?? '' });
    }
  }, [open, initialName, form]);

  const submit = async () => {
    const checked = await validValues(form);
    if (!checked) return;
    const { name } = checked;
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
      okButtonProps={{ 'data-testid': `${testId}-submit` }}
      forceRender
    >
      <Form form={form} layout="vertical" onFinishFailed={announceIncompleteForm} onFinish={() => void submit().catch(() => undefined)}>
        <Form.Item name="name" label={label} rules={[rule(GroupNameSchema)]} required>
          <Input maxLength={GROUP_NAME_MAX_LENGTH} autoComplete="off" data-testid={`${testId}-name`} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
