import {
  ASSIGNMENT_COOLDOWN_DEFAULT_MS,
  ASSIGNMENT_COOLDOWN_MAX_MS,
  ASSIGNMENT_NAME_MAX_LENGTH,
  AssignmentUpdateSchema,
} from '@fieldlink/domain';
import { Col, Form, Input, InputNumber, Modal, Radio, Row, Select, Switch } from 'antd';
import { useLayoutEffect } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { serverFieldErrors } from '../../../lib/forms/serverFieldErrors';
import { useSchemaRule } from '../../../lib/forms/useSchemaRule';
import { validValues } from '../../../lib/forms/validValues';
import type { AssignmentBody, AssignmentRow, TriggerRow } from '../api/automationApi';

interface FormValues {
  triggerId: number;
  name: string;
  targetPointId: number;
  source: 'constant' | 'point';
  value?: number | null;
  sourcePointId?: number | null;
  cooldownS?: number | null;
  enabled: boolean;
}

const FIELDS = ['triggerId', 'name', 'targetPointId', 'value', 'sourcePointId'];

export interface AssignmentFormModalProps {
  open: boolean;
  assignment: AssignmentRow | null;
  triggers: TriggerRow[];
  /** The points of the chosen trigger's device. */
  points: { id: number; name: string; writable: boolean }[];
  /** The trigger chosen in the form (its device's points are offered). */
  onTrigger(triggerId: number | undefined): void;
  onClose(): void;
  onSubmit(body: AssignmentBody): Promise<unknown>;
}

/** Create or edit an assignment (spec §3, §7): trigger, name (≤ 20), the point written, a constant or a point's value, cooldown. */
export function AssignmentFormModal({ open, assignment, triggers, points, onTrigger, onClose, onSubmit }: AssignmentFormModalProps) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [form] = Form.useForm<FormValues>();
  const source = Form.useWatch('source', form);
  const required = [{ required: true, message: t('automation:form.required') }];

  useLayoutEffect(() => {
    if (!open) return;
    form.resetFields();
    const values: Partial<FormValues> = assignment
      ? {
          triggerId: assignment.triggerId,
          name: assignment.name,
          targetPointId: assignment.targetPointId,
          source: assignment.source,
          value: assignment.value,
          sourcePointId: assignment.sourcePointId,
          cooldownS: assignment.cooldownMs / 1000,
          enabled: assignment.enabled,
        }
      : { triggerId: triggers[0]?.id, source: 'constant', cooldownS: ASSIGNMENT_COOLDOWN_DEFAULT_MS / 1000, enabled: true };
    form.setFieldsValue(values);
    onTrigger(values.triggerId);
  }, [open, assignment, triggers, form, onTrigger]);

  const submit = async () => {
    const v = await validValues(form);
    if (!v) return;
    try {
      await onSubmit({
        triggerId: v.triggerId,
        name: v.name,
        targetPointId: v.targetPointId,
        source: v.source,
        value: v.source === 'constant' ? (v.value ?? null) : null,
        sourcePointId: v.source === 'point' ? (v.sourcePointId ?? null) : null,
        cooldownMs: Math.round((v.cooldownS ?? 0) * 1000),
        enabled: v.enabled,
      });
      onClose();
    } catch (error) {
      const fields = serverFieldErrors(error, FIELDS);
      if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
    }
  };

  const options = (list: typeof points) => list.map((p) => ({ value: p.id, label: p.name }));
  return (
    <Modal
      open={open}
      width={640}
      title={t(assignment ? 'automation:assignments.edit' : 'automation:assignments.add')}
      onCancel={onClose}
      onOk={() => void submit()}
      okButtonProps={{ 'data-testid': 'assignment-submit' } as never}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="assignment-form">
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="triggerId" label={t('automation:form.trigger')} rules={required}>
              <Select
                options={triggers.map((tr) => ({ value: tr.id, label: `${tr.name} · ${tr.deviceName ?? ''}` }))}
                onChange={(id: number) => {
                  form.setFieldsValue({ targetPointId: undefined, sourcePointId: undefined } as never);
                  onTrigger(id);
                }}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="name" label={t('automation:form.name')} required rules={[rule(AssignmentUpdateSchema.shape.name.unwrap())]}>
              <Input count={{ show: true, max: ASSIGNMENT_NAME_MAX_LENGTH }} data-testid="assignment-name" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="targetPointId" label={t('automation:form.target')} rules={required}>
              <Select options={options(points.filter((p) => p.writable))} showSearch optionFilterProp="label" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="source" label={t('automation:form.source')}>
              <Radio.Group
                optionType="button"
                options={[
                  { value: 'constant', label: t('automation:assignments.constant') },
                  { value: 'point', label: t('automation:assignments.fromPoint') },
                ]}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            {source === 'point' ? (
              <Form.Item name="sourcePointId" label={t('automation:form.sourcePoint')} rules={required}>
                <Select options={options(points)} showSearch optionFilterProp="label" />
              </Form.Item>
            ) : (
              <Form.Item name="value" label={t('automation:form.value')} rules={required}>
                <InputNumber style={{ width: '100%' }} data-testid="assignment-value" />
              </Form.Item>
            )}
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item name="cooldownS" label={t('automation:form.cooldownS')}>
              <InputNumber min={0} max={ASSIGNMENT_COOLDOWN_MAX_MS / 1000} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={4}>
            <Form.Item name="enabled" label={t('automation:form.enabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
