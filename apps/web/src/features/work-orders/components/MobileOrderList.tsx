import { WORK_ORDER_STATUSES, type WorkOrderStatus } from '@fieldlink/domain';
import { Button, DotLoading, Empty, List, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { orderProblem } from '@fieldlink/domain';
import { useTranslation } from '../../../i18n/useTranslation';
import { useLanguage } from '../../../lib/language/useLanguage';
import { useNavigate, useSearchParams } from 'react-router';
import { formatTime } from '../../../lib/format/formatTime';
import { useOrderCounts, useOrderList } from '../hooks/useWorkOrders';
import { orderStatusOf, workDetailsPath } from '../utils/orderPaths';
import { OrderStatusTag } from '../../../ui/OrderStatusTag';
import { useProfile } from '../../auth';
import { savedOrderCounts, savedOrderPage } from '../../offline';

const STEP = 20;

/**
 * Mobile order list (overview or my orders): a tab per status with its count, more on demand. The
 * status is in the address (`?status=`), so a count tile elsewhere opens the list filtered.
 */
export function MobileOrderList({ mine }: { mine: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParams();
  const status: WorkOrderStatus | 'all' = orderStatusOf(query) ?? 'all';
  const setStatus = (next: WorkOrderStatus | 'all') =>
    setQuery(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'all') params.delete('status');
        else params.set('status', next);
        return params;
      },
      { replace: true },
    );
  const [size, setSize] = useState(STEP);
  // My orders read offline from those saved on the phone (issue 40).
  const userId = useProfile('mobile').data?.userId;
  const saved = mine && userId !== undefined;
  const counts = useOrderCounts(mine, saved ? () => savedOrderCounts(userId) : undefined);
  const list = useOrderList(
    {
      page: 1,
      pageSize: size,
      ...(status !== 'all' ? { status } : {}),
      ...(mine ? { assigneeId: 'me' as const } : {}),
    },
    saved ? () => savedOrderPage(userId, status === 'all' ? undefined : status) : undefined,
  );
  const total = counts.data ? Object.values(counts.data).reduce((a, b) => a + b, 0) : 0;

  return (
    <div data-testid={mine ? 'my-orders' : 'order-review'}>
      <Tabs activeKey={status} onChange={(key) => setStatus(key as WorkOrderStatus | 'all')} style={{ background: '#fff' }}>
        <Tabs.Tab key="all" title={<span data-testid="order-tab-all">{`${t('workOrders:filters.all')} ${total}`}</span>} />
        {WORK_ORDER_STATUSES.map((s) => (
          <Tabs.Tab
            key={s}
            title={
              <span data-testid={`order-tab-${s}`} style={{ textTransform: 'capitalize' }}>
                {`${t(`messages:workOrder.status.${s}`)} ${counts.data?.[s] ?? 0}`}
              </span>
            }
          />
        ))}
      </Tabs>
      {!list.data ? (
        <div style={{ textAlign: 'center', padding: 32 }}>
          <DotLoading />
        </div>
      ) : (
        <>
          <List>
            {list.data.items.map((order) => (
              <List.Item
                key={order.id}
                data-testid={`order-item-${order.id}`}
                onClick={() => void navigate(workDetailsPath(order.id))}
                extra={<OrderStatusTag status={order.status} />}
                description={`${order.number} · ${formatTime(order.createdAt)}`}
              >
                {orderProblem(order, language)}
              </List.Item>
            ))}
          </List>
          {list.data.items.length === 0 && <Empty description={t('workOrders:empty')} />}
          {list.data.items.length < list.data.total && (
            <div style={{ padding: 16 }}>
              <Button block loading={list.isFetching} onClick={() => setSize((n) => n + STEP)}>
                {t('workOrders:more')}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
