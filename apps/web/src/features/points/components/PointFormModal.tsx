import {
  defaultDecimals,
  pointAddressIssues,
  DATA_TYPES,
  DATA_TYPE_CODES,
  DISPLAY_FORMATS,
  DISPLAY_FORMAT_CODES,
  POINT_NAME_MAX_LENGTH,
  POINT_TEXT_MAX_LENGTH,
  POINT_UNIT_MAX_LENGTH,
  REGISTER_GROUP_MAX_LENGTH,
  type RegisterFamilyName,
  POINT_TAG_MAX_LENGTH,
} from '@fieldlink/domain';
import { Col, Form, Input, InputNumber, Modal, Row, Select, Switch, Typography } from 'antd';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { useTranslation, builtKey } from '../../../i18n/useTranslation';
import { useLanguage } from '../../../lib/language/useLanguage';
import { serverFieldErrors } from '../../../lib/forms/serverFieldErrors';
import type { PointCreateBody, PointRow } from '../api/pointsApi';
import { usePointRule } from '../hooks/usePointRule';
import { areaGroups, defaultFamily, familyOptions } from '../utils/areaOptions';
import {
  POINT_DEPENDENCIES,
  POINT_FIELDS,
  POINT_FORM_DEFAULTS,
  pointToFormValues,
  toPointBody,
  type PointField,
  type PointFormValues,
} from '../utils/pointForm';
import { validValues } from '../../../lib/forms/validValues';
import { StatusTableSelect } from './StatusTableSelect';

export interface PointFormModalProps {
  open: boolean;
  /** The point being edited; null: a new one. */
  point: PointRow | null;
  /** The device's protocol: which register family the area list starts on. */
  protocol?: string;
  onClose(): void;
  onSubmit(body: PointCreateBody): Promise<unknown>;
}

