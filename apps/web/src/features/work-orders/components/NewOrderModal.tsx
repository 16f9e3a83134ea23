import {
  WORK_ORDER_CONTACT_NAME_MAX_LENGTH,
  WORK_ORDER_DETAIL_MAX_LENGTH,
  WORK_ORDER_NATURES,
  WORK_ORDER_PROBLEM_MAX_LENGTH,
  WorkOrderCreateSchema,
  type WorkOrderNature,
  PHONE_LENGTH,
} from '@fieldlink/domain';
import { DatePicker, Form, Input, Modal, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from '../../../i18n/useTranslation';
import { useSchemaRule } from '../../../lib/forms/useSchemaRule';
import { serverFieldErrors } from '../../../lib/forms/serverFieldErrors';
import { useDeviceChoices, useProjectChoices } from '../hooks/useProjectChoices';
import type { OrderDetail } from '../api/workOrdersApi';
import { useOrderMutations } from '../hooks/useWorkOrders';
import { validValues } from '../../../lib/forms/validValues';

interface Values {
  projectId: number;
  deviceId?: number;
  nature?: WorkOrderNature;
  problem: string;
  detail?: string;
  contactName: string;
  contactPhone: string;
  dueDate?: Dayjs;
  warrantyUntil?: Dayjs;
  public?: boolean;
}

const FIELDS = ['projectId', 'deviceId', 'nature', 'problem', 'detail', 'contactName', 'contactPhone', 'dueDate', 'warrantyUntil'];

/** The form's values of an order being edited. */
function valuesOf(order: OrderDetail): Values {
  const day = (value: string | null) => (value ? dayjs(value) : undefined);
  return {
    projectId: order.projectId,
    deviceId: order.deviceId ?? undefined,
    nature: (order.nature as WorkOrderNature | null) ?? undefined,
    problem: order.problem,
    detail: order.detail ?? undefined,
    contactName: order.contactName,
    contactPhone: order.contactPhone,
    dueDate: day(order.dueDate),
    warrantyUntil: day(order.warrantyUntil),
    public: order.public,
  };
}

/**
 * Desktop staff entry of an order (docs/API.md POST /work-orders): nature, detail, due date, warranty and
 * customer contact. Given `order`, the same form edits that pending order (PUT, its project fixed).
 */
export function NewOrderModal({
  order,
  onClose,
  onCreated,
}: {
  order?: OrderDetail;
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [form] = Form.useForm<Values>();
  const projectId = Form.useWatch('projectId', form);
  const projects = useProjectChoices();
  const devices = useDeviceChoices(projectId);
  const { create, edit } = useOrderMutations();
  const saving = order ? edit : create;
  const shape = WorkOrderCreateSchema.shape;

  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    const day = (value?: Dayjs) => (value ? value.format('YYYY-MM-DD') : null);
    const body = { ...values, dueDate: day(values.dueDate), warrantyUntil: day(values.warrantyUntil), public: values.public ?? false };
    const handlers = {
      onSuccess: (saved: { id: number }) => onCreated(saved.id),
      onError: (error: unknown) => form.setFields(serverFieldErrors(error, FIELDS) as never),
    };
    if (order) {
      const { projectId: _project, ...changes } = body;
      edit.mutate({ id: order.id, body: { ...changes, deviceId: changes.deviceId ?? null, nature: changes.nature ?? null } }, handlers);
    } else create.mutate(body, handlers);
  };

  return (
    <Modal
      open
      width={680}
      title={order ? `${t('workOrders:edit.title')} ${order.number}` : t('workOrders:create.title')}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving.isPending}
      okButtonProps={{ 'data-testid': 'new-order-ok' }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={order ? valuesOf(order) : undefined} data-testid="new-order-form">
        <Form.Item
          name="projectId"
          label={t('workOrders:fields.project')}
          rules={[{ required: true, message: t('messages:validation.required') }]}
        >
          <Select
            showSearch
            disabled={!!order}
            optionFilterProp="label"
            onChange={() => form.setFieldValue('deviceId', undefined)}
            options={(projects.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
          />
        </Form.Item>
        <Form.Item name="deviceId" label={t('workOrders:fields.device')}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            options={(devices.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
          />
        </Form.Item>
        <Form.Item name="nature" label={t('workOrders:fields.nature')}>
          <Select allowClear options={WORK_ORDER_NATURES.map((nature) => ({ value: nature, label: t(`workOrders:natures.${nature}`) }))} />
        </Form.Item>
        <Form.Item name="problem" required label={t('workOrders:fields.problem')} rules={[rule(shape.problem)]}>
          <Input.TextArea rows={2} maxLength={WORK_ORDER_PROBLEM_MAX_LENGTH} />
        </Form.Item>
        <Form.Item name="detail" label={t('workOrders:fields.detail')}>
          <Input.TextArea rows={2} maxLength={WORK_ORDER_DETAIL_MAX_LENGTH} />
        </Form.Item>
        <div style={{ display: 'flex', gap: 16 }}>
          <Form.Item
            name="contactName"
            required
            label={t('workOrders:fields.contactName')}
            rules={[rule(shape.contactName)]}
            style={{ flex: 1 }}
          >
            <Input maxLength={WORK_ORDER_CONTACT_NAME_MAX_LENGTH} />
          </Form.Item>
          <Form.Item
            name="contactPhone"
            required
            label={t('workOrders:fields.contactPhone')}
            rules={[rule(shape.contactPhone)]}
            style={{ flex: 1 }}
          >
            <Input maxLength={PHONE_LENGTH} />
          </Form.Item>
        </div>
        <div style={{ display: 'flex', gap: 16 }}>
          <Form.Item name="dueDate" label={t('workOrders:fields.dueDate')} style={{ flex: 1 }}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="warrantyUntil" label={t('workOrders:fields.warrantyUntil')} style={{ flex: 1 }}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="public" label={t('workOrders:fields.public')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </div>
      </Form>
    </Modal>
  );
}
