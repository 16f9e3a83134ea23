import { WORK_ORDER_STATUS_COLORS, type WorkOrderStatus } from '@fieldlink/domain';
import { useTranslation } from '../i18n/useTranslation';

/** A status in its fixed colour (plain element: both shells use it). */
export function OrderStatusTag({ status }: { status: WorkOrderStatus }) {
  const { t } = useTranslation();
  const color = WORK_ORDER_STATUS_COLORS[status];
  return (
    <span
      data-testid="order-status"
      data-status={status}
      style={{
        display: 'inline-block',
        padding: '0 8px',
        lineHeight: '20px',
        fontSize: 12,
        borderRadius: 4,
        color,
        border: `1px solid ${color}`,
        background: `${color}14`,
        whiteSpace: 'nowrap',
        textTransform: 'capitalize',
      }}
    >
      {t(`messages:workOrder.status.${status}`)}
    </span>
  );
}
