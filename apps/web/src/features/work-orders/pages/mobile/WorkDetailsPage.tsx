import type { WorkOrderAction } from '@fieldlink/domain';
import { ActionSheet, Button, Card, Dialog, DotLoading, List, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation, builtKey } from '../../../../i18n/useTranslation';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../../ui/EmptyState';
import { useProfile } from '../../../auth';
import { MobileOrderEvidence } from '../../../reliability';
import { OrderPartsPanel } from '../../../spare-parts';
import { OrderFiles } from '../../components/OrderFiles';
import { OrderStatusTag } from '../../../../ui/OrderStatusTag';
import { OrderTimeline } from '../../components/OrderTimeline';
import { useOrderMutations } from '../../hooks/useWorkOrders';
import {
  OfflinePartsPanel,
  QueuedActionsList,
  useOfflineQueue,
  useQueueAction,
  useOfflineOrderDetail,
  useOnline,
  queuedStatus,
} from '../../../offline';
import { actionTitle, availableActions, mayDeleteOrder, mayEditOrder, splitActions } from '../../utils/orderActions';
import { orderFields } from '../../utils/orderFields';
import { orderEditPath, orderIdOf, orderTransferPath, submitWorkPath, workReturnPath } from '../../utils/orderPaths';
import { useLanguage } from '../../../../lib/language/useLanguage';

/** Fields shown under their label rather than beside it. */
const LONG_FIELDS = ['problem', 'detail', 'solution', 'suggestion'];

/** The actions a technician may take offline: queued on the phone, sent when the network is back (issue 40). */
const QUEUEABLE: readonly WorkOrderAction[] = ['accept', 'start'];

/**
 * Mobile work details (/workDetails?id=): fields, photos, spare parts, timeline and the caller's actions.
 * Offline (issue 40) it reads the order as saved, shows the status the waiting actions lead to, and
 * queues accept and start; a refused action shows here with what the server holds.
 */
