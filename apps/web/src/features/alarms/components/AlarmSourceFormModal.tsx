import {
  ALARM_DESCRIPTION_MAX_LENGTH,
  ALARM_LEVELS,
  ALARM_MAX_COUNT_MAX,
  ALARM_MIN_DURATION_MAX_MS,
  ALARM_NAME_MAX_LENGTH,
  ALARM_RECORDED_POINTS_MAX,
  ALARM_TEXT_MAX_LENGTH,
  AlarmNameSchema,
  RECURRENCE_WINDOW_LIMITS,
  VERIFICATION_WINDOW_LIMITS,
} from '@fieldlink/domain';
import { Col, Form, Input, InputNumber, Modal, Row, Select, Switch } from 'antd';
import { useLayoutEffect } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useSchemaRule } from '../../../lib/forms/useSchemaRule';
import { serverFieldErrors } from '../../../lib/forms/serverFieldErrors';
import type { AlarmSourceBody, AlarmSourceRow } from '../api/alarmsApi';
import { conditionFromForm, emptyCondition, formFromCondition, type ConditionForm } from '../utils/conditionForm';
import { AlarmLevelTag } from './AlarmLevelTag';
import { ConditionEditor } from './ConditionEditor';
import { validValues } from '../../../lib/forms/validValues';

interface FormValues {
  pointId: number;
  name: string;
  level: number;
  condition: ConditionForm;
  deadband?: number | null;
  minDurationMs?: number | null;
  maxCountEnabled: boolean;
  maxCount?: number | null;
  generateWorkOrder: boolean;
  recordedPointIds: number[];
  description?: string;
  textZh?: string;
  textEn?: string;
  enabled: boolean;
  /** Issue 39: the repair's verification window in minutes, the recurrence window in days. */
  verificationMin: number;
  recurrenceDays: number;
}

const MINUTE_S = 60;
const DAY_S = 86_400;

const FIELDS = [
  'pointId',
  'name',
  'level',
  'condition',
  'deadband',
  'minDurationMs',
  'maxCount',
  'recordedPointIds',
  'description',
  'textZh',
  'textEn',
];

export interface AlarmSourceFormModalProps {
  open: boolean;
  /** The source being edited; null: a new one. */
  source: AlarmSourceRow | null;
  /** The device's points. */
  points: { id: number; name: string }[];
  /** A new source starts on this point. */
  pointId?: number;
  onClose(): void;
  onSubmit(body: AlarmSourceBody): Promise<unknown>;
}

