import type { WorkOrderAction } from '@fieldlink/domain';
import { App, Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useProfile } from '../../auth';
import type { OrderDetail } from '../api/workOrdersApi';
import { useOrderMutations } from '../hooks/useWorkOrders';
import { DeleteRowButton } from '../../access';
import { availableActions, mayDeleteOrder, mayEditOrder } from '../utils/orderActions';
import { AssignModal } from './AssignModal';
import { CompleteModal } from './CompleteModal';
import { NewOrderModal } from './NewOrderModal';
import { NoteModal } from './NoteModal';

/** The desktop buttons of the actions this user may take on the order now; each opens its form. */
export function OrderActionButtons({ order, onDeleted }: { order: OrderDetail; onDeleted?: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const profile = useProfile('desktop').data;
  const { act, report, remove } = useOrderMutations();
  const [open, setOpen] = useState<WorkOrderAction | 'edit' | null>(null);
  const actions = availableActions(profile, order);
  const editable = mayEditOrder(profile, order);
  const deletable = mayDeleteOrder(profile);
  // A form already open stays open when the order changes underneath it: its submit then gets the 409.
  if (!actions.length && !editable && !deletable && !open) return null;

  const done = () => {
    setOpen(null);
    void message.success(t('workOrders:done'));
  };
  // A refusal (409 with the status in the user's language, 403, 400) is shown by the API client.
  const run = (action: WorkOrderAction, body: object = {}) => act.mutate({ id: order.id, action, body }, { onSuccess: done });

  return (
    <>
      <Space wrap data-testid="order-actions">
        {editable && (
          <Button data-testid="action-edit" onClick={() => setOpen('edit')}>
            {t('workOrders:edit.button')}
          </Button>
        )}
        {actions.map((action) => (
          <Button
            key={action}
            type={action === 'complete' || action === 'dispatch' || action === 'accept' ? 'primary' : 'default'}
            danger={action === 'cancel'}
            data-testid={`action-${action}`}
            style={{ textTransform: 'capitalize' }}
            loading={act.isPending && act.variables?.action === action}
            onClick={() => (['accept', 'start'].includes(action) ? run(action) : setOpen(action))}
          >
            {t(`messages:workOrder.action.${action}`)}
          </Button>
        ))}
        {deletable && (
          <DeleteRowButton
            page="orderReview"
            name={order.number}
            label={t('access:actions.delete')}
            testId="action-delete"
            onDelete={() => remove.mutateAsync(order.id).then(() => onDeleted?.())}
          />
        )}
      </Space>
      {(open === 'dispatch' || open === 'transfer') && (
        <AssignModal
          orderId={order.id}
          action={open}
          busy={act.isPending}
          onClose={() => setOpen(null)}
          onSubmit={(body) => run(open, body)}
        />
      )}
      {(open === 'return' || open === 'cancel' || open === 'cancel-dispatch') && (
        <NoteModal
          action={open}
          required={open === 'return'}
          busy={act.isPending}
          onClose={() => setOpen(null)}
          onSubmit={(body) => run(open, body)}
        />
      )}
      {open === 'edit' && <NewOrderModal order={order} onClose={() => setOpen(null)} onCreated={done} />}
      {open === 'complete' && (
        <CompleteModal
          busy={report.isPending}
          onClose={() => setOpen(null)}
          onSubmit={(form) => report.mutate({ id: order.id, form }, { onSuccess: done })}
        />
      )}
    </>
  );
}
