import { Card, Descriptions, Empty, Space, Table, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { builtKey, useTranslation } from '../../../i18n/useTranslation';
import { AdminPage } from '../../../ui/AdminPage';
import { Permission } from '../../access';
import { idFromQuery } from '../../scada';
import type { PlanDetail } from '../api/installmentsApi';
import { LockTag, PeriodStatusTag, PlanStateTag, money } from '../components/PlanTags';
import { RecordPaymentForm } from '../components/RecordPaymentForm';
import { useInstallmentPlan } from '../hooks/useInstallments';
import { eventNoteText } from '../utils/eventNote';
import { installmentUnlockPath } from '../utils/paths';

type Period = PlanDetail['schedule'][number];
type Payment = PlanDetail['payments'][number];
type Event = PlanDetail['events'][number];

/** One plan (spec §2 /installmentDetails): its periods, payments (record one with a receipt), lock state and log. */
export function InstallmentDetailsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idFromQuery(params.get('id'));
  const plan = useInstallmentPlan(id);
  const data = plan.data;

  if (id === undefined) return <Empty description={t('installments:detail.choose')} />;
  return (
    <AdminPage title={t('installments:detail.title')} testId="installment-details">
      {data && (
        <Space direction="vertical" style={{ width: '100%' }} size="large">
          <Descriptions bordered size="small" column={3}>
            <Descriptions.Item label={t('installments:columns.customer')}>
              {data.customerName} {data.customerPhone ?? ''}
            </Descriptions.Item>
            <Descriptions.Item label={t('installments:columns.device')}>{`${data.deviceName} (${data.boxId})`}</Descriptions.Item>
            <Descriptions.Item label={t('installments:columns.state')}>
              <PlanStateTag state={data.state} />
            </Descriptions.Item>
            <Descriptions.Item label={t('installments:columns.totalWithDown')}>
              <span data-testid="plan-total">
                {money(data.total)} ({t('installments:detail.downPayment', { amount: money(data.downPayment) })})
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('installments:columns.paidInstallments')}>
              <span data-testid="plan-paid">
                {t('installments:paymentView.progress', { paid: money(data.paid), financed: money(data.total - data.downPayment) })}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('installments:columns.amountDue')}>{money(data.amountDue)}</Descriptions.Item>
            <Descriptions.Item label={t('installments:columns.lock')} span={3}>
              <LockTag plan={data} />
              <Permission page="installmentUnlock" need="setValue">
                <Link to={installmentUnlockPath(data.id)}>{t('installments:detail.toUnlock')}</Link>
              </Permission>
            </Descriptions.Item>
          </Descriptions>
          <Card title={t('installments:detail.schedule')} size="small">
            <Table<Period>
              rowKey="index"
              size="small"
              pagination={false}
              dataSource={data.schedule}
              columns={[
                { title: t('installments:columns.period'), dataIndex: 'index' },
                { title: t('installments:columns.dueDate'), dataIndex: 'dueDate' },
                { title: t('installments:columns.graceEnd'), dataIndex: 'graceEnd' },
                { title: t('installments:columns.amount'), key: 'amount', render: (_v, p) => money(p.amount) },
                { title: t('installments:columns.paid'), key: 'paid', render: (_v, p) => money(p.paid) },
                { title: t('installments:columns.state'), key: 'status', render: (_v, p) => <PeriodStatusTag status={p.status} /> },
              ]}
            />
          </Card>
          <Card title={t('installments:detail.payments')} size="small">
            {data.state !== 'paid_off' && (
              <Permission page="installmentDetails" need="add">
                <div style={{ marginBottom: 12 }}>
                  <RecordPaymentForm planId={data.id} suggested={data.amountDue} />
                </div>
              </Permission>
            )}
            <Table<Payment>
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={data.payments}
              locale={{ emptyText: t('installments:detail.noPayments') }}
              columns={[
                { title: t('installments:columns.paidOn'), dataIndex: 'paidOn' },
                { title: t('installments:columns.amount'), key: 'amount', render: (_v, p) => money(p.amount) },
                { title: t('installments:columns.note'), dataIndex: 'note' },
                {
                  title: t('installments:columns.receipt'),
                  key: 'receipt',
                  render: (_v, p) =>
                    p.receiptUrl && (
                      <a href={`/${p.receiptUrl}`} target="_blank" rel="noreferrer">
                        {t('installments:columns.receipt')}
                      </a>
                    ),
                },
                { title: t('installments:columns.by'), dataIndex: 'createdBy' },
              ]}
            />
          </Card>
          <Card title={t('installments:detail.events')} size="small">
            <Table<Event>
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={data.events}
              columns={[
                { title: t('installments:columns.at'), key: 'at', render: (_v, e) => new Date(e.at).toLocaleString() },
                {
                  title: t('installments:columns.event'),
                  key: 'kind',
                  render: (_v, e) => <Tag>{t(builtKey(`installments:events.${e.kind}`))}</Tag>,
                },
                { title: t('installments:columns.reason'), key: 'reason', render: (_v, e) => eventNoteText(t, e.reason) },
                { title: t('installments:columns.status'), key: 'status', render: (_v, e) => eventNoteText(t, e.status) },
                { title: t('installments:columns.by'), dataIndex: 'by' },
              ]}
            />
          </Card>
        </Space>
      )}
    </AdminPage>
  );
}
