import { ManualVerificationSchema, VERIFICATION_REASON_MAX_LENGTH } from '@fieldlink/domain';
import { useSchemaRule } from '../../../lib/forms/useSchemaRule';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { validValues } from '../../../lib/forms/validValues';

/** Desktop: a dispatcher confirms an alarm order's repair by hand, with a reason (required, up to 200 characters). */
export function ConfirmRepairModal({
  busy,
  onSubmit,
  onClose,
}: {
  busy: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open
      title={t('reliability:confirm.title')}
      onCancel={onClose}
      onOk={() => void validValues(form).then((values) => values && onSubmit(values.reason.trim()))}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'confirm-repair-ok' }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item name="reason" label={t('reliability:confirm.reason')} rules={[rule(ManualVerificationSchema.shape.reason)]}>
          <Input.TextArea
            data-testid="confirm-repair-reason"
            placeholder={t('reliability:confirm.placeholder')}
            maxLength={VERIFICATION_REASON_MAX_LENGTH}
            showCount
            rows={3}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
