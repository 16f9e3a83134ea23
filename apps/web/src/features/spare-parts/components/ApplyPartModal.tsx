import { PART_NOTE_MAX_LENGTH, PartApplicationCreateSchema } from '@fieldlink/domain';
import { Form, Input, InputNumber, Modal, Select, type ButtonProps } from 'antd';
import { orderProblem } from '@fieldlink/domain';
import { useTranslation } from '../../../i18n/useTranslation';
import { useLanguage } from '../../../lib/language/useLanguage';
import { useSchemaRule } from '../../../lib/forms/useSchemaRule';
import { serverFieldErrors } from '../../../lib/forms/serverFieldErrors';
import { useApply } from '../hooks/useApply';
import { useMyOpenOrders } from '../hooks/useOrderParts';
import { PartPicker } from './PartPicker';
import { validValues } from '../../../lib/forms/validValues';

interface Values {
  orderId: number;
  partId: number;
  quantity: number;
  note?: string;
}

/** "Apply for a part" on desktop: on the given order, or on one of the caller's open orders. */
export function ApplyPartModal({ open, orderId, onClose }: { open: boolean; orderId?: number; onClose(): void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rule = useSchemaRule();
  const apply = useApply();
  const orders = useMyOpenOrders(open && orderId === undefined);
  const [form] = Form.useForm<Values>();

  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    try {
      await apply.mutateAsync({
        orderId: orderId ?? values.orderId,
        partId: values.partId,
        quantity: values.quantity,
        note: values.note?.trim() || null,
      });
      onClose();
      form.resetFields();
    } catch (error) {
      const fields = serverFieldErrors(error, ['orderId', 'partId', 'quantity', 'note']);
      if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
    }
  };

  return (
    <Modal
      open={open}
      title={t('spareParts:apply.title')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okText={t('spareParts:apply.submit')}
      cancelText={t('access:actions.cancel')}
      okButtonProps={{ loading: apply.isPending, 'data-testid': 'parts-apply-submit' } as ButtonProps}
      forceRender
    >
      <Form form={form} layout="vertical" initialValues={{ quantity: 1 }}>
        {orderId === undefined && (
          <Form.Item name="orderId" label={t('spareParts:apply.order')} rules={[rule(PartApplicationCreateSchema.shape.orderId)]} required>
            <Select<number>
              placeholder={t('spareParts:apply.orderPlaceholder')}
              loading={orders.isFetching}
              data-testid="parts-apply-order"
              options={(orders.data ?? []).map((o) => ({ value: o.id, label: `${o.number} ${orderProblem(o, language)}` }))}
            />
          </Form.Item>
        )}
        <Form.Item name="partId" label={t('spareParts:fields.part')} rules={[rule(PartApplicationCreateSchema.shape.partId)]} required>
          <PartPicker />
        </Form.Item>
        <Form.Item
          name="quantity"
          label={t('spareParts:fields.quantity')}
          rules={[rule(PartApplicationCreateSchema.shape.quantity)]}
          required
        >
          <InputNumber min={1} precision={0} style={{ width: '100%' }} data-testid="parts-apply-quantity" />
        </Form.Item>
        <Form.Item name="note" label={t('spareParts:fields.note')} rules={[rule(PartApplicationCreateSchema.shape.note)]}>
          <Input.TextArea rows={2} count={{ show: true, max: PART_NOTE_MAX_LENGTH }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
