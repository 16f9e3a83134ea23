import { Card, Descriptions, Drawer, Flex, Spin } from 'antd';
import { useTranslation, builtKey } from '../../../i18n/useTranslation';
import { OrderEvidencePanel } from '../../reliability';
import { OrderPartsPanel } from '../../spare-parts';
import { useOrderDetail } from '../hooks/useWorkOrders';
import { orderFields } from '../utils/orderFields';
import { OrderActionButtons } from './OrderActionButtons';
import { OrderFiles } from './OrderFiles';
import { OrderStatusTag } from '../../../ui/OrderStatusTag';
import { OrderTimeline } from './OrderTimeline';
import { useLanguage } from '../../../lib/language/useLanguage';

/** Desktop order details: fields, photos and signature, spare parts, the timeline, and the actions the caller may take. */
export function OrderDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const detail = useOrderDetail(id);
  const order = detail.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={720}
      title={order ? `${t('workOrders:detail.title')} ${order.number}` : t('workOrders:detail.title')}
      extra={order && <OrderStatusTag status={order.status} />}
      data-testid="order-drawer"
    >
      {!order ? (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin />
        </Flex>
      ) : (
        <Flex vertical gap={16} data-testid="order-detail">
          <OrderActionButtons order={order} onDeleted={onClose} />
          <Descriptions
            bordered
            size="small"
            column={2}
            items={orderFields(order, t, language).map((field) => ({
              key: field.key,
              label: t(builtKey(`workOrders:fields.${field.key}`)),
              children: field.value,
              span: ['problem', 'detail', 'solution', 'suggestion'].includes(field.key) ? 2 : 1,
            }))}
          />
          {order.alarmId != null && <OrderEvidencePanel orderId={order.id} status={order.status} />}
          <OrderFiles files={order.files} />
          <OrderPartsPanel orderId={order.id} />
          <Card size="small" title={t('workOrders:detail.timeline')}>
            <OrderTimeline log={order.log} />
          </Card>
        </Flex>
      )}
    </Drawer>
  );
}
