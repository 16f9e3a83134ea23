import {
  WORK_ORDER_CONTACT_NAME_MAX_LENGTH,
  WORK_ORDER_DETAIL_MAX_LENGTH,
  WORK_ORDER_NATURES,
  WORK_ORDER_PROBLEM_MAX_LENGTH,
  WorkOrderCreateSchema,
  type WorkOrderNature,
  PHONE_LENGTH,
} from '@fieldlink/domain';
import { Button, DotLoading, Form, Input, Switch, TextArea, Toast } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../../i18n/useTranslation';
import { useSchemaRule } from '../../../../lib/forms/useSchemaRule';
import { EmptyState } from '../../../../ui/EmptyState';
import { useProfile } from '../../../auth';
import type { OrderDetail } from '../../api/workOrdersApi';
import { NativeSelect } from '../../components/NativeSelect';
import { useDeviceChoices } from '../../hooks/useProjectChoices';
import { useOrderDetail, useOrderMutations } from '../../hooks/useWorkOrders';
import { mayEditOrder } from '../../utils/orderActions';
import { orderIdOf, workDetailsPath } from '../../utils/orderPaths';
import { announceIncompleteForm } from '../../../../lib/forms/incompleteForm';

interface Values {
  deviceId?: number | undefined;
  nature?: WorkOrderNature | '';
  problem: string;
  detail?: string;
  contactName: string;
  contactPhone: string;
  dueDate?: string;
  warrantyUntil?: string;
  public: boolean;
}

const shape = WorkOrderCreateSchema.shape;
const nativeStyle = { width: '100%', fontSize: 16, padding: '6px 0', border: 0, background: 'transparent' } as const;

/** Mobile edit of a pending order (/workOrderEdit?id=): the desktop edit's fields and rules (PUT /work-orders/:id), the project fixed. */
export function MobileOrderEditPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const id = orderIdOf(query);
  const detail = useOrderDetail(id);
  const profile = useProfile('mobile').data;
  if (id === null || detail.isError) return <EmptyState title={t('workOrders:edit.title')} description={t('workOrders:notFound')} />;
  const order = detail.data;
  if (!order || !profile)
    return (
      <div style={{ textAlign: 'center', padding: 32 }}>
        <DotLoading />
      </div>
    );
  if (!mayEditOrder(profile, order)) return <EmptyState title={t('workOrders:edit.title')} description={t('access:noAuthority')} />;
  return <EditForm order={order} />;
}

function EditForm({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rule = useSchemaRule();
  const [form] = Form.useForm<Values>();
  const devices = useDeviceChoices(order.projectId);
  const { edit } = useOrderMutations();
  const initial: Values = {
    deviceId: order.deviceId ?? undefined,
    nature: (order.nature as WorkOrderNature | null) ?? '',
    problem: order.problem,
    detail: order.detail ?? '',
    contactName: order.contactName,
    contactPhone: order.contactPhone,
    dueDate: order.dueDate?.slice(0, 10) ?? '',
    warrantyUntil: order.warrantyUntil?.slice(0, 10) ?? '',
    public: order.public,
  };
  const save = (values: Values) =>
    edit.mutate(
      {
        id: order.id,
        body: {
          deviceId: values.deviceId ?? null,
          nature: values.nature || null,
          problem: values.problem,
          detail: values.detail ?? null,
          contactName: values.contactName,
          contactPhone: values.contactPhone,
          dueDate: values.dueDate || null,
          warrantyUntil: values.warrantyUntil || null,
          public: values.public,
        },
      },
      {
        onSuccess: () => {
          Toast.show({ icon: 'success', content: t('workOrders:done') });
          void navigate(workDetailsPath(order.id), { replace: true });
        },
      },
    );

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial}
      data-testid="order-edit"
      onFinish={save}
      onFinishFailed={announceIncompleteForm}

      footer={
        <Button block type="submit" color="primary" loading={edit.isPending} data-testid="order-edit-save">
          {t('access:actions.save')}
        </Button>
      }
    >
      <Form.Item name="deviceId" label={t('workOrders:fields.device')}>
        <DeviceField options={(devices.data ?? []).map((device) => ({ id: device.id, name: device.name }))} />
      </Form.Item>
      <Form.Item name="nature" label={t('workOrders:fields.nature')}>
        <NatureSelect />
      </Form.Item>
      <Form.Item name="problem" label={t('workOrders:fields.problem')} required rules={[rule(shape.problem)] as never}>
        <TextArea rows={3} maxLength={WORK_ORDER_PROBLEM_MAX_LENGTH} data-testid="order-edit-problem" />
      </Form.Item>
      <Form.Item name="detail" label={t('workOrders:fields.detail')}>
        <TextArea rows={2} maxLength={WORK_ORDER_DETAIL_MAX_LENGTH} />
      </Form.Item>
      <Form.Item name="contactName" label={t('workOrders:fields.contactName')} required rules={[rule(shape.contactName)] as never}>
        <Input maxLength={WORK_ORDER_CONTACT_NAME_MAX_LENGTH} data-testid="order-edit-contact" />
      </Form.Item>
      <Form.Item name="contactPhone" label={t('workOrders:fields.contactPhone')} required rules={[rule(shape.contactPhone)] as never}>
        <Input type="tel" maxLength={PHONE_LENGTH} data-testid="order-edit-phone" />
      </Form.Item>
      <Form.Item name="dueDate" label={t('workOrders:fields.dueDate')}>
        <DateInput />
      </Form.Item>
      <Form.Item name="warrantyUntil" label={t('workOrders:fields.warrantyUntil')}>
        <DateInput />
      </Form.Item>
      <Form.Item name="public" label={t('workOrders:fields.public')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </Form>
  );
}

/** The project's devices in the phone's own picker, as a form field. */
function DeviceField({
  value,
  onChange,
  options,
}: {
  value?: number;
  onChange?: (value: number | undefined) => void;
  options: { id: number; name: string }[];
}) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      value={value}
      onChange={(next) => onChange?.(next)}
      options={options}
      placeholder={t('workOrders:request.chooseDevice')}
      testId="order-edit-device"
    />
  );
}

/** The phone's own date picker; the form holds YYYY-MM-DD or ''. */
function DateInput({ value, onChange }: { value?: string; onChange?: (value: string) => void }) {
  return <input type="date" value={value ?? ''} onChange={(event) => onChange?.(event.target.value)} style={nativeStyle} />;
}

function NatureSelect({ value, onChange }: { value?: string; onChange?: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <select value={value ?? ''} onChange={(event) => onChange?.(event.target.value)} style={nativeStyle} data-testid="order-edit-nature">
      <option value="">—</option>
      {WORK_ORDER_NATURES.map((nature) => (
        <option key={nature} value={nature}>
          {t(`workOrders:natures.${nature}`)}
        </option>
      ))}
    </select>
  );
}
