import { PlusOutlined } from '@ant-design/icons';
import { PLAN_STATES, type PlanState } from '@fieldlink/domain';
import { Alert, App, Button, Form, Modal, Select, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { builtKey, useTranslation } from '../../../i18n/useTranslation';
import { validValues } from '../../../lib/forms/validValues';
import { useBatchDelete } from '../../../lib/list/useBatchDelete';
import { AdminPage } from '../../../ui/AdminPage';
import { BatchDeleteButton } from '../../../ui/BatchDeleteButton';
import { actionsColumn } from '../../../ui/actionsColumn';
import { Permission, DeleteRowButton } from '../../access';
import type { PlanSummary } from '../api/installmentsApi';
import { PlanForm, planBody, type PlanFormValues } from '../components/PlanForm';
import { LockTag, PlanStateTag, money } from '../components/PlanTags';
import { useCreatePlan, useDeletePlan, useInstallmentPlans } from '../hooks/useInstallments';
import { installmentDetailsPath } from '../utils/paths';

const PAGE = 'installmentManagement';

/** Installment management (spec §2 /installmentManagement): the plans with their state; the overdue and locked lists by filter. */
export function InstallmentManagementPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [state, setState] = useState<PlanState | undefined>();
  const [adding, setAdding] = useState(false);
  const [form] = Form.useForm<PlanFormValues>();
  const list = useInstallmentPlans(state);
  const create = useCreatePlan();
  const remove = useDeletePlan();
  const batch = useBatchDelete(
    (id) => remove.mutateAsync(id),
    () => list.refetch(),
  );

  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    await create.mutateAsync(planBody(values));
    void message.success(t('installments:created'));
    setAdding(false);
    form.resetFields();
  };

  const columns: TableColumnsType<PlanSummary> = [
    { title: t('installments:columns.customer'), dataIndex: 'customerName' },
    { title: t('installments:columns.device'), key: 'device', render: (_v, plan) => `${plan.deviceName} (${plan.boxId})` },
    { title: t('installments:columns.totalWithDown'), key: 'total', render: (_v, plan) => money(plan.total) },
    { title: t('installments:columns.paidInstallments'), key: 'paid', render: (_v, plan) => money(plan.paid) },
    { title: t('installments:columns.amountDue'), key: 'due', render: (_v, plan) => money(plan.amountDue) },
    { title: t('installments:columns.nextDue'), dataIndex: 'nextDueDate' },
    { title: t('installments:columns.state'), key: 'state', render: (_v, plan) => <PlanStateTag state={plan.state} /> },
    { title: t('installments:columns.lock'), key: 'lock', render: (_v, plan) => <LockTag plan={plan} /> },
    actionsColumn<PlanSummary>(t('installments:columns.actions'), (plan) => (
      <>
        <Link to={installmentDetailsPath(plan.id)} data-testid={`plan-open-${plan.id}`}>
          {t('installments:details')}
        </Link>
        <DeleteRowButton
          page={PAGE}
          name={plan.customerName}
          confirm={t('installments:confirmDelete', { name: plan.customerName })}
          onDelete={() => remove.mutateAsync(plan.id).then(() => void message.success(t('installments:deleted')))}
          testId={`plan-delete-${plan.id}`}
        />
      </>
    )),
  ];

  return (
    <AdminPage
      title={t('installments:title')}
      testId="installments"
      filters={
        <Select
          allowClear
          placeholder={t('installments:allStates')}
          style={{ width: 180 }}
          value={state}
          onChange={setState}
          options={PLAN_STATES.map((value) => ({ value, label: t(builtKey(`installments:states.${value}`)) }))}
          data-testid="plan-state-filter"
        />
      }
      actions={
        <>
          <BatchDeleteButton page={PAGE} batch={batch} testId="plans-batch-delete" />
          <Permission page={PAGE} need="add">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="plan-add">
              {t('installments:new')}
            </Button>
          </Permission>
        </>
      }
    >
      <Alert type="info" showIcon message={t('installments:intro')} style={{ marginBottom: 16 }} />
      <Table
        rowKey="id"
        size="middle"
        loading={list.isLoading}
        columns={columns}
        dataSource={list.data?.items ?? []}
        rowSelection={batch.rowSelection}
        pagination={false}
        locale={{ emptyText: t('installments:empty') }}
      />
      <Modal
        open={adding}
        title={t('installments:new')}
        width={800}
        onCancel={() => setAdding(false)}
        onOk={() => void submit()}
        confirmLoading={create.isPending}
        okButtonProps={{ 'data-testid': 'plan-save' } as Record<`data-${string}`, string>}
        destroyOnHidden
        forceRender
      >
        <PlanForm form={form} />
      </Modal>
    </AdminPage>
  );
}
