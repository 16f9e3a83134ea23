import {
  COMPLETE_MAX_PHOTOS,
  WORK_ORDER_SOLUTION_MAX_LENGTH,
  WORK_ORDER_SUGGESTION_MAX_LENGTH,
  WORK_ORDER_WORKING_HOURS_MAX,
} from '@fieldlink/domain';
import { App, Form, Input, InputNumber, Modal } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { reportForm, type ReportValues } from '../../offline';
import { actionTitle } from '../utils/orderActions';
import { PhotoPicker } from './PhotoPicker';
import { SignaturePad, type SignaturePadHandle } from './SignaturePad';
import { validValues } from '../../../lib/forms/validValues';

/** Desktop completion: solution, suggestion, working time, photos and the customer's signature (required). */
export function CompleteModal({ onSubmit, onClose, busy }: { onSubmit: (form: FormData) => void; onClose: () => void; busy: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ReportValues>();
  const [photos, setPhotos] = useState<File[]>([]);
  const pad = useRef<SignaturePadHandle>(null);
  const [unsigned, setUnsigned] = useState(false);

  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    if (!pad.current || pad.current.isEmpty()) {
      setUnsigned(true);
      return;
    }
    onSubmit(reportForm(values, photos, await pad.current.toBlob()));
  };

  return (
    <Modal
      open
      width={640}
      title={actionTitle(t('messages:workOrder.action.complete'))}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'complete-ok' }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="solution"
          label={t('workOrders:fields.solution')}
          rules={[{ required: true, whitespace: true, message: t('messages:validation.required') }]}
        >
          <Input.TextArea data-testid="solution-input" maxLength={WORK_ORDER_SOLUTION_MAX_LENGTH} rows={3} />
        </Form.Item>
        <Form.Item name="suggestion" label={t('workOrders:fields.suggestion')}>
          <Input.TextArea maxLength={WORK_ORDER_SUGGESTION_MAX_LENGTH} rows={2} />
        </Form.Item>
        <Form.Item name="workingHours" label={t('workOrders:fields.workingHours')}>
          <InputNumber min={0} max={WORK_ORDER_WORKING_HOURS_MAX} step={0.5} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item label={t('workOrders:fields.photos')}>
          <PhotoPicker value={photos} onChange={setPhotos} max={COMPLETE_MAX_PHOTOS} onRefused={(text) => void message.error(text)} />
        </Form.Item>
        <Form.Item
          label={t('workOrders:signature.label')}
          required
          validateStatus={unsigned ? 'error' : undefined}
          help={unsigned ? t('messages:error.signatureRequired') : undefined}
        >
          <SignaturePad ref={pad} height={160} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
