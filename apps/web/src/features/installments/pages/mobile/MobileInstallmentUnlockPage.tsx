import { Card, DotLoading, Empty } from 'antd-mobile';
import { useTranslation } from '../../../../i18n/useTranslation';
import { usePermission } from '../../../access';
import { LockTag, PlanStateTag, money } from '../../components/PlanTags';
import { UnlockActions } from '../../components/UnlockActions';
import { useUnlockable } from '../../hooks/useInstallments';

/** Phone: the plans to unlock, locked first, each with "unlock now" and "unlock code". */
export function MobileInstallmentUnlockPage() {
  const { t } = useTranslation();
  const permission = usePermission('installmentUnlock');
  const list = useUnlockable();
  const plans = list.data ?? [];
  if (list.isLoading)
    return (
      <div style={{ textAlign: 'center', padding: 32 }}>
        <DotLoading />
      </div>
    );
  return (
    <div data-testid="installment-unlock-mobile" style={{ padding: 12 }}>
      <p style={{ color: '#666', fontSize: 13 }}>{t('installments:unlock.intro')}</p>
      {plans.length === 0 && <Empty description={t('installments:unlock.empty')} />}
      {plans.map((plan) => (
        <Card key={plan.id} title={`${plan.deviceName} · ${plan.customerName}`} style={{ marginBottom: 12 }}>
          <div style={{ marginBottom: 8 }}>
            <PlanStateTag state={plan.state} />
            <LockTag plan={plan} />
          </div>
          <p>{`${t('installments:columns.amountDue')}: ${money(plan.amountDue)}`}</p>
          {permission.can('setValue') && <UnlockActions planId={plan.id} block />}
        </Card>
      ))}
    </div>
  );
}
