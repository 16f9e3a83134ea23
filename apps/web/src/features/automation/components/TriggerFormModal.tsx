import { TRIGGER_DURATION_MAX_MS, TRIGGER_NAME_MAX_LENGTH, TriggerCreateSchema, TRIGGER_DESCRIPTION_MAX_LENGTH } from '@fieldlink/domain';
import { Col, Form, Input, InputNumber, Modal, Row, Select, Switch } from 'antd';
import { useLayoutEffect } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { serverFieldErrors } from '../../../lib/forms/serverFieldErrors';
import { useSchemaRule } from '../../../lib/forms/useSchemaRule';
import { validValues } from '../../../lib/forms/validValues';
import { ConditionEditor, conditionFromForm, emptyCondition, formFromCondition, type ConditionForm } from '../../alarms';
import type { TriggerBody, TriggerRow } from '../api/automationApi';

interface FormValues {
  pointId: number;
  name: string;
  condition: ConditionForm;
  minDurationS?: number | null;
  description?: string;
  enabled: boolean;
}

const FIELDS = ['pointId', 'name', 'condition', 'description'];

export interface TriggerFormModalProps {
  open: boolean;
  trigger: TriggerRow | null;
  points: { id: number; name: string }[];
  onClose(): void;
  onSubmit(body: TriggerBody): Promise<unknown>;
}

/** Create or edit a conditional trigger (spec §3): point, name (≤ 12), the alarm condition model, duration. */
export function TriggerFormModal({ open, trigger, points, onClose, onSubmit }: TriggerFormModalProps) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [form] = Form.useForm<FormValues>();

  useLayoutEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      trigger
        ? {
            pointId: trigger.pointId,
            name: trigger.name,
            condition: formFromCondition(trigger.condition as never),
            minDurationS: trigger.minDurationMs / 1000,
            description: trigger.description ?? '',
            enabled: trigger.enabled,
          }
        : { pointId: points[0]?.id, condition: emptyCondition(), minDurationS: 0, enabled: true },
    );
  }, [open, trigger, points, form]);

  const submit = async () => {
    const v = await validValues(form);
    if (!v) return;
    try {
      await onSubmit({
        pointId: v.pointId,
        name: v.name,
        condition: conditionFromForm(v.condition, v.pointId),
        minDurationMs: Math.round((v.minDurationS ?? 0) * 1000),
        description: v.description ?? null,
        enabled: v.enabled,
      });
      onClose();
    } catch (error) {
      const fields = serverFieldErrors(error, FIELDS);
      if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
    }
  };

  return (
    <Modal
      open={open}
      width={720}
      title={t(trigger ? 'automation:triggers.edit' : 'automation:triggers.add')}
      onCancel={onClose}
      onOk={() => void submit()}
      okButtonProps={{ 'data-testid': 'trigger-submit' } as never}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="trigger-form">
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="pointId"
              label={t('automation:form.point')}
              rules={[{ required: true, message: t('automation:form.required') }]}
            >
              <Select options={points.map((p) => ({ value: p.id, label: p.name }))} showSearch optionFilterProp="label" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="name" label={t('automation:form.name')} required rules={[rule(TriggerCreateSchema.shape.name)]}>
              <Input count={{ show: true, max: TRIGGER_NAME_MAX_LENGTH }} data-testid="trigger-name" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item label={t('automation:form.condition')} required>
              <ConditionEditor points={points} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item name="minDurationS" label={t('automation:form.minDurationS')}>
              <InputNumber min={0} max={TRIGGER_DURATION_MAX_MS / 1000} step={1} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={4}>
            <Form.Item name="enabled" label={t('automation:form.enabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="description" label={t('automation:form.description')}>
              <Input maxLength={TRIGGER_DESCRIPTION_MAX_LENGTH} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
