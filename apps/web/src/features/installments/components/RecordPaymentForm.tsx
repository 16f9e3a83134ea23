import { InstallmentPaymentCreateSchema } from '@fieldlink/domain';
import { App, Button, Form, Input, InputNumber, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useSchemaRule } from '../../../lib/forms/useSchemaRule';
import { validValues } from '../../../lib/forms/validValues';
import { useRecordPayment } from '../hooks/useInstallments';

interface Values {
  amount: number;
  paidOn: string;
  note?: string;
}

const today = () => new Date().toLocaleDateString('sv-SE');

/** Records a payment with an optional receipt image; the server unlocks the device once the plan is paid up. */
export function RecordPaymentForm({ planId, suggested }: { planId: number; suggested: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rule = useSchemaRule();
  const [form] = Form.useForm<Values>();
  const [receipt, setReceipt] = useState<File | undefined>();
  const pay = useRecordPayment();
  const shape = InstallmentPaymentCreateSchema.shape;

  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    await pay.mutateAsync({ id: planId, payment: values, receipt });
    void message.success(t('installments:detail.recorded'));
    form.resetFields();
    setReceipt(undefined);
  };

  return (
    <Form form={form} layout="inline" initialValues={{ amount: suggested || undefined, paidOn: today() }} data-testid="payment-form">
      <Form.Item name="amount" label={t('installments:columns.amount')} rules={[rule(shape.amount)]}>
        <InputNumber min={0} style={{ width: 140 }} data-testid="payment-amount" />
      </Form.Item>
      <Form.Item name="paidOn" label={t('installments:columns.paidOn')} rules={[rule(shape.paidOn)]}>
        <Input type="date" />
      </Form.Item>
      <Form.Item name="note" label={t('installments:columns.note')} rules={[rule(shape.note)]}>
        <Input maxLength={200} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item label={t('installments:detail.receiptFile')}>
        <input type="file" accept="image/png,image/jpeg" onChange={(e) => setReceipt(e.target.files?.[0])} data-testid="payment-receipt" />
      </Form.Item>
      <Space>
        <Button type="primary" onClick={() => void submit()} loading={pay.isPending} data-testid="payment-save">
          {t('installments:detail.record')}
        </Button>
      </Space>
    </Form>
  );
}
