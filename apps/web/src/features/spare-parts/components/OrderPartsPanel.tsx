import { Button, Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { OrderRatingPanel } from '../../assessment';
import { useOrderParts } from '../hooks/useOrderParts';
import { ApplicationsTable } from './ApplicationsTable';
import { ApplyPartModal } from './ApplyPartModal';
import { MobileOrderPartsPanel } from './MobileOrderPartsPanel';

export interface OrderPartsPanelProps {
  orderId: number;
  /** The antd-mobile variant (the mobile order details). */
  mobile?: boolean;
}

/**
 * The spare parts of one work order, for the order details on desktop and mobile: its
 * applications with their status and the stock, "apply for a part" for the order's repairman
 * (or anyone allowed), and approve / reject / issue / withdraw where the caller may. On a
 * completed order it also shows the customer's rating (and lets the customer side rate it).
 */
export function OrderPartsPanel({ orderId, mobile = false }: OrderPartsPanelProps) {
  if (mobile) return <MobileOrderPartsPanel orderId={orderId} />;
  return <DesktopOrderPartsPanel orderId={orderId} />;
}

function DesktopOrderPartsPanel({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const { applications, canApply, canRate, order } = useOrderParts(orderId);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Card
        size="small"
        title={t('spareParts:panel.title')}
        data-testid="order-parts-panel"
        extra={
          canApply && (
            <Button type="primary" size="small" onClick={() => setOpen(true)} data-testid="parts-apply">
              {t('spareParts:apply.button')}
            </Button>
          )
        }
      >
        <ApplicationsTable
          rows={applications.data?.items ?? []}
          loading={applications.isFetching}
          showOrder={false}
          empty={t('spareParts:panel.empty')}
        />
        <ApplyPartModal open={open} orderId={orderId} onClose={() => setOpen(false)} />
      </Card>
      {order.data?.status === 'completed' && (
        <div style={{ marginTop: 12 }}>
          <OrderRatingPanel orderId={orderId} canRate={canRate} />
        </div>
      )}
    </>
  );
}