export function WorkDetailsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const id = orderIdOf(query);
  const detail = useOfflineOrderDetail(id);
  const profile = useProfile('mobile').data;
  const { act, remove } = useOrderMutations();
  const online = useOnline();
  const queue = useOfflineQueue(id ?? undefined);
  const queueAction = useQueueAction();

  if (id === null || detail.isError)
    return (
      <EmptyState title={t('workOrders:detail.title')} description={t(online ? 'workOrders:notFound' : 'workOrders:offline.notSaved')} />
    );
  const saved = detail.data;
  if (!saved || !queue.loaded)
    return (
      <div style={{ textAlign: 'center', padding: 32 }}>
        <DotLoading />
      </div>
    );

  // What the phone shows: the order moved on by the actions waiting to be sent.
  const order = { ...saved, status: queuedStatus(saved.status, queue.actions) };
  // Offline, or with actions of this order still waiting, every step goes through the queue (kept in order).
  const queued = !online || queue.actions.length > 0;

  const take = async (action: WorkOrderAction) => {
    if (action === 'complete') return void navigate(submitWorkPath(order.id));
    if (queued && !QUEUEABLE.includes(action)) return void Toast.show({ content: t('workOrders:offline.offlineAction') });
    if (action === 'return') return void navigate(workReturnPath(order.id));
    if (action === 'dispatch' || action === 'transfer') return void navigate(orderTransferPath(order.id, action));
    const confirmed = await Dialog.confirm({
      content: t('workOrders:confirm', { action: t(builtKey(`messages:workOrder.action.${action}`)), number: order.number }),
      confirmText: t('common:actions.confirm'),
      cancelText: t('common:actions.cancel'),
    });
    if (!confirmed) return;
    if (queued) {
      await queueAction({ orderId: order.id, orderNumber: order.number, kind: action as 'accept' | 'start' });
      return void Toast.show({ content: t('workOrders:offline.queued') });
    }
    act.mutate({ id: order.id, action }, { onSuccess: () => Toast.show({ icon: 'success', content: t('workOrders:done') }) });
  };

  // Edit while pending (creator, dispatcher, administrator) and delete (administrators): the desktop drawer's rules.
  const editable = online && mayEditOrder(profile, order);
  const deletable = online && mayDeleteOrder(profile);
  const removeOrder = async () => {
    const confirmed = await Dialog.confirm({
      content: t('access:confirmDelete', { name: order.number }),
      confirmText: t('access:actions.delete'),
      cancelText: t('common:actions.cancel'),
    });
    if (!confirmed) return;
    remove.mutate(order.id, {
      onSuccess: () => {
        Toast.show({ icon: 'success', content: t('access:feedback.deleted') });
        void navigate(-1);
      },
    });
  };

  return (
    <div data-testid="work-details" style={{ paddingBottom: 88 }}>
      <List
        header={
          <div style={{ display: 'flex', justifyContent: 'space-between' }}>
            <span>{order.number}</span>
            <OrderStatusTag status={order.status} />
          </div>
        }
      >
        {orderFields(order, t, language).map((field) => (
          <List.Item
            key={field.key}
            extra={LONG_FIELDS.includes(field.key) ? undefined : field.value}
            description={LONG_FIELDS.includes(field.key) ? field.value : undefined}
          >
            {t(builtKey(`workOrders:fields.${field.key}`))}
          </List.Item>
        ))}
      </List>
      {(editable || deletable) && (
        <div style={{ display: 'flex', gap: 8, margin: '12px 0' }}>
          {editable && (
            <Button size="small" style={{ flex: 1 }} onClick={() => void navigate(orderEditPath(order.id))} data-testid="order-edit-open">
              {t('workOrders:edit.button')}
            </Button>
          )}
          {deletable && (
            <Button
              size="small"
              color="danger"
              fill="outline"
              style={{ flex: 1 }}
              loading={remove.isPending}
              onClick={() => void removeOrder()}
              data-testid="order-delete"
            >
              {t('access:actions.delete')}
            </Button>
          )}
        </div>
      )}
      <QueuedActionsList actions={queue.actions} showOrder={false} />
      {online && order.alarmId != null && <MobileOrderEvidence orderId={order.id} status={order.status} />}
      {order.files.length > 0 && (
        <Card style={{ margin: '12px 0' }}>
          <OrderFiles files={order.files} />
        </Card>
      )}
      <div style={{ margin: '12px 0' }}>
        {queued ? (
          <OfflinePartsPanel orderId={order.id} number={order.number} status={order.status} />
        ) : (
          <OrderPartsPanel orderId={order.id} mobile />
        )}
      </div>
      <Card title={t('workOrders:detail.timeline')} style={{ margin: '12px 0' }}>
        <OrderTimeline log={order.log} />
      </Card>
      <ActionBar actions={availableActions(profile, order)} busy={act.isPending} onAction={(action) => void take(action)} />
    </div>
  );
}

function ActionBar({
  actions,
  busy,
  onAction,
}: {
  actions: WorkOrderAction[];
  busy: boolean;
  onAction: (action: WorkOrderAction) => void;
}) {
  const { t } = useTranslation();
  const [sheet, setSheet] = useState(false);
  const { primary, more } = splitActions(actions);
  if (!primary && !more.length) return null;
  const label = (action: WorkOrderAction) => actionTitle(t(builtKey(`messages:workOrder.action.${action}`)));
  return (
    <div
      data-testid="order-actions"
      style={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 50,
        padding: '8px 12px',
        background: '#fff',
        boxShadow: '0 -1px 4px #0001',
        display: 'flex',
        gap: 8,
        zIndex: 10,
      }}
    >
      {primary && (
        <Button
          style={{ flex: 1, minWidth: 0 }}
          color={primary === 'cancel' ? 'danger' : 'primary'}
          loading={busy}
          data-testid={`action-${primary}`}
          onClick={() => onAction(primary)}
        >
          {label(primary)}
        </Button>
      )}
      {more.length > 0 && (
        <Button style={{ flex: 'none' }} data-testid="order-actions-more" onClick={() => setSheet(true)}>
          {t('workOrders:actions.more')}
        </Button>
      )}
      <ActionSheet
        visible={sheet}
        onClose={() => setSheet(false)}
        cancelText={t('common:actions.cancel')}
        actions={more.map((action) => ({
          key: action,
          text: <span data-testid={`action-${action}`}>{label(action)}</span>,
          danger: action === 'cancel',
          disabled: busy,
          onClick: () => {
            setSheet(false);
            onAction(action);
          },
        }))}
      />
    </div>
  );
}
