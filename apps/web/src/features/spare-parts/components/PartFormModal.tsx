import {
  PartCreateSchema,
  type PartCreateInput,
  PART_NAME_MAX_LENGTH,
  PART_MODEL_MAX_LENGTH,
  PART_CODE_MAX_LENGTH,
  PART_REMARKS_MAX_LENGTH,
  PART_UNIT_MAX_LENGTH,
} from '@fieldlink/domain';
import { Col, Form, Input, InputNumber, Modal, Row } from 'antd';
import { useLayoutEffect } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useSchemaRule } from '../../../lib/forms/useSchemaRule';
import { serverFieldErrors } from '../../../lib/forms/serverFieldErrors';
import type { PartRow } from '../api/sparePartsApi';
import { CompanyPicker, useIsSuperUser } from '../../customers';
import { validValues } from '../../../lib/forms/validValues';

const FIELDS = ['companyId', 'code', 'name', 'model', 'unit', 'price', 'safetyStock', 'initialStock', 'remarks'];
const shape = PartCreateSchema.shape;

export interface PartFormModalProps {
  open: boolean;
  part: PartRow | null;
  onClose(): void;
  onSubmit(body: PartCreateInput): Promise<unknown>;
}

/** Add or edit a catalogue part (PartCreateSchema); the opening stock only when adding. */
export function PartFormModal({ open, part, onClose, onSubmit }: PartFormModalProps) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const superUser = useIsSuperUser();
  const [form] = Form.useForm<PartCreateInput>();

  useLayoutEffect(() => {
    if (!open) return;
    form.resetFields();
    if (part)
      form.setFieldsValue({
        code: part.code,
        name: part.name,
        model: part.model ?? '',
        unit: part.unit,
        price: part.price,
        safetyStock: part.safetyStock,
        remarks: part.remarks ?? '',
      });
  }, [open, part, form]);

  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    try {
      await onSubmit(values);
      onClose();
    } catch (error) {
      const fields = serverFieldErrors(error, FIELDS);
      if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
    }
  };

  return (
    <Modal
      open={open}
      title={part ? t('spareParts:catalog.edit') : t('spareParts:catalog.add')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okButtonProps={{ 'data-testid': 'part-form-submit' }}
      okText={t('access:actions.save')}
      cancelText={t('access:actions.cancel')}
      width={640}
      forceRender
    >
      <Form form={form} layout="vertical" initialValues={{ safetyStock: 0, initialStock: 0, price: 0 }}>
        {superUser && !part && (
          <Form.Item name="companyId" label={t('spareParts:fields.company')} required>
            <CompanyPicker testId="part-form-company" />
          </Form.Item>
        )}
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item name="code" label={t('spareParts:fields.code')} rules={[rule(shape.code)]} required>
              <Input autoComplete="off" maxLength={PART_CODE_MAX_LENGTH} data-testid="part-form-code" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="name" label={t('spareParts:fields.name')} rules={[rule(shape.name)]} required>
              <Input autoComplete="off" maxLength={PART_NAME_MAX_LENGTH} data-testid="part-form-name" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="model" label={t('spareParts:fields.model')} rules={[rule(shape.model)]}>
              <Input autoComplete="off" maxLength={PART_MODEL_MAX_LENGTH} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="unit" label={t('spareParts:fields.unit')} rules={[rule(shape.unit)]} required>
              <Input autoComplete="off" maxLength={PART_UNIT_MAX_LENGTH} data-testid="part-form-unit" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="price" label={t('spareParts:fields.price')} rules={[rule(shape.price)]} required>
              <InputNumber min={0} precision={2} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="safetyStock" label={t('spareParts:fields.safetyStock')} rules={[rule(shape.safetyStock)]}>
              <InputNumber min={0} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          {!part && (
            <Col span={8}>
              <Form.Item name="initialStock" label={t('spareParts:fields.initialStock')} rules={[rule(shape.initialStock)]}>
                <InputNumber min={0} precision={0} style={{ width: '100%' }} data-testid="part-form-stock" />
              </Form.Item>
            </Col>
          )}
        </Row>
        <Form.Item name="remarks" label={t('spareParts:fields.remarks')} rules={[rule(shape.remarks)]}>
          <Input.TextArea rows={2} maxLength={PART_REMARKS_MAX_LENGTH} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
