import { WORK_ORDER_NOTE_MAX_LENGTH } from '@fieldlink/domain';
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { useAssignees } from '../hooks/useWorkOrders';
import { actionTitle } from '../utils/orderActions';
import { validValues } from '../../../lib/forms/validValues';

/** Desktop dispatch / transfer: choose the repairman (a user of the order's company), with a note. */
export function AssignModal({
  orderId,
  action,
  onSubmit,
  onClose,
  busy,
}: {
  orderId: number;
  action: 'dispatch' | 'transfer';
  onSubmit: (body: { assigneeId: number; note?: string }) => void;
  onClose: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ assigneeId: number; note?: string }>();
  const people = useAssignees(orderId);
  return (
    <Modal
      open
      title={actionTitle(t(`messages:workOrder.action.${action}`))}
      onCancel={onClose}
      onOk={() => void validValues(form).then((values) => values && onSubmit(values))}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'assign-ok' }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="assigneeId"
          label={t('workOrders:fields.repairman')}
          rules={[{ required: true, message: t('messages:validation.required') }]}
        >
          <Select
            data-testid="assignee-select"
            showSearch
            optionFilterProp="label"
            loading={people.isLoading}
            options={(people.data ?? []).map((user) => ({ value: user.id, label: user.userName }))}
          />
        </Form.Item>
        <Form.Item name="note" label={t('workOrders:fields.note')}>
          <Input.TextArea maxLength={WORK_ORDER_NOTE_MAX_LENGTH} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
