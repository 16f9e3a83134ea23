import { InstallmentPaymentCreateSchema, INSTALLMENT_NOTE_MAX } from '@fieldlink/domain';
import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, InputNumber, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useSchemaRule } from '../../../lib/forms/useSchemaRule';
import { validValues } from '../../../lib/forms/validValues';
import { useRecordPayment } from '../hooks/useInstallments';
import { DateStringPicker } from '../../../ui/DateStringPicker';

/** The receipt's limit (the server's: jpg or png, at most 1 MB). */
const RECEIPT_MAX_BYTES = 1024 * 1024;

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
        <DateStringPicker style={{ width: 150 }} data-testid="payment-paid-on" />
      </Form.Item>
      <Form.Item name="note" label={t('installments:columns.note')} rules={[rule(shape.note)]}>
        <Input maxLength={INSTALLMENT_NOTE_MAX} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item label={t('installments:detail.receiptFile')}>
        <Upload
          accept="image/png,image/jpeg"
          maxCount={1}
          fileList={receipt ? [{ uid: 'receipt', name: receipt.name, status: 'done' }] : []}
          beforeUpload={(file) => {
            if (file.size > RECEIPT_MAX_BYTES || !['image/png', 'image/jpeg'].includes(file.type))
              void message.error(t('installments:detail.receiptRefused', { name: file.name }));
            else setReceipt(file);
            return Upload.LIST_IGNORE;
          }}
          onRemove={() => setReceipt(undefined)}
        >
          <Button icon={<UploadOutlined />} data-testid="payment-receipt">
            {t('installments:detail.chooseReceipt')}
          </Button>
        </Upload>
      </Form.Item>
      <Space>
        <Button type="primary" onClick={() => void submit()} loading={pay.isPending} data-testid="payment-save">
          {t('installments:detail.record')}
        </Button>
      </Space>
    </Form>
  );
}
