import { PART_NOTE_MAX_LENGTH, PartApplicationCreateSchema } from '@fieldlink/domain';
import { Button, CheckList, Form, Popup, SearchBar, Stepper, TextArea, Toast } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useSchemaRule } from '../../../lib/forms/useSchemaRule';
import { serverFieldErrors } from '../../../lib/forms/serverFieldErrors';
import { useApply } from '../hooks/useApply';
import { useMyOpenOrders } from '../hooks/useOrderParts';
import { partLabel, usePartSearch } from './PartPicker';
import { announceIncompleteForm } from '../../../lib/forms/incompleteForm';

interface Values {
  orderId: number[];
  partId: number[];
  quantity: number;
  note?: string;
}

/** "Apply for a part" on a phone: a bottom sheet; the order is given, or chosen among the caller's open orders. */
export function MobileApplyPopup({ visible, orderId, onClose }: { visible: boolean; orderId?: number; onClose(): void }) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const apply = useApply();
  const [keyword, setKeyword] = useState('');
  const parts = usePartSearch(keyword);
  const orders = useMyOpenOrders(visible && orderId === undefined);
  const [form] = Form.useForm<Values>();
  const chosen = (message: string) => ({
    validator: (_r: unknown, value: number[] | undefined) => (value?.length ? Promise.resolve() : Promise.reject(new Error(message))),
  });

  const submit = async (values: Values) => {
    try {
      await apply.mutateAsync({
        orderId: orderId ?? values.orderId[0]!,
        partId: values.partId[0]!,
        quantity: values.quantity,
        note: values.note?.trim() || null,
      });
      Toast.show({ icon: 'success', content: t('spareParts:apply.done') });
      onClose();
      form.resetFields();
    } catch (error) {
      const fields = serverFieldErrors(error, ['orderId', 'partId', 'quantity', 'note']);
      if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
    }
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} bodyStyle={{ maxHeight: '85vh', overflowY: 'auto' }} destroyOnClose>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ quantity: 1, partId: [], orderId: [] }}
        onFinishFailed={announceIncompleteForm}
        onFinish={(values) => void submit(values)}
        footer={
          <Button block type="submit" color="primary" loading={apply.isPending} data-testid="parts-apply-submit">
            {t('spareParts:apply.submit')}
          </Button>
        }
      >
        <Form.Header>{t('spareParts:apply.title')}</Form.Header>
        {orderId === undefined && (
          <Form.Item name="orderId" label={t('spareParts:apply.order')} required rules={[chosen(t('messages:validation.required'))]}>
            <SingleCheckList
              options={(orders.data ?? []).map((o) => ({ value: o.id, label: `${o.number} ${o.problem}`, testId: `parts-order-${o.id}` }))}
            />
          </Form.Item>
        )}
        <Form.Item name="partId" label={t('spareParts:fields.part')} required rules={[chosen(t('messages:validation.required'))]}>
          <SingleCheckList
            search={<SearchBar value={keyword} onChange={setKeyword} placeholder={t('spareParts:apply.partPlaceholder')} />}
            options={(parts.data?.items ?? []).map((part) => ({
              value: part.id,
              label: partLabel(part),
              hint: t('spareParts:stockShort', { stock: part.stock, unit: part.unit }),
              testId: `parts-option-${part.code}`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="quantity"
          label={t('spareParts:fields.quantity')}
          rules={[rule(PartApplicationCreateSchema.shape.quantity) as never]}
          required
        >
          <Stepper min={1} digits={0} data-testid="parts-apply-quantity" />
        </Form.Item>
        <Form.Item name="note" label={t('spareParts:fields.note')}>
          <TextArea rows={2} maxLength={PART_NOTE_MAX_LENGTH} showCount />
        </Form.Item>
      </Form>
    </Popup>
  );
}

function SingleCheckList({
  value,
  onChange,
  options,
  search,
}: {
  value?: number[];
  onChange?: (value: number[]) => void;
  options: { value: number; label: string; hint?: string; testId: string }[];
  search?: ReactNode;
}) {
  return (
    <div>
      {search}
      <CheckList value={value ?? []} onChange={(v) => onChange?.(v.slice(-1) as number[])} style={{ maxHeight: 240, overflowY: 'auto' }}>
        {options.map((option) => (
          <CheckList.Item key={option.value} value={option.value} data-testid={option.testId}>
            {option.label}
            {option.hint && <div style={{ fontSize: 12, color: '#999' }}>{option.hint}</div>}
          </CheckList.Item>
        ))}
      </CheckList>
    </div>
  );
}
