import type { PeriodStatus, PlanState } from '@fieldlink/domain';
import { Tag } from 'antd';
import { builtKey, useTranslation } from '../../../i18n/useTranslation';

const STATE_COLOURS: Record<PlanState, string> = { active: 'blue', overdue: 'orange', locked: 'red', paid_off: 'green' };
const PERIOD_COLOURS: Record<PeriodStatus, string> = {
  paid: 'green',
  partial: 'gold',
  upcoming: 'default',
  due: 'blue',
  overdue: 'orange',
  lockable: 'red',
};

export function PlanStateTag({ state }: { state: PlanState }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATE_COLOURS[state]} data-testid={`plan-state-${state}`}>
      {t(builtKey(`installments:states.${state}`))}
    </Tag>
  );
}

export function PeriodStatusTag({ status }: { status: PeriodStatus }) {
  const { t } = useTranslation();
  return <Tag color={PERIOD_COLOURS[status]}>{t(builtKey(`installments:periodStates.${status}`))}</Tag>;
}

/** The device's lock as the cloud wants it, and whether the gateway has confirmed it. */
export function LockTag({ plan }: { plan: { locked: boolean; lockApplied: boolean; unlockedUntil: string | null } }) {
  const { t } = useTranslation();
  const until = plan.unlockedUntil && new Date(plan.unlockedUntil) > new Date() ? new Date(plan.unlockedUntil).toLocaleDateString() : null;
  return (
    <span data-testid="lock-state">
      <Tag color={plan.locked ? 'red' : 'green'}>{t(plan.locked ? 'installments:lock.locked' : 'installments:lock.unlocked')}</Tag>
      {!plan.lockApplied && <Tag color="gold">{t('installments:lock.pending')}</Tag>}
      {until && !plan.locked && <Tag>{t('installments:lock.until', { date: until })}</Tag>}
    </span>
  );
}

export const money = (value: number) => value.toFixed(2);
