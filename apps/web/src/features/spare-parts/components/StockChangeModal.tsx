import { stockDelta, PART_NOTE_MAX_LENGTH } from '@fieldlink/domain';
import { Form, Input, InputNumber, Modal, Radio, Typography } from 'antd';
import { useLayoutEffect } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { serverFieldErrors } from '../../../lib/forms/serverFieldErrors';
import type { PartRow } from '../api/sparePartsApi';
import { validValues } from '../../../lib/forms/validValues';

interface Values {
  type: 'purchase' | 'return' | 'adjust';
  quantity: number;
  note?: string;
}

/** Stock in (purchase, return) or an adjustment of one part. */
export function StockChangeModal({
  part,
  onClose,
  onSubmit,
}: {
  part: PartRow | null;
  onClose(): void;
  onSubmit(body: Values): Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const type = Form.useWatch('type', form);

  useLayoutEffect(() => {
    if (part) form.resetFields();
  }, [part, form]);

  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    try {
      await onSubmit({ ...values, note: values.note?.trim() || undefined });
      onClose();
    } catch (error) {
      const fields = serverFieldErrors(error, ['quantity', 'note', 'type']);
      if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
    }
  };

  return (
    <Modal
      open={part !== null}
      title={t('spareParts:catalog.stockTitle', { name: part ? `${part.code} ${part.name}` : '' })}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okButtonProps={{ 'data-testid': 'stock-form-submit' }}
      okText={t('access:actions.save')}
      cancelText={t('access:actions.cancel')}
      forceRender
    >
      <Typography.Paragraph type="secondary">
        {t('spareParts:fields.stock')}: {part?.stock ?? 0} {part?.unit}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ type: 'purchase', quantity: 1 }}>
        <Form.Item name="type" label={t('spareParts:catalog.stockType')}>
          <Radio.Group
            options={(['purchase', 'return', 'adjust'] as const).map((value) => ({ value, label: t(`spareParts:movement.${value}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="quantity"
          label={t('spareParts:fields.quantity')}
          rules={[
            {
              validator: (_rule, value: number | null) =>
                value !== null && value !== undefined && stockDelta(type ?? 'purchase', value) !== undefined
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('messages:validation.partQuantity'))),
            },
          ]}
          extra={type === 'adjust' ? t('spareParts:catalog.adjustHint') : undefined}
          required
        >
          <InputNumber min={type === 'adjust' ? undefined : 1} precision={0} style={{ width: '100%' }} data-testid="stock-form-quantity" />
        </Form.Item>
        <Form.Item name="note" label={t('spareParts:fields.note')}>
          <Input.TextArea rows={2} maxLength={PART_NOTE_MAX_LENGTH} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
