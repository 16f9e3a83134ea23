import type { WorkOrderStatus } from '@fieldlink/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Input, Table, Tabs, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { AdminPage } from '../../../ui/AdminPage';
import { Permission } from '../../access';
import { useListPage } from '../../../lib/list/useListPage';
import { formatTime } from '../../../lib/format/formatTime';
import { useCompanyTimeZone } from '../../auth';
import { OrderStatusTag } from '../../../ui/OrderStatusTag';
import { maintenanceApi, type MaintenanceOrderRow, type MaintenanceOrderView } from '../api/maintenanceApi';
import { SubmitResultModal, type SubmitValues } from '../components/SubmitResultModal';
import { formatInZone } from '../utils/zoneTime';

/** Orders a maintainer may still submit a result for. */
const SUBMITTABLE: readonly WorkOrderStatus[] = ['accepted', 'processing'];

function OrdersTable({ view, submit }: { view: MaintenanceOrderView; submit?: (order: MaintenanceOrderRow) => void }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const zone = useCompanyTimeZone();
  const { filter, table } = useListPage({
    queryKey: ['maintenance-orders', view],
    initialFilters: { keyword: undefined as string | undefined },
    fetch: (query) => maintenanceApi.orders(client, view, query),
  });
  const columns: TableColumnsType<MaintenanceOrderRow> = [
    { title: t('maintenance:columns.number'), dataIndex: 'number', fixed: 'left' },
    { title: t('maintenance:columns.plan'), dataIndex: 'planName' },
    { title: t('maintenance:columns.project'), dataIndex: 'projectName' },
    {
      title: t('maintenance:columns.dueAt'),
      dataIndex: 'planDueAt',
      render: (value: string | null) => formatInZone(value, zone),
    },
    {
      title: t('maintenance:columns.orderStatus'),
      dataIndex: 'status',
      render: (status: WorkOrderStatus) => <OrderStatusTag status={status} />,
    },
    { title: t('maintenance:columns.assignee'), dataIndex: 'assigneeName' },
    { title: t('maintenance:columns.phone'), dataIndex: 'contactPhone' },
    ...(view === 'submitted'
      ? [
          { title: t('maintenance:columns.solution'), dataIndex: 'solution' },
          { title: t('maintenance:columns.completedAt'), dataIndex: 'completedAt', render: formatTime },
        ]
      : []),
    ...(submit
      ? [
          {
            title: t('access:actionsColumn'),
            key: 'actions',
            fixed: 'right' as const,
            render: (_value: unknown, row: MaintenanceOrderRow) =>
              SUBMITTABLE.includes(row.status as WorkOrderStatus) ? (
                <Permission page="maintain_submit" need="add">
                  <Button type="link" size="small" onClick={() => submit(row)} data-testid={`order-submit-${row.id}`}>
                    {t('maintenance:orders.submit')}
                  </Button>
                </Permission>
              ) : null,
          },
        ]
      : []),
  ];
  return (
    <>
      <Input.Search
        allowClear
        placeholder={t('maintenance:orders.keyword')}
        style={{ width: 220, marginBottom: 12 }}
        onSearch={(value) => filter({ keyword: value || undefined })}
      />
      <Table<MaintenanceOrderRow>
        rowKey="id"
        size="middle"
        data-testid={`maintenance-orders-${view}`}
        columns={columns}
        {...table}
        scroll={{ x: 'max-content' }}
      />
    </>
  );
}

/** maintain_list: every maintenance order the caller may see. */
export function MaintenanceListPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('maintenance:orders.listTitle')} testId="maintenance-list-page">
      <OrdersTable view="all" />
    </AdminPage>
  );
}

/** maintain_mine: the maintenance orders assigned to the caller. */
export function MaintenanceMinePage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('maintenance:orders.mineTitle')} testId="maintenance-mine-page">
      <OrdersTable view="mine" />
    </AdminPage>
  );
}

/** maintain_submit: submit results on my orders, and the maintenance submission query. */
export function MaintenanceSubmitPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [submitting, setSubmitting] = useState<MaintenanceOrderRow | null>(null);
  const submit = useMutation({
    mutationFn: (values: SubmitValues) => maintenanceApi.submit(client, submitting?.id ?? 0, values),
    onSuccess: () => {
      void message.success(t('maintenance:orders.submittedDone'));
      void queryClient.invalidateQueries({ queryKey: ['maintenance-orders'] });
    },
  });
  return (
    <AdminPage title={t('maintenance:orders.submitTitle')} testId="maintenance-submit-page">
      <Tabs
        items={[
          { key: 'mine', label: t('maintenance:orders.toSubmit'), children: <OrdersTable view="mine" submit={setSubmitting} /> },
          { key: 'submitted', label: t('maintenance:orders.submitted'), children: <OrdersTable view="submitted" /> },
        ]}
      />
      <SubmitResultModal open={submitting !== null} onClose={() => setSubmitting(null)} onSubmit={(values) => submit.mutateAsync(values)} />
    </AdminPage>
  );
}
