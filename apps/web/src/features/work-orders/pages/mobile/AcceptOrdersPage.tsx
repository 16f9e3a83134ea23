import { Button, DotLoading, Empty, List, Toast } from 'antd-mobile';
import { orderProblem } from '@fieldlink/domain';
import { useTranslation } from '../../../../i18n/useTranslation';
import { useLanguage } from '../../../../lib/language/useLanguage';
import { useNavigate } from 'react-router';
import { useOrderList, useOrderMutations } from '../../hooks/useWorkOrders';
import { workDetailsPath } from '../../utils/orderPaths';
import { actionTitle } from '../../utils/orderActions';
import { useProfile } from '../../../auth';
import { useOnline, savedOrderPage } from '../../../offline';

/** Mobile accept orders (/acceptOrders): the orders dispatched to me, each with an accept button. */
export function AcceptOrdersPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const userId = useProfile('mobile').data?.userId;
  // Offline (issue 40): the saved orders dispatched to me; accepting one opens it, where it is queued.
  const online = useOnline();
  const list = useOrderList(
    { page: 1, pageSize: 100, status: 'dispatched', assigneeId: 'me' },
    userId === undefined ? undefined : () => savedOrderPage(userId, 'dispatched'),
  );
  const { act } = useOrderMutations();
  if (!list.data)
    return (
      <div style={{ textAlign: 'center', padding: 32 }}>
        <DotLoading />
      </div>
    );
  return (
    <div data-testid="accept-orders">
      <List>
        {list.data.items.map((order) => (
          <List.Item
            key={order.id}
            data-testid={`accept-item-${order.id}`}
            description={`${order.number} · ${order.contactName} ${order.contactPhone}`}
            onClick={() => void navigate(workDetailsPath(order.id))}
            extra={
              <Button
                size="mini"
                color="primary"
                loading={act.isPending && act.variables?.id === order.id}
                data-testid={`accept-${order.id}`}
                onClick={(event) => {
                  event.stopPropagation();
                  if (!online) return void navigate(workDetailsPath(order.id));
                  act.mutate(
                    { id: order.id, action: 'accept' },
                    { onSuccess: () => Toast.show({ icon: 'success', content: t('workOrders:done') }) },
                  );
                }}
              >
                {actionTitle(t('messages:workOrder.action.accept'))}
              </Button>
            }
          >
            {orderProblem(order, language)}
          </List.Item>
        ))}
      </List>
      {list.data.items.length === 0 && <Empty description={t('workOrders:noneToAccept')} />}
    </div>
  );
}