/** Create or edit a data point: every PointCreateSchema field, checked as typed with the domain's rules. */
export function PointFormModal({ open, point, protocol, onClose, onSubmit }: PointFormModalProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const pointRule = usePointRule();
  const [form] = Form.useForm<PointFormValues>();
  const tagProtocol = protocol === 'opcua' || protocol === 's7';
  const [family, setFamily] = useState<RegisterFamilyName>(() => defaultFamily(undefined, protocol));

  useLayoutEffect(() => {
    if (!open) return;
    form.resetFields();
    if (point) form.setFieldsValue(pointToFormValues(point));
    setFamily(defaultFamily(point?.area, protocol));
  }, [open, point, protocol, form]);

  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    try {
      await onSubmit(toPointBody(values, protocol));
      onClose();
    } catch (error) {
      const fields = serverFieldErrors(error, POINT_FIELDS);
      if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
    }
  };

  const item = (name: PointField, input: ReactNode, options: { required?: boolean; span?: number; switch?: boolean } = {}) => (
    <Col xs={24} sm={12} lg={options.span ?? 6} key={name}>
      <Form.Item
        name={name}
        label={t(builtKey(`points:form.${name}`))}
        required={options.required}
        rules={[pointRule(name)]}
        dependencies={POINT_DEPENDENCIES[name]}
        valuePropName={options.switch ? 'checked' : 'value'}
      >
        {input}
      </Form.Item>
    </Col>
  );
  const number = (name: PointField, props: { min?: number; max?: number; precision?: number } = {}) => (
    <InputNumber style={{ width: '100%' }} {...props} data-testid={`point-form-${name}`} />
  );
  const text = (name: PointField, max: number, placeholder?: string) => (
    <Input autoComplete="off" maxLength={max} placeholder={placeholder} data-testid={`point-form-${name}`} />
  );
  const section = (key: string, children: ReactNode[]) => (
    <>
      <Typography.Title level={5} style={{ margin: '4px 0 12px' }}>
        {t(builtKey(`points:sections.${key}`))}
      </Typography.Title>
      <Row gutter={16}>{children}</Row>
    </>
  );
  const choose = t('points:form.choose');

  return (
    <Modal
      open={open}
      title={point ? t('points:form.editTitle') : t('points:form.addTitle')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okButtonProps={{ 'data-testid': 'point-form-submit' }}
      okText={t('access:actions.save')}
      cancelText={t('access:actions.cancel')}
      forceRender
      width={1000}
      styles={{ body: { maxHeight: '70vh', overflowY: 'auto', overflowX: 'hidden', paddingRight: 8 } }}
    >
      <Form<PointFormValues>
        form={form}
        layout="vertical"
        initialValues={POINT_FORM_DEFAULTS}
        data-testid="point-form"
        onValuesChange={(changed, all) => {
          // A new point's decimals follow its type until the user sets them: a whole-number register shows no decimals.
          const scaling = ['dataType', 'slope', 'intercept', 'maxProportion'].some((key) => key in changed);
          if (!point && scaling && !form.isFieldTouched('decimals')) form.setFieldValue('decimals', defaultDecimals(all));
        }}
      >
        {section('address', [
          item('name', text('name', POINT_NAME_MAX_LENGTH), { required: true }),
          ...(tagProtocol
            ? [
                <Col xs={24} sm={12} lg={12} key="tag">
                  <Form.Item
                    name="tag"
                    label={t(builtKey(`points:form.tag_${protocol}`))}
                    required
                    dependencies={['dataType']}
                    rules={[
                      {
                        validator: async () => {
                          const values = form.getFieldsValue(true) as PointFormValues;
                          const body = toPointBody(values, protocol);
                          const issue = pointAddressIssues(protocol!, body).find((i) => i.path[0] === 'tag' || i.path[0] === 'dataType');
                          if (issue) throw new Error(t(builtKey(`messages:${issue.message}`), issue.params ?? {}));
                        },
                      },
                    ]}
                  >
                    <Input
                      autoComplete="off"
                      maxLength={POINT_TAG_MAX_LENGTH}
                      placeholder={protocol === 'opcua' ? 'ns=2;s=Press.Temperature' : 'DB5.DBW10'}
                      data-testid="point-form-tag"
                    />
                  </Form.Item>
                </Col>,
              ]
            : [
                <Col xs={24} sm={12} lg={6} key="family">
                  <Form.Item label={t('points:form.family')}>
                    <Select
                      value={family}
                      options={familyOptions()}
                      onChange={(next: RegisterFamilyName) => {
                        setFamily(next);
                        const area = form.getFieldValue('area') as string | undefined;
                        if (area && !areaGroups(next).some((group) => group.areas.includes(area))) form.setFieldsValue({ area: undefined });
                      }}
                      data-testid="point-form-family"
                    />
                  </Form.Item>
                </Col>,
                item(
                  'area',
                  <Select
                    placeholder={choose}
                    showSearch
                    options={areaGroups(family).map((group) => ({
                      label: t(builtKey(`points:form.${group.kind}`)),
                      title: group.kind,
                      options: group.areas.map((area) => ({ value: area, label: area })),
                    }))}
                    data-testid="point-form-area"
                  />,
                  { required: true },
                ),
                item('address', number('address', { min: 0, precision: 0 }), { required: true }),
              ]),
          ...(protocol === 'modbus_rtu' ? [item('unitId', number('unitId', { min: 0, max: 255, precision: 0 }))] : []),
          item('startBit', number('startBit', { min: 0, max: 15, precision: 0 })),
          item('length', number('length', { min: 1, precision: 0 }), { required: true }),
          item('intervalMs', number('intervalMs', { min: 1, precision: 0 }), { required: true }),
        ])}
        {section('value', [
          item(
            'dataType',
            <Select
              placeholder={choose}
              options={DATA_TYPE_CODES.map((code) => ({
                value: code,
                label: `${DATA_TYPES[code].label[language]} (${DATA_TYPES[code].key})`,
              }))}
              data-testid="point-form-dataType"
            />,
            { required: true },
          ),
          item(
            'displayFormat',
            <Select
              options={DISPLAY_FORMAT_CODES.map((code) => ({ value: code, label: DISPLAY_FORMATS[code].label[language] }))}
              data-testid="point-form-displayFormat"
            />,
            { required: true },
          ),
          item('unit', text('unit', POINT_UNIT_MAX_LENGTH)),
          item('decimals', number('decimals', { min: 0, max: 6, precision: 0 }), { required: true }),
        ])}
        {section('scale', [
          item('slope', number('slope')),
          item('intercept', number('intercept')),
          item('lowerLimit', number('lowerLimit')),
          item('upperLimit', number('upperLimit')),
          item('minData', number('minData')),
          item('maxData', number('maxData')),
          item('minProportion', number('minProportion')),
          item('maxProportion', number('maxProportion')),
        ])}
        {section('other', [
          item('writable', <Switch data-testid="point-form-writable" />, { switch: true, span: 3 }),
          item('save', <Switch data-testid="point-form-save" />, { switch: true, span: 3 }),
          item('registerGroup', text('registerGroup', REGISTER_GROUP_MAX_LENGTH)),
          item('valueDescription', text('valueDescription', POINT_TEXT_MAX_LENGTH, t('points:form.valueDescriptionHint')), { span: 12 }),
          item('multiSegment', text('multiSegment', POINT_TEXT_MAX_LENGTH, t('points:form.multiSegmentHint')), { span: 12 }),
          item('statusTableId', <StatusTableSelect />, { span: 12 }),
        ])}
      </Form>
    </Modal>
  );
}
