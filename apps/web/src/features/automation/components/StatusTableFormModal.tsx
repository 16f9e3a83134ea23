import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  STATUS_ENTRIES_MAX,
  STATUS_NAME_MAX_LENGTH,
  STATUS_TEXT_MAX_LENGTH,
  StatusEntrySchema,
  StatusTableCreateSchema,
} from '@fieldlink/domain';
import { Button, Flex, Form, Input, InputNumber, Modal } from 'antd';
import { useLayoutEffect } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { serverFieldErrors } from '../../../lib/forms/serverFieldErrors';
import { useSchemaRule } from '../../../lib/forms/useSchemaRule';
import { validValues } from '../../../lib/forms/validValues';
import type { StatusTableBody, StatusTableRow } from '../api/automationApi';

interface FormValues {
  name: string;
  entries: { value: number; zh: string; en: string }[];
}

export interface StatusTableFormModalProps {
  open: boolean;
  table: StatusTableRow | null;
  onClose(): void;
  onSubmit(body: StatusTableBody): Promise<unknown>;
}

/** Create or edit a status table (spec §3 statuses): name (≤ 20) and value -> text in both languages. */
export function StatusTableFormModal({ open, table, onClose, onSubmit }: StatusTableFormModalProps) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [form] = Form.useForm<FormValues>();

  useLayoutEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(table ? { name: table.name, entries: table.entries } : { entries: [{ value: 0, zh: '', en: '' }] });
  }, [open, table, form]);

  const submit = async () => {
    const v = await validValues(form);
    if (!v) return;
    try {
      await onSubmit({ name: v.name, entries: v.entries });
      onClose();
    } catch (error) {
      const fields = serverFieldErrors(error, ['name', 'entries']);
      if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
    }
  };

  return (
    <Modal
      open={open}
      width={640}
      title={t(table ? 'automation:statuses.edit' : 'automation:statuses.add')}
      onCancel={onClose}
      onOk={() => void submit()}
      okButtonProps={{ 'data-testid': 'status-submit' } as never}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="status-form">
        <Form.Item name="name" label={t('automation:form.name')} required rules={[rule(StatusTableCreateSchema.shape.name)]}>
          <Input count={{ show: true, max: STATUS_NAME_MAX_LENGTH }} data-testid="status-name" />
        </Form.Item>
        <Form.List name="entries">
          {(fields, { add, remove }) => (
            <Flex vertical gap={4}>
              {fields.map((field) => (
                <Flex key={field.key} gap={8} align="start">
                  <Form.Item
                    name={[field.name, 'value']}
                    rules={[rule(StatusEntrySchema.shape.value)]}
                    style={{ width: 110, marginBottom: 8 }}
                  >
                    <InputNumber precision={0} placeholder={t('automation:form.entryValue')} style={{ width: '100%' }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'zh']} rules={[rule(StatusEntrySchema.shape.zh)]} style={{ flex: 1, marginBottom: 8 }}>
                    <Input maxLength={STATUS_TEXT_MAX_LENGTH} placeholder={t('automation:form.entryZh')} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'en']} rules={[rule(StatusEntrySchema.shape.en)]} style={{ flex: 1, marginBottom: 8 }}>
                    <Input maxLength={STATUS_TEXT_MAX_LENGTH} placeholder={t('automation:form.entryEn')} />
                  </Form.Item>
                  <Button
                    type="text"
                    icon={<DeleteOutlined />}
                    disabled={fields.length <= 1}
                    onClick={() => remove(field.name)}
                    aria-label={t('access:actions.delete')}
                  />
                </Flex>
              ))}
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                disabled={fields.length >= STATUS_ENTRIES_MAX}
                onClick={() => add({ value: fields.length, zh: '', en: '' })}
              >
                {t('automation:statuses.addEntry')}
              </Button>
            </Flex>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
