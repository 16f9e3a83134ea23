import { WORK_ORDER_NOTE_MAX_LENGTH, type WorkOrderAction } from '@fieldlink/domain';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { actionTitle } from '../utils/orderActions';
import { validValues } from '../../../lib/forms/validValues';

/** Desktop confirmation of an action with a note (required for return). */
export function NoteModal({
  action,
  required,
  onSubmit,
  onClose,
  busy,
}: {
  action: WorkOrderAction;
  required: boolean;
  onSubmit: (body: { note?: string }) => void;
  onClose: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ note?: string }>();
  return (
    <Modal
      open
      title={actionTitle(t(`messages:workOrder.action.${action}`))}
      onCancel={onClose}
      onOk={() => void validValues(form).then((values) => values && onSubmit(values))}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'note-ok' }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="note"
          label={t(required ? 'workOrders:fields.reason' : 'workOrders:fields.note')}
          rules={required ? [{ required: true, whitespace: true, message: t('messages:validation.required') }] : []}
        >
          <Input.TextArea data-testid="note-input" maxLength={WORK_ORDER_NOTE_MAX_LENGTH} rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
