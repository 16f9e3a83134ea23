import { Button, Dialog, List, Tag } from 'antd-mobile';
import { builtKey, useTranslation } from '../../../i18n/useTranslation';
import { formatTime } from '../../../lib/format/formatTime';
import { useProfile } from '../../auth';
import { OrderStatusTag } from '../../../ui/OrderStatusTag';
import type { QueuedAction } from '../api/offlineDb';
import { offlineQueue } from '../api/offlineQueue';

/** What a queued action carries, in a line (the solution, the part). */
function summary(action: QueuedAction): string {
  if (action.part) return `${action.part.label} × ${action.part.quantity}`;
  if (action.report) return action.report.solution;
  return '';
}

/**
 * The technician's actions not yet on the server (issue 40): each waiting one, and each the server
 * refused with what it holds now (status and repairman), kept until the technician removes it.
 */
export function QueuedActionsList({
  actions,
  showOrder,
  counted = false,
}: {
  actions: QueuedAction[];
  showOrder: boolean;
  /** The count is shown above already (the workbench card's title): the waiting list has no header of its own. */
  counted?: boolean;
}) {
  const { t } = useTranslation();
  const userId = useProfile('mobile').data?.userId;
  const conflicts = actions.filter((action) => action.conflict);
  const waiting = actions.filter((action) => !action.conflict);
  const dismiss = async (action: QueuedAction) => {
    const confirmed = await Dialog.confirm({
      content: t('workOrders:offline.conflictDismissConfirm', { number: action.orderNumber }),
      confirmText: t('workOrders:offline.conflictDismiss'),
      cancelText: t('common:actions.cancel'),
    });
    if (confirmed && userId !== undefined) await offlineQueue.dismiss(userId, action.orderId);
  };
  return (
    <>
      {conflicts.map((action) => {
        const server = action.conflict!.order;
        const behind = waiting.filter((other) => other.orderId === action.orderId).length;
        return (
          <List
            key={action.seq}
            data-testid={`offline-conflict-${action.orderId}`}
            header={<span style={{ color: '#ff3141' }}>{t('workOrders:offline.conflictTitle')}</span>}
            style={{ margin: '12px 0', border: '1px solid #ff3141', borderRadius: 8, overflow: 'hidden' }}
          >
            <List.Item description={summary(action) || undefined} extra={formatTime(action.createdAt)}>
              {showOrder && `${action.orderNumber} · `}
              {t(builtKey(`workOrders:offline.kind.${action.kind}`))}
            </List.Item>
            <List.Item description={action.conflict!.message} data-testid="offline-conflict-server">
              {t('workOrders:offline.conflictHint')}{' '}
              {server ? (
                <span>
                  <OrderStatusTag status={server.status} />{' '}
                  <span data-testid="offline-conflict-assignee">
                    {t('workOrders:offline.conflictAssignee', { assignee: server.assigneeName ?? '-' })}
                  </span>
                </span>
              ) : (
                t('workOrders:offline.conflictGone')
              )}
            </List.Item>
            {behind > 0 && <List.Item>{t('workOrders:offline.conflictWaiting', { count: behind })}</List.Item>}
            <List.Item>
              <Button
                size="small"
                color="danger"
                fill="outline"
                onClick={() => void dismiss(action)}
                data-testid="offline-conflict-dismiss"
              >
                {t('workOrders:offline.conflictDismiss')}
              </Button>
            </List.Item>
          </List>
        );
      })}
      {waiting.length > 0 && (
        <List
          data-testid="offline-waiting"
          header={counted ? undefined : t('workOrders:offline.waitingCount', { count: waiting.length })}
          style={{ margin: '12px 0', borderRadius: 8, overflow: 'hidden' }}
        >
          {waiting.map((action) => (
            <List.Item
              key={action.seq}
              data-testid={`offline-waiting-${action.kind}`}
              description={summary(action) || undefined}
              extra={<Tag color="warning">{t('workOrders:offline.waiting')}</Tag>}
            >
              {showOrder && `${action.orderNumber} · `}
              {t(builtKey(`workOrders:offline.kind.${action.kind}`))}
            </List.Item>
          ))}
        </List>
      )}
    </>
  );
}
