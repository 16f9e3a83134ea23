import { PART_APPLICATION_ORDER_STATUSES, PART_NOTE_MAX_LENGTH, type WorkOrderStatus } from '@fieldlink/domain';
import { Button, CheckList, Form, Popup, Space, Stepper, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { MobileApplicationList, partLabel } from '../../spare-parts';
import { useQueueAction } from '../hooks/useOfflineQueue';
import { useSavedParts } from '../hooks/useSavedOrders';

interface Values {
  partId: number[];
  quantity: number;
  note?: string;
}

/**
 * An order's spare parts on the phone without a network (issue 40): the applications as saved, and
 * "apply for a part" from the saved parts list, queued to be sent (shown among the waiting actions).
 */
export function OfflinePartsPanel({ orderId, number, status }: { orderId: number; number: string; status: WorkOrderStatus }) {
  const { t } = useTranslation();
  const saved = useSavedParts(orderId, true);
  const queueAction = useQueueAction();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const canApply = (PART_APPLICATION_ORDER_STATUSES as readonly string[]).includes(status);
  const catalog = saved.data?.catalog ?? [];

  const submit = async (values: Values) => {
    const part = catalog.find((row) => row.id === values.partId[0]);
    if (!part) return;
    await queueAction({
      orderId,
      orderNumber: number,
      kind: 'part',
      part: { partId: part.id, quantity: values.quantity, note: values.note?.trim() || null, label: partLabel(part) },
    });
    Toast.show({ content: t('workOrders:offline.queued') });
    setOpen(false);
    form.resetFields();
  };

  return (
    <div data-testid="order-parts-panel">
      <MobileApplicationList
        rows={saved.data?.applications ?? []}
        showOrder={false}
        empty={t('spareParts:panel.empty')}
        header={
          <Space justify="between" align="center" style={{ width: '100%' }}>
            <span>{t('spareParts:panel.title')}</span>
            {canApply && catalog.length > 0 && (
              <Button size="mini" color="primary" onClick={() => setOpen(true)} data-testid="parts-apply">
                {t('spareParts:apply.button')}
              </Button>
            )}
          </Space>
        }
      />
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyStyle={{ maxHeight: '85vh', overflowY: 'auto' }} destroyOnClose>
        <Form
          form={form}
          layout="vertical"
          initialValues={{ quantity: 1, partId: [] }}
          onFinish={(values: Values) => void submit(values)}
          footer={
            <Button block type="submit" color="primary" data-testid="parts-apply-submit">
              {t('spareParts:apply.submit')}
            </Button>
          }
        >
          <Form.Header>{t('spareParts:apply.title')}</Form.Header>
          <Form.Item
            name="partId"
            label={t('spareParts:fields.part')}
            required
            rules={[
              {
                validator: (_r: unknown, value: number[] | undefined) =>
                  value?.length ? Promise.resolve() : Promise.reject(new Error(t('messages:validation.required'))),
              },
            ]}
          >
            <PartChoice options={catalog.map((part) => ({ value: part.id, label: partLabel(part), code: part.code }))} />
          </Form.Item>
          <Form.Item name="quantity" label={t('spareParts:fields.quantity')} required>
            <Stepper min={1} digits={0} data-testid="parts-apply-quantity" />
          </Form.Item>
          <Form.Item name="note" label={t('spareParts:fields.note')}>
            <TextArea rows={2} maxLength={PART_NOTE_MAX_LENGTH} showCount />
          </Form.Item>
        </Form>
      </Popup>
    </div>
  );
}

function PartChoice({
  value,
  onChange,
  options,
}: {
  value?: number[];
  onChange?: (value: number[]) => void;
  options: { value: number; label: string; code: string }[];
}) {
  return (
    <CheckList value={value ?? []} onChange={(v) => onChange?.(v.slice(-1) as number[])} style={{ maxHeight: 240, overflowY: 'auto' }}>
      {options.map((option) => (
        <CheckList.Item key={option.value} value={option.value} data-testid={`parts-option-${option.code}`}>
          {option.label}
        </CheckList.Item>
      ))}
    </CheckList>
  );
}
