import { WORK_ORDER_SOLUTION_MAX_LENGTH, WORK_ORDER_SUGGESTION_MAX_LENGTH, WorkOrderCompleteSchema } from '@fieldlink/domain';
import { Form, Input, InputNumber, Modal } from 'antd';
import { useLayoutEffect } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useSchemaRule } from '../../../lib/forms/useSchemaRule';
import { serverFieldErrors } from '../../../lib/forms/serverFieldErrors';
import { validValues } from '../../../lib/forms/validValues';

export interface SubmitValues {
  solution: string;
  suggestion?: string | null;
  workingHours?: number | null;
}

/** The result of a maintenance order (the work-order completion fields, same rules as the server). */
export function SubmitResultModal({
  open,
  onClose,
  onSubmit,
}: {
  open: boolean;
  onClose(): void;
  onSubmit(values: SubmitValues): Promise<unknown>;
}) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [form] = Form.useForm<SubmitValues>();
  useLayoutEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    try {
      await onSubmit(values);
      onClose();
    } catch (error) {
      const fields = serverFieldErrors(error, ['solution', 'suggestion', 'workingHours']);
      if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
    }
  };
  const shape = WorkOrderCompleteSchema.shape;
  return (
    <Modal
      open={open}
      title={t('maintenance:orders.submit')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('access:actions.save')}
      cancelText={t('access:actions.cancel')}
      okButtonProps={{ 'data-testid': 'submit-result-ok' }}
    >
      <Form form={form} layout="vertical">
        <Form.Item name="solution" label={t('maintenance:orders.solution')} rules={[rule(shape.solution)]}>
          <Input.TextArea rows={3} maxLength={WORK_ORDER_SOLUTION_MAX_LENGTH} data-testid="submit-solution" />
        </Form.Item>
        <Form.Item name="suggestion" label={t('maintenance:orders.suggestion')} rules={[rule(shape.suggestion)]}>
          <Input.TextArea rows={2} maxLength={WORK_ORDER_SUGGESTION_MAX_LENGTH} />
        </Form.Item>
        <Form.Item name="workingHours" label={t('maintenance:orders.workingHours')} rules={[rule(shape.workingHours)]}>
          <InputNumber min={0} style={{ width: 160 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
