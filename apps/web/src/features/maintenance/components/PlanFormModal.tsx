import {
  ADVANCE_NOTICES,
  CYCLE_UNITS,
  MAINTENANCE_PLAN_NAME_MAX_LENGTH,
  MAINTENANCE_PLAN_TYPES,
  MaintenancePlanBodySchema,
  type MaintenancePlanBody,
  PHONE_LENGTH,
} from '@fieldlink/domain';
import { useQuery } from '@tanstack/react-query';
import { Checkbox, DatePicker, Form, Input, InputNumber, Modal, Select, Space, Typography, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useLayoutEffect } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { useSchemaRule } from '../../../lib/forms/useSchemaRule';
import { useCompanyTimeZone } from '../../auth';
import { serverFieldErrors } from '../../../lib/forms/serverFieldErrors';
import { devicesApi } from '../../devices';
import { projectsApi } from '../../projects';
import { maintenanceApi, type PlanRow } from '../api/maintenanceApi';
import { PLAN_FORM_DEFAULTS, PLAN_FORM_FIELDS, planToFormValues, toPlanBody, type PlanFormValues } from '../utils/planForm';
import { wallTextToIso } from '../utils/zoneTime';
import { validValues } from '../../../lib/forms/validValues';

export interface PlanFormModalProps {
  open: boolean;
  /** The plan being edited; null: a new one. */
  plan: PlanRow | null;
  onClose(): void;
  onSubmit(body: MaintenancePlanBody): Promise<unknown>;
}

const shape = MaintenancePlanBodySchema.shape;
/** The start time's wall-clock text, as the date picker shows it. */
const WALL_FORMAT = 'YYYY-MM-DD HH:mm';

