import {
  CUSTOMER_TYPES,
  CompanyCreateSchema,
  INDUSTRIES,
  dictionary,
  type CompanyCreate,
  PHONE_LENGTH,
  COMPANY_TEXT_MAX_LENGTH,
  COMPANY_LOGO_TEXT_MAX_LENGTH,
  COMPANY_NAME_MAX_LENGTH,
  REMARKS_MAX_LENGTH,
} from '@fieldlink/domain';
import { Col, Form, Input, Modal, Row, Select, TreeSelect } from 'antd';
import { useLayoutEffect } from 'react';
import { useTranslation, builtKey } from '../../../i18n/useTranslation';
import { useSchemaRule } from '../../../lib/forms/useSchemaRule';
import { serverFieldErrors } from '../../../lib/forms/serverFieldErrors';
import type { RegionNode } from '../../regions';
import type { CompanyRow } from '../api/companiesApi';
import { useLanguage } from '../../../lib/language/useLanguage';
import { validValues } from '../../../lib/forms/validValues';

type Values = { [K in keyof CompanyCreate]?: CompanyCreate[K] | undefined };
const FIELDS = ['name', 'logoText', 'industry', 'customerType', 'contactName', 'contactPhone', 'regionId', 'remarks'] as const;

export interface CompanyFormModalProps {
  open: boolean;
  company: CompanyRow | null;
  regions: RegionNode[];
  onClose(): void;
  onSubmit(values: CompanyCreate): Promise<unknown>;
}

/** Create or edit a customer company (CompanyCreateSchema on every field). */
export function CompanyFormModal({ open, company, regions, onClose, onSubmit }: CompanyFormModalProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rule = useSchemaRule();
  const [form] = Form.useForm<Values>();
  const shape = CompanyCreateSchema.shape;

  useLayoutEffect(() => {
    if (!open) return;
    form.resetFields();
    if (company) {
      form.setFieldsValue(Object.fromEntries(FIELDS.map((field) => [field, company[field] ?? undefined])) as Values);
    }
  }, [open, company, form]);

  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    const body = Object.fromEntries(
      FIELDS.map((field) => [field, values[field] === '' || values[field] === undefined ? null : values[field]]),
    );
    try {
      await onSubmit({ ...(body as CompanyCreate), name: String(values.name ?? '').trim() });
      onClose();
    } catch (error) {
      const fields = serverFieldErrors(error, FIELDS);
      if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
    }
  };

  const label = (field: string) => t(builtKey(`customers:columns.${field}`));
  const choose = t('customers:form.choose');
  return (
    <Modal
      open={open}
      title={company ? t('customers:form.editTitle') : t('customers:form.addTitle')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okText={t('access:actions.save')}
      cancelText={t('access:actions.cancel')}
      okButtonProps={{ 'data-testid': 'company-form-submit' }}
      width={720}
      forceRender
    >
      <Form form={form} layout="vertical">
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="name" label={label('name')} rules={[rule(shape.name)]} required>
              <Input maxLength={COMPANY_NAME_MAX_LENGTH} data-testid="company-form-name" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="logoText" label={label('logoText')} rules={[rule(shape.logoText)]}>
              <Input maxLength={COMPANY_LOGO_TEXT_MAX_LENGTH} data-testid="company-form-logo" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="industry" label={label('industry')} rules={[rule(shape.industry)]}>
              <Select allowClear placeholder={choose} options={dictionary(INDUSTRIES, language)} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="customerType" label={label('customerType')} rules={[rule(shape.customerType)]}>
              <Select allowClear placeholder={choose} options={dictionary(CUSTOMER_TYPES, language)} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="contactName" label={label('contactName')} rules={[rule(shape.contactName)]}>
              <Input maxLength={COMPANY_TEXT_MAX_LENGTH} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="contactPhone" label={label('contactPhone')} rules={[rule(shape.contactPhone)]}>
              <Input inputMode="tel" maxLength={PHONE_LENGTH} data-testid="company-form-phone" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="regionId" label={label('region')}>
              <TreeSelect
                allowClear
                placeholder={choose}
                treeData={regions}
                treeDefaultExpandAll
                showSearch={{ treeNodeFilterProp: 'title' }}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remarks" label={t('access:remarks')} rules={[rule(shape.remarks)]}>
              <Input.TextArea rows={2} maxLength={REMARKS_MAX_LENGTH} showCount />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
