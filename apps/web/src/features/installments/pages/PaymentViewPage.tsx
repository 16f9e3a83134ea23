import { Card, Empty, Progress, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { AdminPage } from '../../../ui/AdminPage';
import type { PaymentViewPlan } from '../api/installmentsApi';
import { LockTag, PeriodStatusTag, PlanStateTag, money } from '../components/PlanTags';
import { usePaymentView } from '../hooks/useInstallments';

type Period = PaymentViewPlan['schedule'][number];

/** The customer's payment view (spec §2 /installment_paymentView): per device, the periods, what is paid and what is due. */
export function PaymentViewPage() {
  const { t } = useTranslation();
  const [deviceId, setDeviceId] = useState<number | undefined>();
  const all = usePaymentView(undefined);
  const plans = (all.data ?? []).filter((plan) => deviceId === undefined || plan.deviceId === deviceId);
  const devices = [...new Map((all.data ?? []).map((plan) => [plan.deviceId, plan.deviceName])).entries()];

  return (
    <AdminPage
      title={t('installments:paymentView.title')}
      testId="installment-payment-view"
      filters={
        <Select
          allowClear
          placeholder={t('installments:paymentView.allDevices')}
          style={{ width: 220 }}
          value={deviceId}
          onChange={setDeviceId}
          options={devices.map(([value, label]) => ({ value, label }))}
        />
      }
    >
      {!all.isLoading && plans.length === 0 && <Empty description={t('installments:paymentView.empty')} />}
      <Space direction="vertical" style={{ width: '100%' }}>
        {plans.map((plan) => {
          const financed = plan.total - plan.downPayment;
          return (
            <Card
              key={plan.id}
              size="small"
              title={`${plan.deviceName} · ${plan.customerName}`}
              extra={
                <>
                  <PlanStateTag state={plan.state} />
                  <LockTag plan={plan} />
                </>
              }
              data-testid={`payment-plan-${plan.id}`}
            >
              <Progress percent={financed > 0 ? Math.round((plan.paid / financed) * 100) : 100} />
              <p>{t('installments:paymentView.progress', { paid: money(plan.paid), financed: money(financed) })}</p>
              <Table<Period>
                rowKey="index"
                size="small"
                pagination={false}
                dataSource={plan.schedule}
                columns={[
                  { title: t('installments:columns.period'), dataIndex: 'index' },
                  { title: t('installments:columns.dueDate'), dataIndex: 'dueDate' },
                  { title: t('installments:columns.amount'), key: 'amount', render: (_v, p) => money(p.amount) },
                  { title: t('installments:columns.paid'), key: 'paid', render: (_v, p) => money(p.paid) },
                  { title: t('installments:columns.state'), key: 'status', render: (_v, p) => <PeriodStatusTag status={p.status} /> },
                ]}
              />
            </Card>
          );
        })}
      </Space>
    </AdminPage>
  );
}
