import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { ALARM_OPS, COLLECTION_INTERVAL_MIN_S, COLLECTION_TASK_NAME_MAX, CollectionTaskBodySchema } from '@fieldlink/domain';
import { Alert, Button, Form, Input, InputNumber, Modal, Radio, Select, Space, Switch, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useLayoutEffect } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { useSchemaRule } from '../../../lib/forms/useSchemaRule';
import { devicesApi } from '../../devices';
import { pointsApi } from '../../points';
import type { CollectionTaskBody, CollectionTaskRow } from '../api/reportsApi';
import { validValues } from '../../../lib/forms/validValues';

interface FormValues {
  name: string;
  deviceId?: number;
  mode: 'periodic' | 'conditional';
  intervalS?: number | null;
  pointIds: number[];
  conditions: { pointId?: number; op: string; value?: number; value2?: number }[];
  logic: 'and' | 'or';
  windows: [Dayjs, Dayjs][];
  enabled: boolean;
}

const clock = (value: string) => dayjs(`2000-01-01T${value === '24:00' ? '23:59' : value}`);

/** The form of a historical collection task (periodic or conditional, with time windows). */
export function CollectionTaskModal({
  task,
  open,
  onClose,
  onSubmit,
}: {
  task: CollectionTaskRow | null;
  open: boolean;
  onClose: () => void;
  onSubmit: (body: CollectionTaskBody) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const client = useApiClient();
  const rule = useSchemaRule();
  const [form] = Form.useForm<FormValues>();
  const deviceId = Form.useWatch('deviceId', form);
  const mode = Form.useWatch('mode', form);
  const devices = useQuery({
    queryKey: ['devices', 'options'],
    queryFn: () => devicesApi.list(client, { page: 1, pageSize: 500 }, true),
    enabled: open,
  });
  const points = useQuery({
    queryKey: ['points', deviceId],
    queryFn: () => pointsApi.list(client, deviceId!),
    enabled: open && !!deviceId,
  });
  const pointOptions = (points.data?.items ?? []).map((p) => ({ value: p.id, label: p.unit ? `${p.name} (${p.unit})` : p.name }));

  useLayoutEffect(() => {
    if (!open) return;
    form.resetFields();
    if (task)
      form.setFieldsValue({
        ...task,
        windows: task.windows.map((w) => [clock(w.start), clock(w.end)] as [Dayjs, Dayjs]),
        conditions: task.conditions,
      });
  }, [open, task, form]);

  async function submit() {
    const v = await validValues(form);
    if (!v) return;
    await onSubmit({
      name: v.name,
      deviceId: v.deviceId!,
      mode: v.mode,
      intervalS: v.mode === 'periodic' ? (v.intervalS ?? null) : null,
      pointIds: v.pointIds,
      conditions:
        v.mode === 'conditional'
          ? v.conditions.map((c) => ({
              pointId: c.pointId!,
              op: c.op as never,
              value: c.value ?? 0,
              ...(c.value2 !== undefined ? { value2: c.value2 } : {}),
            }))
          : [],
      logic: v.logic,
      windows: (v.windows ?? []).map(([start, end]) => ({ start: start.format('HH:mm'), end: end.format('HH:mm') })),
      enabled: v.enabled,
    });
    onClose();
  }

  return (
    <Modal
      open={open}
      title={t(task ? 'reports:collection.edit' : 'reports:collection.add')}
      onCancel={onClose}
      onOk={() => void submit()}
      width={720}
      destroyOnHidden
      data-testid="collection-task-modal"
    >
      <Alert type="info" showIcon message={t('reports:collection.hint')} style={{ marginBottom: 16 }} />
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={{ mode: 'periodic', intervalS: 60, logic: 'and', enabled: true, conditions: [], windows: [], pointIds: [] }}
      >
        <Space.Compact block>
          <Form.Item
            name="name"
            label={t('reports:collection.name')}
            rules={[rule(CollectionTaskBodySchema.shape.name)]}
            style={{ flex: 1 }}
          >
            <Input count={{ show: true, max: COLLECTION_TASK_NAME_MAX }} data-testid="task-name" />
          </Form.Item>
        </Space.Compact>
        <Form.Item
          name="deviceId"
          label={t('reports:collection.device')}
          rules={[{ required: true, message: t('messages:validation.required') }]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={(devices.data?.items ?? []).map((d) => ({ value: d.id, label: d.name }))}
            data-testid="task-device"
          />
        </Form.Item>
        <Form.Item name="mode" label={t('reports:collection.mode')}>
          <Radio.Group
            options={(['periodic', 'conditional'] as const).map((m) => ({ value: m, label: t(`reports:collection.modes.${m}`) }))}
            optionType="button"
          />
        </Form.Item>
        {mode === 'periodic' && (
          <Form.Item name="intervalS" label={t('reports:collection.intervalS')} rules={[rule(CollectionTaskBodySchema.shape.intervalS)]}>
            <InputNumber min={COLLECTION_INTERVAL_MIN_S} precision={0} style={{ width: 200 }} data-testid="task-interval" />
          </Form.Item>
        )}
        <Form.Item
          name="pointIds"
          label={t('reports:collection.points')}
          rules={[{ required: true, type: 'array', min: 1, message: t('messages:validation.selectOne') }]}
        >
          <Select mode="multiple" options={pointOptions} data-testid="task-points" />
        </Form.Item>
        {mode === 'conditional' && (
          <>
            <Form.Item name="logic" label={t('reports:collection.logic')}>
              <Radio.Group options={(['and', 'or'] as const).map((l) => ({ value: l, label: t(`reports:collection.logics.${l}`) }))} />
            </Form.Item>
            <Form.List name="conditions">
              {(fields, { add, remove }) => (
                <Form.Item label={t('reports:collection.conditions')}>
                  {fields.map((field) => (
                    <Space key={field.key} align="baseline" wrap>
                      <Form.Item name={[field.name, 'pointId']} rules={[{ required: true, message: t('messages:validation.required') }]}>
                        <Select style={{ width: 180 }} options={pointOptions} placeholder={t('reports:collection.points')} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'op']} initialValue=">">
                        <Select style={{ width: 120 }} options={ALARM_OPS.map((op) => ({ value: op, label: t(`reports:ops.${op}`) }))} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'value']} rules={[{ required: true, message: t('messages:validation.required') }]}>
                        <InputNumber style={{ width: 110 }} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'value2']}>
                        <InputNumber style={{ width: 110 }} />
                      </Form.Item>
                      <MinusCircleOutlined onClick={() => remove(field.name)} />
                    </Space>
                  ))}
                  <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ op: '>' })} data-testid="task-add-condition">
                    {t('reports:collection.addCondition')}
                  </Button>
                </Form.Item>
              )}
            </Form.List>
          </>
        )}
        <Form.List name="windows">
          {(fields, { add, remove }) => (
            <Form.Item label={t('reports:collection.windows')} extra={fields.length === 0 ? t('reports:collection.allDay') : undefined}>
              {fields.map((field) => (
                <Space key={field.key} align="baseline">
                  <Form.Item name={field.name} rules={[{ required: true, message: t('messages:validation.required') }]}>
                    <TimePicker.RangePicker format="HH:mm" order={false} />
                  </Form.Item>
                  <MinusCircleOutlined onClick={() => remove(field.name)} />
                </Space>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add([clock('08:00'), clock('18:00')])}>
                {t('reports:collection.addWindow')}
              </Button>
            </Form.Item>
          )}
        </Form.List>
        <Form.Item name="enabled" label={t('reports:collection.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
