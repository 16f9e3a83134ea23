import {
  InstallmentPlanCreateSchema,
  type InstallmentPlanCreate,
  INSTALLMENT_CUSTOMER_MAX,
  INSTALLMENT_PHONE_MAX,
} from '@fieldlink/domain';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, InputNumber, Row, Select, Typography, type FormInstance } from 'antd';
import { DateStringPicker } from '../../../ui/DateStringPicker';
import { useTranslation } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { useSchemaRule } from '../../../lib/forms/useSchemaRule';
import { devicesApi } from '../../devices';

/** The form's fields: the schema's body with the registers flattened. */
export interface PlanFormValues extends Omit<InstallmentPlanCreate, 'lockRegister' | 'codeRegister'> {
  lockArea: string;
  lockAddress: number;
  codeAddress?: number | null;
}

export const PLAN_DEFAULTS: Partial<PlanFormValues> = {
  downPayment: 0,
  periods: 12,
  intervalMonths: 1,
  graceDays: 3,
  remindDaysBefore: 3,
  lockArea: '4x',
  lockAddress: 0,
  lockValue: 1,
  unlockValue: 0,
};

/** The body the server takes (the same schema checks it there). */
export function planBody(values: PlanFormValues): InstallmentPlanCreate {
  const { lockArea, lockAddress, codeAddress, ...rest } = values;
  return InstallmentPlanCreateSchema.parse({
    ...rest,
    lockRegister: { area: lockArea, address: lockAddress },
    codeRegister: codeAddress === undefined || codeAddress === null ? null : { area: lockArea, address: codeAddress },
  });
}

const field = (name: keyof InstallmentPlanCreate) => InstallmentPlanCreateSchema.shape[name];

/** A device sold on installments: customer, price, periods, grace, and the PLC registers the gateway uses. */
export function PlanForm({ form }: { form: FormInstance<PlanFormValues> }) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const client = useApiClient();
  const devices = useQuery({ queryKey: ['devices', 'installments'], queryFn: () => devicesApi.list(client, { page: 1, pageSize: 500 }) });
  const options = (devices.data?.items ?? []).map((d) => ({ value: d.id, label: `${d.name} (${d.boxId})` }));
  return (
    <Form form={form} layout="vertical" initialValues={PLAN_DEFAULTS} data-testid="plan-form">
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="deviceId" label={t('installments:form.device')} rules={[rule(field('deviceId'))]}>
            <Select showSearch optionFilterProp="label" options={options} loading={devices.isLoading} data-testid="plan-device" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="customerName" label={t('installments:form.customerName')} rules={[rule(field('customerName'))]}>
            <Input maxLength={INSTALLMENT_CUSTOMER_MAX} data-testid="plan-customer" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="customerPhone" label={t('installments:form.customerPhone')} rules={[rule(field('customerPhone'))]}>
            <Input maxLength={INSTALLMENT_PHONE_MAX} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="total" label={t('installments:form.total')} rules={[rule(field('total'))]}>
            <InputNumber min={0} step={100} style={{ width: '100%' }} data-testid="plan-total" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="downPayment" label={t('installments:form.downPayment')} rules={[rule(field('downPayment'))]}>
            <InputNumber min={0} step={100} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="periods" label={t('installments:form.periods')} rules={[rule(field('periods'))]}>
            <InputNumber min={1} max={120} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="firstDueDate" label={t('installments:form.firstDueDate')} rules={[rule(field('firstDueDate'))]}>
            <DateStringPicker data-testid="plan-first-due" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="intervalMonths" label={t('installments:form.intervalMonths')}>
            <InputNumber min={1} max={12} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="graceDays" label={t('installments:form.graceDays')}>
            <InputNumber min={0} max={90} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="remindDaysBefore" label={t('installments:form.remindDaysBefore')}>
            <InputNumber min={0} max={30} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="lockArea" label={t('installments:form.lockArea')}>
            <Select options={[{ value: '4x', label: '4x' }]} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="lockAddress" label={t('installments:form.lockAddress')} rules={[{ required: true }]}>
            <InputNumber min={0} max={65535} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={16}>
          <Form.Item name="codeAddress" label={t('installments:form.codeAddress')}>
            <InputNumber min={0} max={65533} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Text type="secondary">{t('installments:form.codeHint')}</Typography.Text>
    </Form>
  );
}
