import { MAINTENANCE_PLAN_STATUS_COLORS, type MaintenancePlanStatus } from '@fieldlink/domain';
import { Tag } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';

/** A plan's status in its fixed colour. */
export function PlanStatusTag({ status }: { status: MaintenancePlanStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={MAINTENANCE_PLAN_STATUS_COLORS[status]} data-testid="plan-status" data-status={status}>
      {t(`maintenance:status.${status}`)}
    </Tag>
  );
}
