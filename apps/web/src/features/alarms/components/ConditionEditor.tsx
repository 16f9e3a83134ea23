import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ALARM_CONDITIONS_MAX } from '@fieldlink/domain';
import { Button, Flex, Form, InputNumber, Radio, Select } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { isBitOp, needsValue2, OPS, type ConditionForm } from '../utils/conditionForm';

export interface ConditionEditorProps {
  /** The device's points, for comparisons on another point. */
  points: { id: number; name: string }[];
}

/** The condition of an alarm source: one comparison or several joined by AND / OR, each on any point of the device. */
export function ConditionEditor({ points }: ConditionEditorProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<{ condition: ConditionForm }>();
  const join = Form.useWatch(['condition', 'join'], form) ?? 'single';
  const required = [{ required: true, message: t('alarms:form.required') }];
  return (
    <Flex vertical gap={8} data-testid="condition-editor">
      <Form.Item name={['condition', 'join']} noStyle>
        <Radio.Group
          optionType="button"
          size="small"
          options={(['single', 'all', 'any'] as const).map((value) => ({ value, label: t(`alarms:form.${value}`) }))}
          onChange={(e) => {
            if (e.target.value === 'single') {
              const rows = form.getFieldValue(['condition', 'rows']) as ConditionForm['rows'];
              form.setFieldValue(['condition', 'rows'], rows.slice(0, 1));
            }
          }}
        />
      </Form.Item>
      <Form.List name={['condition', 'rows']}>
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, index) => (
              <Flex key={field.key} gap={8} wrap align="start" data-testid={`condition-row-${index}`}>
                {join !== 'single' && (
                  <Form.Item name={[field.name, 'pointId']} style={{ marginBottom: 0 }}>
                    <Select
                      allowClear
                      placeholder={t('alarms:form.ownPoint')}
                      style={{ width: 150 }}
                      options={points.map((p) => ({ value: p.id, label: p.name }))}
                    />
                  </Form.Item>
                )}
                <Form.Item name={[field.name, 'op']} rules={required} style={{ marginBottom: 0 }}>
                  <Select
                    style={{ width: 130 }}
                    data-testid={`condition-op-${index}`}
                    options={OPS.map((op) => ({ value: op, label: `${t(`alarms:ops.${op}`)}${op.length <= 2 ? ` (${op})` : ''}` }))}
                  />
                </Form.Item>
                <Form.Item noStyle shouldUpdate>
                  {() => {
                    const op = form.getFieldValue(['condition', 'rows', field.name, 'op']);
                    return (
                      <>
                        <Form.Item name={[field.name, 'value']} rules={required} style={{ marginBottom: 0 }}>
                          <InputNumber
                            placeholder={t(isBitOp(op) ? 'alarms:form.bit' : 'alarms:form.value')}
                            min={isBitOp(op) ? 0 : undefined}
                            max={isBitOp(op) ? 52 : undefined}
                            precision={isBitOp(op) ? 0 : undefined}
                            data-testid={`condition-value-${index}`}
                          />
                        </Form.Item>
                        {needsValue2(op) && (
                          <Form.Item name={[field.name, 'value2']} rules={required} style={{ marginBottom: 0 }}>
                            <InputNumber placeholder={t('alarms:form.value2')} data-testid={`condition-value2-${index}`} />
                          </Form.Item>
                        )}
                      </>
                    );
                  }}
                </Form.Item>
                {fields.length > 1 && (
                  <Button type="text" danger icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label="remove" />
                )}
              </Flex>
            ))}
            {join !== 'single' && fields.length < ALARM_CONDITIONS_MAX && (
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ op: '>', value: null })} style={{ width: 200 }}>
                {t('alarms:form.addCondition')}
              </Button>
            )}
          </>
        )}
      </Form.List>
    </Flex>
  );
}
