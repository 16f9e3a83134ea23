import { Alert, Table, type TableColumnsType } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/useTranslation';
import { AdminPage } from '../../../ui/AdminPage';
import { Permission } from '../../access';
import { idFromQuery } from '../../scada';
import type { PlanSummary } from '../api/installmentsApi';
import { LockTag, PlanStateTag, money } from '../components/PlanTags';
import { UnlockActions } from '../components/UnlockActions';
import { useUnlockable } from '../hooks/useInstallments';

/** Unlock (spec §2 /installmentUnlock): the plans not paid off, locked first; unlock now or issue an offline code. */
export function InstallmentUnlockPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const focus = idFromQuery(params.get('id'));
  const list = useUnlockable();
  const plans = (list.data ?? []).filter((plan) => focus === undefined || plan.id === focus);
  const columns: TableColumnsType<PlanSummary> = [
    { title: t('installments:columns.customer'), dataIndex: 'customerName' },
    { title: t('installments:columns.device'), key: 'device', render: (_v, plan) => `${plan.deviceName} (${plan.boxId})` },
    { title: t('installments:columns.amountDue'), key: 'due', render: (_v, plan) => money(plan.amountDue) },
    { title: t('installments:columns.state'), key: 'state', render: (_v, plan) => <PlanStateTag state={plan.state} /> },
    { title: t('installments:columns.lock'), key: 'lock', render: (_v, plan) => <LockTag plan={plan} /> },
    {
      title: t('installments:columns.actions'),
      key: 'actions',
      render: (_v, plan) => (
        <Permission page="installmentUnlock" need="setValue">
          <UnlockActions planId={plan.id} />
        </Permission>
      ),
    },
  ];
  return (
    <AdminPage title={t('installments:unlock.title')} testId="installment-unlock">
      <Alert type="info" showIcon message={t('installments:unlock.intro')} style={{ marginBottom: 16 }} />
      <Table
        rowKey="id"
        size="middle"
        loading={list.isLoading}
        columns={columns}
        dataSource={plans}
        pagination={false}
        locale={{ emptyText: t('installments:unlock.empty') }}
      />
    </AdminPage>
  );
}
