import { Card, DotLoading, Empty, List, ProgressBar } from 'antd-mobile';
import { useTranslation } from '../../../../i18n/useTranslation';
import { LockTag, PeriodStatusTag, PlanStateTag, money } from '../../components/PlanTags';
import { usePaymentView } from '../../hooks/useInstallments';

/** Phone: the customer's payment view, one card per device's plan with its periods. */
export function MobilePaymentViewPage() {
  const { t } = useTranslation();
  const view = usePaymentView(undefined);
  const plans = view.data ?? [];
  if (view.isLoading)
    return (
      <div style={{ textAlign: 'center', padding: 32 }}>
        <DotLoading />
      </div>
    );
  return (
    <div data-testid="installment-payment-view-mobile" style={{ padding: 12 }}>
      {plans.length === 0 && <Empty description={t('installments:paymentView.empty')} />}
      {plans.map((plan) => {
        const financed = plan.total - plan.downPayment;
        return (
          <Card key={plan.id} title={plan.deviceName} style={{ marginBottom: 12 }}>
            <div style={{ marginBottom: 8 }}>
              <PlanStateTag state={plan.state} />
              <LockTag plan={plan} />
            </div>
            <ProgressBar percent={financed > 0 ? (plan.paid / financed) * 100 : 100} />
            <p>{t('installments:paymentView.progress', { paid: money(plan.paid), financed: money(financed) })}</p>
            <List>
              {plan.schedule.map((period) => (
                <List.Item key={period.index} extra={<PeriodStatusTag status={period.status} />} description={period.dueDate}>
                  {`${t('installments:columns.period')} ${period.index} · ${money(period.amount)}`}
                </List.Item>
              ))}
            </List>
          </Card>
        );
      })}
    </div>
  );
}