/** Create or edit a maintenance plan; every field checked with the server's schema (spec §5). */
export function PlanFormModal({ open, plan, onClose, onSubmit }: PlanFormModalProps) {
  const { t } = useTranslation();
  const client = useApiClient();
  const rule = useSchemaRule();
  const [form] = Form.useForm<PlanFormValues>();
  // A plan keeps the zone it is shown in; a new one is read in the company's.
  const companyZone = useCompanyTimeZone();
  const zone = plan?.timeZone ?? companyZone;

  const projects = useQuery({
    queryKey: ['projects', 'options'],
    queryFn: () => projectsApi.list(client, { page: 1, pageSize: 500 }, true),
    enabled: open,
  });
  // The device and the technician are chosen among the chosen project's.
  const projectId = Form.useWatch('projectId', form);
  const devices = useQuery({
    queryKey: ['maintenance', 'plan-devices', projectId],
    queryFn: () => devicesApi.list(client, { page: 1, pageSize: 200, projectId: projectId! }, true),
    enabled: open && projectId !== undefined,
  });
  const assignees = useQuery({
    queryKey: ['maintenance', 'plan-assignees', projectId],
    queryFn: () => maintenanceApi.assignees(client, projectId!),
    enabled: open && projectId !== undefined,
  });

  useLayoutEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(plan ? planToFormValues(plan) : PLAN_FORM_DEFAULTS);
  }, [open, plan, form]);

  const startRule: FormRule = {
    validator: (_rule, value: string | undefined) =>
      !value
        ? Promise.reject(new Error(t('messages:validation.required')))
        : wallTextToIso(value, zone)
          ? Promise.resolve()
          : Promise.reject(new Error(t('messages:validation.dateTime'))),
  };

  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    try {
      await onSubmit(toPlanBody(values, zone));
      onClose();
    } catch (error) {
      const fields = serverFieldErrors(error, PLAN_FORM_FIELDS).map((f) => (f.name === 'startTime' ? { ...f, name: 'startText' } : f));
      if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
    }
  };

  const choose = t('maintenance:form.choose');
  const units = CYCLE_UNITS.map((unit) => ({ value: unit, label: t(`maintenance:units.${unit}`) }));
  return (
    <Modal
      open={open}
      title={t(plan ? 'maintenance:plans.edit' : 'maintenance:plans.add')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('access:actions.save')}
      cancelText={t('access:actions.cancel')}
      okButtonProps={{ 'data-testid': 'plan-form-ok' }}
      width={560}
    >
      <Form form={form} layout="vertical" data-testid="plan-form">
        <Form.Item name="name" label={t('maintenance:form.name')} rules={[rule(shape.name)]}>
          <Input maxLength={MAINTENANCE_PLAN_NAME_MAX_LENGTH} data-testid="plan-name" />
        </Form.Item>
        <Form.Item name="projectId" label={t('maintenance:form.project')} rules={[rule(shape.projectId)]}>
          <Select
            placeholder={choose}
            showSearch={{ optionFilterProp: 'label' }}
            options={(projects.data?.items ?? []).map((project) => ({ value: project.id, label: project.name }))}
            onChange={() => form.setFieldsValue({ deviceId: null, assigneeId: null })}
            data-testid="plan-project"
          />
        </Form.Item>
        <Form.Item name="deviceId" label={t('maintenance:form.device')}>
          <Select
            allowClear
            placeholder={projectId === undefined ? t('maintenance:form.projectFirst') : choose}
            disabled={projectId === undefined}
            showSearch={{ optionFilterProp: 'label' }}
            options={(devices.data?.items ?? []).map((device) => ({ value: device.id, label: device.name }))}
            data-testid="plan-device"
          />
        </Form.Item>
        <Form.Item name="assigneeId" label={t('maintenance:form.assignee')} extra={t('maintenance:form.assigneeHint')}>
          <Select
            allowClear
            placeholder={projectId === undefined ? t('maintenance:form.projectFirst') : choose}
            disabled={projectId === undefined}
            showSearch={{ optionFilterProp: 'label' }}
            options={(assignees.data ?? []).map((user) => ({ value: user.id, label: user.userName }))}
            data-testid="plan-assignee"
          />
        </Form.Item>
        <Form.Item name="type" label={t('maintenance:form.type')} rules={[rule(shape.type)]}>
          <Select options={MAINTENANCE_PLAN_TYPES.map((type) => ({ value: type, label: t(`maintenance:types.${type}`) }))} />
        </Form.Item>
        <Form.Item label={t('maintenance:form.warrantyTime')} required>
          <Space.Compact>
            <Form.Item name="warrantyTime" noStyle rules={[rule(shape.warrantyTime)]}>
              <InputNumber min={1} precision={0} style={{ width: 140 }} data-testid="plan-warranty" />
            </Form.Item>
            <Form.Item name="warrantyUnit" noStyle rules={[rule(shape.warrantyUnit)]}>
              <Select options={units} style={{ width: 120 }} />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <Form.Item label={t('maintenance:form.cycle')} required>
          <Space.Compact>
            <Form.Item name="cycle" noStyle rules={[rule(shape.cycle)]}>
              <InputNumber min={1} precision={0} style={{ width: 140 }} data-testid="plan-cycle" />
            </Form.Item>
            <Form.Item name="cycleUnit" noStyle rules={[rule(shape.cycleUnit)]}>
              <Select options={units} style={{ width: 120 }} data-testid="plan-cycle-unit" />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <Form.Item
          name="startText"
          label={t('maintenance:form.startTime')}
          required
          rules={[startRule]}
          extra={<Typography.Text type="secondary">{t('maintenance:plans.zoneHint', { zone })}</Typography.Text>}
          // The form keeps the wall-clock text (read in the plan's zone); the picker shows and gives a date.
          getValueProps={(text?: string) => ({ value: text ? dayjs(text, WALL_FORMAT) : undefined })}
          normalize={(value?: Dayjs | null) => (value ? value.format(WALL_FORMAT) : undefined)}
        >
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format={WALL_FORMAT}
            placeholder={t('maintenance:form.startPlaceholder')}
            style={{ width: '100%' }}
            data-testid="plan-start"
          />
        </Form.Item>
        <Form.Item name="advanceNotice" label={t('maintenance:form.advanceNotice')} rules={[rule(shape.advanceNotice)]}>
          <Select options={ADVANCE_NOTICES.map((notice) => ({ value: notice, label: t(`maintenance:notices.${notice}`) }))} />
        </Form.Item>
        <Form.Item name="phone" label={t('maintenance:form.phone')} rules={[rule(shape.phone)]}>
          <Input maxLength={PHONE_LENGTH} data-testid="plan-phone" />
        </Form.Item>
        <Form.Item name="stopOnWarrantyEnd" valuePropName="checked">
          <Checkbox>{t('maintenance:form.stopOnWarrantyEnd')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