/** Create or edit an alarm source (spec §3): point, name, level, condition, deadband, duration, options, texts. */
export function AlarmSourceFormModal({ open, source, points, pointId, onClose, onSubmit }: AlarmSourceFormModalProps) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [form] = Form.useForm<FormValues>();
  const maxCountEnabled = Form.useWatch('maxCountEnabled', form);

  useLayoutEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      source
        ? {
            pointId: source.pointId,
            name: source.name,
            level: source.level,
            condition: formFromCondition(source.condition as never),
            deadband: source.deadband,
            minDurationMs: source.minDurationMs,
            maxCountEnabled: source.maxCountEnabled,
            maxCount: source.maxCount,
            generateWorkOrder: source.generateWorkOrder,
            recordedPointIds: source.recordedPointIds,
            description: source.description ?? '',
            textZh: source.textZh ?? '',
            textEn: source.textEn ?? '',
            enabled: source.enabled,
            verificationMin: Math.max(1, Math.round((source.verificationWindowS ?? 1800) / MINUTE_S)),
            recurrenceDays: Math.max(1, Math.round((source.recurrenceWindowS ?? 7 * DAY_S) / DAY_S)),
          }
        : {
            pointId: pointId ?? points[0]?.id,
            level: 2,
            condition: emptyCondition(),
            deadband: 0,
            minDurationMs: 0,
            maxCountEnabled: false,
            generateWorkOrder: false,
            recordedPointIds: [],
            enabled: true,
            verificationMin: 30,
            recurrenceDays: 7,
          },
    );
  }, [open, source, pointId, points, form]);

  const submit = async () => {
    const v = await validValues(form);
    if (!v) return;
    const body: AlarmSourceBody = {
      pointId: v.pointId,
      name: v.name,
      level: v.level as 1 | 2 | 3 | 4,
      condition: conditionFromForm(v.condition, v.pointId),
      deadband: v.deadband ?? 0,
      minDurationMs: v.minDurationMs ?? 0,
      maxCountEnabled: v.maxCountEnabled,
      maxCount: v.maxCountEnabled ? (v.maxCount ?? null) : null,
      generateWorkOrder: v.generateWorkOrder,
      recordedPointIds: v.recordedPointIds ?? [],
      description: v.description ?? null,
      textZh: v.textZh ?? null,
      textEn: v.textEn ?? null,
      enabled: v.enabled,
      verificationWindowS: v.verificationMin * MINUTE_S,
      recurrenceWindowS: v.recurrenceDays * DAY_S,
    };
    try {
      await onSubmit(body);
      onClose();
    } catch (error) {
      const fields = serverFieldErrors(error, FIELDS);
      if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
    }
  };

  const pointOptions = points.map((p) => ({ value: p.id, label: p.name }));
  return (
    <Modal
      open={open}
      width={760}
      title={t(source ? 'alarms:sources.edit' : 'alarms:sources.add')}
      onCancel={onClose}
      onOk={() => void submit()}
      okButtonProps={{ 'data-testid': 'alarm-source-submit' } as never}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="alarm-source-form">
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Form.Item name="pointId" label={t('alarms:form.point')} rules={[{ required: true, message: t('alarms:form.required') }]}>
              <Select options={pointOptions} showSearch optionFilterProp="label" data-testid="alarm-source-point" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name="name" label={t('alarms:form.name')} required rules={[rule(AlarmNameSchema)]}>
              <Input count={{ show: true, max: ALARM_NAME_MAX_LENGTH }} data-testid="alarm-source-name" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name="level" label={t('alarms:form.level')} rules={[{ required: true, message: t('alarms:form.required') }]}>
              <Select options={ALARM_LEVELS.map((level) => ({ value: level, label: <AlarmLevelTag level={level} /> }))} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item label={t('alarms:form.condition')} required>
              <ConditionEditor points={points} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item name="deadband" label={t('alarms:form.deadband')}>
              <InputNumber min={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item name="minDurationMs" label={t('alarms:form.minDurationMs')}>
              <InputNumber min={0} max={ALARM_MIN_DURATION_MAX_MS} precision={0} step={1000} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item name="maxCountEnabled" label={t('alarms:form.maxCountEnabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item
              name="maxCount"
              label={t('alarms:form.maxCount')}
              rules={maxCountEnabled ? [{ required: true, message: t('alarms:form.required') }] : []}
            >
              <InputNumber min={1} max={ALARM_MAX_COUNT_MAX} precision={0} disabled={!maxCountEnabled} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item name="generateWorkOrder" label={t('alarms:form.generateWorkOrder')} valuePropName="checked">
              <Switch data-testid="alarm-source-work-order" />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item
              name="verificationMin"
              label={t('alarms:form.verificationWindow')}
              tooltip={t('alarms:form.verificationHelp')}
              rules={[{ required: true, message: t('alarms:form.required') }]}
            >
              <InputNumber
                min={1}
                max={VERIFICATION_WINDOW_LIMITS.max / MINUTE_S}
                precision={0}
                style={{ width: '100%' }}
                data-testid="alarm-source-verification"
              />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item
              name="recurrenceDays"
              label={t('alarms:form.recurrenceWindow')}
              tooltip={t('alarms:form.recurrenceHelp')}
              rules={[{ required: true, message: t('alarms:form.required') }]}
            >
              <InputNumber
                min={1}
                max={Math.floor(RECURRENCE_WINDOW_LIMITS.max / DAY_S)}
                precision={0}
                style={{ width: '100%' }}
                data-testid="alarm-source-recurrence"
              />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item name="enabled" label={t('alarms:form.enabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="recordedPointIds" label={t('alarms:form.recordedPointIds')}>
              <Select mode="multiple" maxCount={ALARM_RECORDED_POINTS_MAX} options={pointOptions} optionFilterProp="label" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="textZh" label={t('alarms:form.textZh')}>
              <Input maxLength={ALARM_TEXT_MAX_LENGTH} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="textEn" label={t('alarms:form.textEn')}>
              <Input maxLength={ALARM_TEXT_MAX_LENGTH} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="description" label={t('alarms:form.description')}>
              <Input.TextArea maxLength={ALARM_DESCRIPTION_MAX_LENGTH} rows={2} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
