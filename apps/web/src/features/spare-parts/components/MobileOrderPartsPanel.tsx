import { Button, Space } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { OrderRatingPanel } from '../../assessment';
import { useOrderParts } from '../hooks/useOrderParts';
import { MobileApplicationList } from './MobileApplicationList';
import { MobileApplyPopup } from './MobileApplyPopup';

/** The antd-mobile variant of OrderPartsPanel: the order's applications and a bottom sheet to apply. */
export function MobileOrderPartsPanel({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const { applications, canApply, canRate, order } = useOrderParts(orderId);
  const [open, setOpen] = useState(false);
  return (
    <div data-testid="order-parts-panel">
      <MobileApplicationList
        rows={applications.data?.items ?? []}
        showOrder={false}
        empty={t('spareParts:panel.empty')}
        header={
          <Space justify="between" align="center" style={{ width: '100%' }}>
            <span>{t('spareParts:panel.title')}</span>
            {canApply && (
              <Button size="mini" color="primary" onClick={() => setOpen(true)} data-testid="parts-apply">
                {t('spareParts:apply.button')}
              </Button>
            )}
          </Space>
        }
      />
      <MobileApplyPopup visible={open} orderId={orderId} onClose={() => setOpen(false)} />
      {order.data?.status === 'completed' && <OrderRatingPanel orderId={orderId} canRate={canRate} mobile />}
    </div>
  );
}
