import { WORK_ORDER_SOLUTION_MAX_LENGTH, WorkOrderCompleteSchema, type WorkOrderStatus } from '@fieldlink/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DotLoading, Empty, Form, List, Popup, Tabs, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation, builtKey } from '../../../../i18n/useTranslation';
import { useApiClient } from '../../../../lib/http/ApiClientContext';
import { useCompanyTimeZone } from '../../../auth';
import { OrderStatusTag } from '../../../../ui/OrderStatusTag';
import { maintenanceApi, type MaintenanceOrderRow, type MaintenanceOrderView } from '../../api/maintenanceApi';
import { formatInZone } from '../../utils/zoneTime';
import { announceIncompleteForm } from '../../../../lib/forms/incompleteForm';

const STEP = 20;
const SUBMITTABLE: readonly WorkOrderStatus[] = ['accepted', 'processing'];

function OrderList({ view, onPick }: { view: MaintenanceOrderView; onPick?: (order: MaintenanceOrderRow) => void }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const zone = useCompanyTimeZone();
  const [size, setSize] = useState(STEP);
  const list = useQuery({
    queryKey: ['maintenance-orders', view, { page: 1, pageSize: size }],
    queryFn: () => maintenanceApi.orders(client, view, { page: 1, pageSize: size }),
  });
  if (!list.data)
    return (
      <div style={{ textAlign: 'center', padding: 32 }}>
        <DotLoading />
      </div>
    );
  return (
    <>
      <List>
        {list.data.items.map((order) => (
          <List.Item
            key={order.id}
            data-testid={`maintenance-order-${order.id}`}
            extra={<OrderStatusTag status={order.status as WorkOrderStatus} />}
            description={`${order.number} · ${order.projectName} · ${formatInZone(order.planDueAt, zone)}${order.solution ? ` · ${order.solution}` : ''}`}
            {...(onPick && SUBMITTABLE.includes(order.status as WorkOrderStatus) ? { onClick: () => onPick(order) } : {})}
          >
            {order.planName ?? order.problem}
          </List.Item>
        ))}
      </List>
      {list.data.items.length === 0 && <Empty description={t('maintenance:orders.empty')} />}
      {list.data.items.length < list.data.total && (
        <div style={{ padding: 16 }}>
          <Button block loading={list.isFetching} onClick={() => setSize((n) => n + STEP)}>
            {t('maintenance:orders.more')}
          </Button>
        </div>
      )}
    </>
  );
}

/** Mobile maintenance orders: my orders (maintain_mine) or every order (maintain_list). */
export function MobileMaintenanceOrdersPage({ view }: { view: 'all' | 'mine' }) {
  return (
    <div data-testid={`mobile-maintenance-${view}`}>
      <OrderList view={view} />
    </div>
  );
}

export function MobileMaintenanceMinePage() {
  return <MobileMaintenanceOrdersPage view="mine" />;
}

export function MobileMaintenanceListPage() {
  return <MobileMaintenanceOrdersPage view="all" />;
}

/** Mobile maintain_submit: tap one of my accepted orders to submit its result; the submissions below. */
export function MobileMaintenanceSubmitPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<MaintenanceOrderRow | null>(null);
  const [form] = Form.useForm<{ solution: string }>();
  const submit = useMutation({
    mutationFn: (solution: string) => maintenanceApi.submit(client, picked?.id ?? 0, { solution }),
    onSuccess: () => {
      Toast.show({ icon: 'success', content: t('maintenance:orders.submittedDone') });
      setPicked(null);
      void queryClient.invalidateQueries({ queryKey: ['maintenance-orders'] });
    },
  });
  const solutionRule = {
    validator: (_rule: unknown, value: string | undefined) => {
      const result = WorkOrderCompleteSchema.shape.solution.safeParse(value ?? '');
      return result.success
        ? Promise.resolve()
        : Promise.reject(new Error(t(builtKey(`messages:${result.error.issues[0]?.message ?? 'validation.required'}`))));
    },
  };
  return (
    <div data-testid="mobile-maintenance-submit">
      <Tabs defaultActiveKey="mine">
        <Tabs.Tab key="mine" title={t('maintenance:orders.toSubmit')}>
          <OrderList
            view="mine"
            onPick={(order) => {
              form.resetFields();
              setPicked(order);
            }}
          />
        </Tabs.Tab>
        <Tabs.Tab key="submitted" title={t('maintenance:orders.submitted')}>
          <OrderList view="submitted" />
        </Tabs.Tab>
      </Tabs>
      <Popup visible={picked !== null} onMaskClick={() => setPicked(null)} bodyStyle={{ borderTopLeftRadius: 8, borderTopRightRadius: 8 }}>
        <Form
          form={form}
          layout="vertical"
          onFinishFailed={announceIncompleteForm}
          onFinish={(values) => submit.mutate(values.solution)}
          footer={
            <Button block type="submit" color="primary" loading={submit.isPending} data-testid="mobile-submit-ok">
              {t('maintenance:orders.submit')}
            </Button>
          }
        >
          <Form.Header>{picked?.planName ?? picked?.number}</Form.Header>
          <Form.Item name="solution" label={t('maintenance:orders.solution')} rules={[solutionRule]}>
            <TextArea rows={3} maxLength={WORK_ORDER_SOLUTION_MAX_LENGTH} />
          </Form.Item>
        </Form>
      </Popup>
    </div>
  );
}
